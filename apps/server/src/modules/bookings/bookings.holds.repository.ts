import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * Book now reservations in payment processing opened from this address, for this e-mail, on this listing and
 * with this card (each counted by its own partial index's column).
 */
export async function countOpenHolds(
  db: Tx,
  keys: { clientIp: string | null; email: string; listingId: number; cardFingerprint: string | null },
) {
  const ip = keys.clientIp ?? '';
  const card = keys.cardFingerprint ?? '';
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const byIp = sql`${reservations.holdClientIp} = ${ip}`;
  const byEmail = sql`lower(${reservations.emailAddress}) = lower(${keys.email})`;
  const byListing = sql`${reservations.listingId} = ${keys.listingId}`;
  const byCard = sql`${reservations.holdCardFingerprint} = ${card}`;
  const [row] = await db
    .select({
      byIp: count(byIp),
      byEmail: count(byEmail),
      byListing: count(byListing),
      byCard: count(byCard),
    })
    .from(reservations)
    .where(and(openBookNow, or(byIp, byEmail, byListing, byCard)));
  return {
    byIp: row?.byIp ?? 0,
    byEmail: row?.byEmail ?? 0,
    byListing: row?.byListing ?? 0,
    byCard: row?.byCard ?? 0,
  };
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
