import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailPort } from '../../adapters/mail/mail.port.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Job } from '../../lib/jobs.ts';

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
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const mail of claimed) {
    try {
      await mailer.send({
        id: mail.id,
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 1000) : String(err),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return claimed.length;
}

export function mailDeliveryJob(db: Db, mailer: MailPort, from: string): Job {
  return { name: 'mail-delivery', run: () => deliverDueMail(db, mailer, from) };
}
