import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';

/** The advisory-lock namespace of hold counting (the two-key form keeps it apart from other locks). */
const HOLD_LOCK_SPACE = 2025;

/**
 * Serialises Book now holds per key (an address, an e-mail) for the rest of the transaction, so parallel
 * requests from one client count each other's holds. Keys are locked in sorted order: no deadlock.
 */
export async function lockHoldKeys(db: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}, hashtext(${key}))`);
  }
}

const openBookNow = and(
  eq(reservations.statusId, ReservationStatus.PaymentProcessing),
  eq(reservations.source, 'book_now'),
);

/** Book now reservations in payment processing opened from this address, and for this e-mail. */
export async function countOpenHolds(db: Tx, clientIp: string | null, email: string) {
  const [row] = await db
    .select({
      byIp: sql<number>`count(*) filter (where ${reservations.holdClientIp} = ${clientIp ?? ''})`.mapWith(
        Number,
      ),
      byEmail:
        sql<number>`count(*) filter (where lower(${reservations.emailAddress}) = lower(${email}))`.mapWith(
          Number,
        ),
    })
    .from(reservations)
    .where(
      and(
        openBookNow,
        sql`(${reservations.holdClientIp} = ${clientIp ?? ''} or lower(${reservations.emailAddress}) = lower(${email}))`,
      ),
    );
  return { byIp: row?.byIp ?? 0, byEmail: row?.byEmail ?? 0 };
}

/** Records that the browser opened the bank's check of a Book now still waiting for it; null if none waits. */
export async function markAuthStarted(db: Tx, uniqueHash: string, now: Date) {
  const [row] = await db
    .update(reservations)
    .set({ authStartedAt: now, updatedAt: now })
    .where(and(eq(reservations.uniqueHash, uniqueHash), openBookNow, isNull(reservations.authStartedAt)))
    .returning({ id: reservations.id });
  return row ?? null;
}

/** Book now holds whose bank check was never opened, made before `cutoff`: ids, oldest first. */
export async function unopenedHolds(db: Tx, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(openBookNow, isNull(reservations.authStartedAt), lt(reservations.createdAt, cutoff)))
    .orderBy(reservations.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
