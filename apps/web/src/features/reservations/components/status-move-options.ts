import { todayIso } from '@innkeep/contract/dates';
import { type ReservationRow, statusOf } from '@innkeep/contract/reservations';
import { hostStatusMoves } from '@innkeep/contract/reservations-moves';
import type { StatusOption } from '../api/get-status-list.ts';

/**
 * Only the moves the server allows from this status (contract reservations-moves.ts), named by the server's
 * list (`statuses`, undefined while it loads).
 */
export function statusMoveOptions(reservation: ReservationRow | null, statuses: StatusOption[] | undefined) {
  const moves = reservation
    ? hostStatusMoves(
        {
          status_id: reservation.status.id,
          start_date: reservation.start_date,
          was_paid: reservation.was_paid,
        },
        todayIso(),
      )
    : [];
  return moves.map((id) => ({
    value: String(id),
    label: statuses?.find((s) => s.id === id)?.name ?? statusOf(id)?.name ?? String(id),
  }));
}
