import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: Tx,
  mail: { to: string; subject: string; html: string; text: string; headers?: Record<string, string> },
) {
  await db.insert(mailOutbox).values(mail);
}

/** The newest `limit` messages, to one recipient (stored lowercase) or to anyone. */
export const newest = (db: Tx, to: string | undefined, limit: number): Promise<MailRow[]> =>
  db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);

export async function findMail(db: Tx, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Claims up to `batch` due messages: FOR UPDATE SKIP LOCKED, and their next attempt pushed past a lease
 * in the same statement, so two instances never claim one message at once.
 */
export function claimDue(db: Tx, batch: number, leaseSeconds: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Tx, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed try: pending again after `retryInSeconds`, or `failed` for good. */
export async function markAttemptFailed(
  db: Tx,
  id: number,
  outcome: { failed: boolean; error: string; retryInSeconds: number },
) {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.failed ? 'failed' : 'pending',
      lastError: outcome.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Messages by status, and the pending ones due now with the age of the oldest (metrics). */
export async function outboxStats(db: Tx) {
  const byStatus = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const [due] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)));
  // Every message not sent, due or waiting for its retry: a relay outage shows here, not only in `due`.
  const ages = await db
    .select({
      status: mailOutbox.status,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('pending', 'failed')`)
    .groupBy(mailOutbox.status);
  return {
    byStatus,
    due: due?.count ?? 0,
    oldestDueSeconds: due?.oldestSeconds ?? 0,
    oldestSeconds: Object.fromEntries(ages.map((a) => [a.status, a.oldestSeconds])) as Record<string, number>,
  };
}

/** Messages given up on, newest first (the admin's failed-mail list). */
export const failedMail = (db: Tx, limit: number): Promise<MailRow[]> =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);

/** A failed message pending again, due now, with a fresh count of attempts; false when it is not failed. */
export async function requeueFailed(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
