import type { MailPort } from '../../adapters/mail/mail.port.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import * as repo from './mail.repository.ts';

/** After this many failed tries a message is marked failed and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is hidden from other instances while it is being sent. */
const LEASE_SECONDS = 120;
const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * One round of delivery. Due messages are claimed with FOR UPDATE SKIP LOCKED and their next attempt
 * pushed past a lease in the same statement, so two instances never send one message at once and a
 * crash mid-send only delays it until the lease runs out. Each message is then sent outside any
 * transaction and marked sent, or scheduled again with backoff.
 */
export async function deliverDueMail(db: Db, mailer: MailPort, from: string): Promise<number> {
  const claimed = await repo.claimDue(db, BATCH, LEASE_SECONDS);

  for (const mail of claimed) {
    try {
      await mailer.send({
        id: mail.id,
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers && { headers: mail.headers }),
      });
      await repo.markSent(db, mail.id);
    } catch (err) {
      await repo.markAttemptFailed(db, mail.id, {
        failed: mail.attempts >= MAX_ATTEMPTS,
        error: err instanceof Error ? err.message.slice(0, 1000) : String(err),
        retryInSeconds: backoffSeconds(mail.attempts),
      });
    }
  }
  return claimed.length;
}

export function mailDeliveryJob(db: Db, mailer: MailPort, from: string): Job {
  return { name: 'mail-delivery', run: () => deliverDueMail(db, mailer, from) };
}
