import { type ReservationRow, statusOf } from '@innkeep/contract/reservations';
import { rowStatusMoves } from '@innkeep/contract/reservations-moves';
import type { StatusOption } from '../api/get-status-list.ts';

/**
 * Only the moves the server allows for this reservation now, by its listing's date (contract reservations-moves.ts,
 * decision 0115), as the drawer's buttons: no Cancelled on a paid stay whose refund a dispute blocks. Named by the
 * server's list (`statuses`, undefined while it loads).
 */
export function statusMoveOptions(reservation: ReservationRow | null, statuses: StatusOption[] | undefined) {
  const moves = reservation ? rowStatusMoves(reservation, new Date()) : [];
  return moves.map((id) => ({
    value: String(id),
    label: statuses?.find((s) => s.id === id)?.name ?? statusOf(id)?.name ?? String(id),
  }));
}
