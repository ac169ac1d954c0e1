import { toMajor } from '@innkeep/contract/money';
import {
  failureWithoutNextStep,
  guestFailureText,
  PAYMENT_NOT_COMPLETED_REASON,
} from '@innkeep/contract/payment-failures';
import {
  RESERVATION_STATUSES,
  RESERVATIONS_PER_PAGE,
  type ReservationListReply,
  ReservationStatus,
  type ReservationStatusId,
  reservationMessages,
} from '@innkeep/contract/reservations';
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, SQLSTATE, sqlState, type Tx } from '../../db/client.ts';
import { hostListingToday } from '../../db/listing-today.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { latestClaim } from './reservations.claims.repository.ts';
import { toReservationRow } from './reservations.mapper.ts';
import * as repo from './reservations.repository.ts';

/** Whether a reservation's stay was ever paid, as a condition on its row (the list's and the lookup's rule). */
export const wasPaidSql = repo.wasPaid;

/** Whether the host claimed on the reservation's damage deposit (any claim, whatever became of it). */
export const hasDepositClaim = async (db: Tx, reservationId: number) =>
  (await latestClaim(db, reservationId)) !== null;

/** The history's reason when the hold-expiry job cancels an unpaid approval. */
export const HOLD_EXPIRED_REASON = 'hold expired';

const FAILED = 'The payment did not go through';
const BOOK_AGAIN = 'Nothing was booked: to try again, go back to the stay and book it again.';

/**
 * Why a guest's reservation cannot be paid any more, in the guest's words (docs/requirements/bookings.md#R-B16): declined, the
 * time to pay ran out, the payment failed, or who cancelled it. Null for the statuses that need no reason.
 */
export async function guestStatusNote(
  db: Tx,
  reservationId: number,
  statusId: number,
  chargedBack = false,
): Promise<string | null> {
  // A card dispute decided for the guest: their bank gave the money back, so nothing was refunded by card.
  const refundedAll = chargedBack
    ? 'Your bank already gave you back what you paid, after your card dispute.'
    : 'Anything you paid is refunded in full to your card.';
  if (statusId === ReservationStatus.Declined) return 'The host declined this inquiry. Nothing was charged.';
  if (statusId !== ReservationStatus.Cancelled) return null;
  // A cancelled stay's page says what was charged and refunded (or that nothing was) below this note.
  const last = await repo.lastEventOf(db, reservationId);
  if (last?.actor === 'guest') return 'You cancelled this reservation.';
  if (last?.actor === 'host') return `The host cancelled this stay. ${refundedAll}`;
  if (last?.actor === 'provider') {
    // The form's "pay again" has no form here: the way to try again is to book again.
    const reason = failureWithoutNextStep(guestFailureText({ code: '', message: last.reason ?? '' }));
    const what = reason.startsWith(FAILED) ? `${FAILED}.` : `${FAILED}: ${reason}`;
    return `${what} ${BOOK_AGAIN}`;
  }
  // The hold-expiry job and Innkeep itself (an admin, or a fraud warning) both act as the system: only the job's
  // reason is a hold that ran out, and an attempt given up one whose payment was never finished; the others
  // cancel with a full refund of what was paid.
  if (last?.actor === 'system' && last.reason === HOLD_EXPIRED_REASON)
    return 'The time to pay for this stay ran out, so the dates were released.';
  if (last?.actor === 'system' && last.reason === PAYMENT_NOT_COMPLETED_REASON)
    return `The payment was not finished in time, so the dates were released. ${BOOK_AGAIN}`;
  if (last?.actor === 'system')
    return last.refundedMinor === null
      ? 'Innkeep cancelled this reservation.'
      : `Innkeep cancelled this stay. ${refundedAll}`;
  return 'This reservation was cancelled.';
}

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

/**
 * Listeners told of every change a reservation's history records (created, status moved), in the same
 * transaction: modules above (tasks) follow stays without this module importing them.
 */
export type StayListener = (tx: Tx, reservationId: number) => Promise<void>;
const stayListeners = new Set<StayListener>();
export function onStayChange(listener: StayListener): void {
  stayListeners.add(listener);
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
  for (const listener of stayListeners) await listener(tx, event.reservationId);
}

// ---- the host's reservations ---------------------------------------------------------------------

/**
 * The host's reservations, those of deleted listings included, filtered; upcoming first, then past, by each
 * listing's date (decision 0115). Totals per currency over every matching row: the booked value of the stays
 * that hold dates, and what was paid (less refunds). With `page` or `per_page` the rows are one page of them
 * (docs/requirements/host.md#R-H20).
 */
export async function listForHost(
  db: Db,
  hostId: number,
  query: repo.HostListFilter & { page?: number; per_page?: number } = {},
  now = new Date(),
): Promise<ReservationListReply> {
  const { page: pageNumber, per_page, ...filter } = query;
  const today = await hostListingToday(db, hostId, now);
  const paged = pageNumber !== undefined || per_page !== undefined;
  const page = pageNumber ?? 1;
  const perPage = per_page ?? RESERVATIONS_PER_PAGE;
  const [rows, sums, listingOptions] = await Promise.all([
    repo.listForHost(
      db,
      hostId,
      filter,
      today,
      paged ? { limit: perPage, offset: (page - 1) * perPage } : undefined,
    ),
    repo.sumsForHost(db, hostId, filter, today),
    repo.listingsWithReservations(db, hostId),
  ]);
  return {
    data: rows.map(toReservationRow),
    total: sums.reduce((n, s) => n + s.count, 0),
    page: paged ? page : 1,
    per_page: paged ? perPage : null,
    totals: sums.map((s) => ({
      currency: s.currency,
      booked: toMajor(s.bookedMinor, s.currency),
      paid: toMajor(s.paidMinor, s.currency),
    })),
    listings: listingOptions.map((l) => ({ id: l.id, external_listing_name: l.name })),
  };
}

/** The status select list (`{ status: [...] }`): every status, in id order, with its colour (docs/requirements/wire.md#R-W8). */
export const statusList = () => RESERVATION_STATUSES.map(({ id, name, color }) => ({ id, name, color }));

/**
 * Deletes one of the host's reservations with its history. Money is never erased: a paid stay is refused
 * (the host is told to cancel it, which refunds the guest), and so is any reservation with a payment; so is a live hold (3 or 4), which must be cancelled first so the guest is told.
 */
export async function removeByHost(db: Db, hostId: number, id: number): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const found = await repo.findForHost(tx, hostId, id);
      if (!found) throw notFound(reservationMessages.notFound);
      // Locked in the status seen: a hold or a payment that started meanwhile waits, or is seen as a change.
      const status = found.reservation.statusId;
      if (!(await repo.lockInStatus(tx, id, status))) {
        throw new AppError('CONFLICT', reservationMessages.changedMeanwhile);
      }
      if (status === ReservationStatus.Paid)
        throw new AppError('CONFLICT', reservationMessages.cannotDeletePaidStay);
      if ((await repo.paymentCount(tx, id)) > 0) {
        throw new AppError('CONFLICT', reservationMessages.cannotDeletePaid);
      }
      if (status === ReservationStatus.AwaitingPayment || status === ReservationStatus.PaymentProcessing) {
        throw new AppError('CONFLICT', reservationMessages.cannotDeleteHolding);
      }
      await repo.deleteWithHistory(tx, id);
      return reservationMessages.deleted;
    });
  } catch (err) {
    // Any other row that points at it (a refund, a payment written by a path that skips the lock) keeps it.
    if (sqlState(err) === SQLSTATE.foreignKeyViolation) {
      throw new AppError('CONFLICT', reservationMessages.cannotDeletePaid);
    }
    throw err;
  }
}
