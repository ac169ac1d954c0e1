import type { FastifyBaseLogger } from 'fastify';
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

export interface DeliveryOptions {
  /** Each failed send is logged here (id, attempt, error; never the body). */
  log?: FastifyBaseLogger;
  /** Messages sent at once (docs/requirements/operations.md#R-O5): a slow relay costs a round its timeout per `concurrency` messages. */
  concurrency?: number;
  /** This install's id, in every Message-ID (unique across installs; the row's creation time across restores). */
  installId?: string;
  /** Aborted when the round is over its budget: messages not yet started wait for the next round. */
  signal?: AbortSignal;
}

/** `<id.created.install@domain>`: stable across retries, never reused by another install or a restored backup. */
export function messageIdOf(
  mail: Pick<repo.MailRow, 'id' | 'createdAt'>,
  from: string,
  installId?: string,
): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'innkeep';
  const created = new Date(mail.createdAt).getTime().toString(36);
  return `<outbox-${mail.id}.${created}${installId ? `.${installId}` : ''}@${domain}>`;
}

/**
 * One round of delivery. Due messages are claimed with FOR UPDATE SKIP LOCKED and their next attempt
 * pushed past a lease in the same statement, so two instances never send one message at once and a
 * crash mid-send only delays it until the lease runs out. Each message is then sent outside any
 * transaction, `concurrency` at a time, and marked sent, or scheduled again with backoff.
 */
export async function deliverDueMail(
  db: Db,
  mailer: MailPort,
  from: string,
  options: DeliveryOptions = {},
): Promise<number> {
  const claimed = await repo.claimDue(db, BATCH, LEASE_SECONDS);
  const queue = [...claimed];

  async function sendOne(mail: repo.MailRow): Promise<void> {
    try {
      await mailer.send({
        id: mail.id,
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers && { headers: mail.headers }),
        messageId: messageIdOf(mail, from, options.installId),
      });
      await repo.markSent(db, mail.id);
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const error = err instanceof Error ? err.message.slice(0, 1000) : String(err);
      options.log?.[failed ? 'error' : 'warn'](
        { mailId: mail.id, attempt: mail.attempts, willRetry: !failed, error },
        'mail send failed',
      );
      await repo.markAttemptFailed(db, mail.id, {
        failed,
        error,
        retryInSeconds: backoffSeconds(mail.attempts),
      });
    }
  }

  async function worker(): Promise<void> {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      // Over budget: what is left keeps its lease and goes out in a later round.
      if (options.signal?.aborted) return;
      await sendOne(mail);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return claimed.length;
}

export function mailDeliveryJob(db: Db, mailer: MailPort, from: string, options: DeliveryOptions = {}): Job {
  return { name: 'mail-delivery', run: (signal) => deliverDueMail(db, mailer, from, { ...options, signal }) };
}
