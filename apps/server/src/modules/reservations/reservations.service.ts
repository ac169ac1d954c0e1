import type { ReservationStatusId } from '@innkeep/contract/reservations';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';

export type Actor = 'guest' | 'host' | 'system' | 'provider';

export interface StatusChange {
  reservationId: number;
  /** The status (or statuses) the reservation must be in now; otherwise nothing changes. */
  from: ReservationStatusId | readonly ReservationStatusId[];
  to: ReservationStatusId;
  actor: Actor;
  actorUserId?: number | null;
  reason?: string | null;
  refundedMinor?: number | null;
  /** New hold expiry (statuses 3 and 4); `null` clears it. Left as is when undefined. */
  holdExpiresAt?: Date | null;
}

/**
 * Moves a reservation from an expected status to another and records the change in its history, in the
 * caller's transaction. Compare-and-set: returns false, and writes nothing, when the reservation is no longer
 * in `from` (another request or job moved it first), so every transition happens once.
 * A move into a date-holding status can fail with the exclusion constraint's error (dates taken).
 */
export async function changeStatus(tx: Tx, change: StatusChange): Promise<boolean> {
  const from = Array.isArray(change.from) ? change.from : [change.from as ReservationStatusId];
  const [row] = await tx
    .select({ statusId: reservations.statusId })
    .from(reservations)
    .where(and(eq(reservations.id, change.reservationId), inArray(reservations.statusId, [...from])))
    .for('update');
  if (!row) return false;
  await tx
    .update(reservations)
    .set({
      statusId: change.to,
      ...(change.holdExpiresAt !== undefined ? { holdExpiresAt: change.holdExpiresAt } : {}),
    })
    .where(eq(reservations.id, change.reservationId));
  await recordEvent(tx, { ...change, fromStatusId: row.statusId });
  return true;
}

/** Writes one history entry; `changeStatus` calls it, and so does creating a reservation (from null). */
export async function recordEvent(
  tx: Tx,
  event: Pick<StatusChange, 'reservationId' | 'to' | 'actor' | 'actorUserId' | 'reason' | 'refundedMinor'> & {
    fromStatusId: number | null;
  },
): Promise<void> {
  await tx.insert(reservationEvents).values({
    reservationId: event.reservationId,
    fromStatusId: event.fromStatusId,
    toStatusId: event.to,
    actor: event.actor,
    actorUserId: event.actorUserId ?? null,
    reason: event.reason ?? null,
    refundedMinor: event.refundedMinor ?? null,
  });
}
