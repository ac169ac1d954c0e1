import { ReservationStatus } from '@innkeep/contract/reservations';
import { type Db, SQLSTATE, sqlState } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as payments from '../payments/payments.service.ts';
import * as repo from './bookings.repository.ts';

/**
 * A staff payment whose card was declined leaves nothing behind: the reservation the form opened for it
 * (cancelled by the decline) and its failed payments are deleted, so the host's list shows no stray
 * cancelled stay; the host just corrects the card and submits again. Only a staff reservation that is
 * cancelled with no money moved goes; if another record refers to it, it stays (cancelled) rather than fail.
 */
export async function discardDeclinedStaffReservation(db: Db, reservationId: number): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const r = await repo.findById(tx, reservationId, true);
      if (r?.source !== 'staff' || r.statusId !== ReservationStatus.Cancelled) return false;
      if (!(await payments.discardUnpaidPayments(tx, r.id))) return false;
      await repo.deleteReservation(tx, r.id);
      return true;
    });
  } catch (err) {
    if (sqlState(err) === SQLSTATE.foreignKeyViolation) return false;
    throw err;
  }
}

/** Runs the payment reply of a staff reservation; a decline (402) discards the reservation first. */
export async function withoutStrayDecline<T>(db: Db, reservationId: number, answer: () => Promise<T>) {
  try {
    return await answer();
  } catch (err) {
    if (err instanceof AppError && err.code === 'PAYMENT_FAILED') {
      await discardDeclinedStaffReservation(db, reservationId);
    }
    throw err;
  }
}
