import { type ReservationRow, type ReservationStatusId, ReservationStatus as S } from './reservations.ts';
import { todayIn } from './time-zones.ts';

/**
 * The status moves a host may make by hand, by the reservation's current status (decision 0037). The server
 * refuses every other move and the web offers only these: one table for both. Money alone sets Payment
 * processing (4) and Paid (6); a payment in flight is left alone; a paid stay can only be cancelled (refunded).
 */
export const HOST_STATUS_MOVES: Readonly<Record<ReservationStatusId, readonly ReservationStatusId[]>> = {
  [S.Inquiry]: [S.AwaitingPayment, S.Declined, S.Cancelled],
  [S.Declined]: [S.Inquiry, S.AwaitingPayment, S.Cancelled],
  [S.AwaitingPayment]: [S.Inquiry, S.Declined, S.Cancelled],
  [S.PaymentProcessing]: [],
  [S.Cancelled]: [S.Inquiry, S.Declined, S.AwaitingPayment],
  [S.Paid]: [S.Cancelled],
};

/**
 * Whether the table allows the move (the dates and the listing are checked apart). A stay cancelled after it
 * was paid has no move at all: approving it again would ask the refunded guest to pay a second time.
 */
export function hostMayMove(from: number, to: number, wasPaid = false): boolean {
  if (wasPaid && from !== S.Paid) return false;
  return (HOST_STATUS_MOVES[from as ReservationStatusId] ?? []).includes(to as ReservationStatusId);
}

/** `hostStatusMoves` of a reservation as the wire sends it (its row, or its detail): the list's and the drawer's. */
export const rowStatusMoves = (
  r: Pick<
    ReservationRow,
    'status' | 'start_date' | 'was_paid' | 'refunds_blocked' | 'time_zone' | 'check_in_at'
  >,
  now: Date,
): ReservationStatusId[] =>
  hostStatusMoves(
    {
      status_id: r.status.id,
      start_date: r.start_date,
      was_paid: r.was_paid,
      refunds_blocked: r.refunds_blocked,
      time_zone: r.time_zone,
      check_in_at: r.check_in_at,
    },
    now,
  );

/**
 * The moves to offer for one reservation at `now`: the table's, less approving a stay whose first night is past
 * on the listing's date (the server refuses it, decision 0115), cancelling a paid stay from its check-in (its
 * first day at the listing's check-in time: only an admin cancels then), and cancelling a paid stay whose refund
 * a dispute blocks (`refunds_blocked`, sent with every reservation row: decision 0022).
 */
export function hostStatusMoves(
  r: {
    status_id: number;
    start_date: string;
    was_paid: boolean;
    refunds_blocked?: boolean;
    time_zone: string;
    check_in_at: string;
  },
  now: Date,
): ReservationStatusId[] {
  if (r.was_paid && r.status_id !== S.Paid) return [];
  const today = todayIn(r.time_zone, now);
  const checkedIn = now.getTime() >= Date.parse(r.check_in_at);
  return (HOST_STATUS_MOVES[r.status_id as ReservationStatusId] ?? []).filter((to) => {
    if (to === S.AwaitingPayment && r.start_date < today) return false;
    if (r.status_id === S.Paid && checkedIn) return false;
    if (r.status_id === S.Paid && to === S.Cancelled && r.refunds_blocked) return false;
    return true;
  });
}

/**
 * Whether a host may delete a reservation: never one with money (a paid stay, or any payment ever), nor a live
 * hold, which is cancelled first so the guest is told. The server refuses the same with a reason for each.
 */
export function hostMayDelete(r: { status_id: number; has_payments: boolean }): boolean {
  const holding = r.status_id === S.AwaitingPayment || r.status_id === S.PaymentProcessing;
  return r.status_id !== S.Paid && !holding && !r.has_payments;
}

/** The words of a move on a button: what the host does, not the status's name. */
export const MOVE_LABELS: Readonly<Record<ReservationStatusId, string>> = {
  [S.Inquiry]: 'Back to inquiry',
  [S.Declined]: 'Decline',
  [S.AwaitingPayment]: 'Approve',
  [S.PaymentProcessing]: 'Payment processing',
  [S.Cancelled]: 'Cancel reservation',
  [S.Paid]: 'Paid',
};
