import { paymentMessages } from '@innkeep/contract/messages';
import type { PaymentReply } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as payments from '../payments/payments.service.ts';
import * as repo from './bookings.repository.ts';

export interface PaymentAnswer {
  status: 201 | 202;
  body: PaymentReply;
}

/**
 * The answer to a payment call, from what is stored after the provider's answer was applied: paid (201),
 * waiting for the guest's bank (202 with `next_action`) or still being processed (202 without), or the
 * decline as 402 with the provider's message.
 */
export async function paymentAnswer(
  db: Db,
  reservationId: number,
  clientSecret: string | null,
  successMessage: string,
  declinePrefix = '',
): Promise<PaymentAnswer> {
  const reservation = await repo.findById(db, reservationId);
  if (!reservation) throw notFound(paymentMessages.reservationNotFound);
  const data = {
    reservation_id: reservation.id,
    unique_hash: reservation.uniqueHash,
    status_id: reservation.statusId,
    next_action: null,
  };
  if (reservation.statusId === ReservationStatus.Paid)
    return { status: 201, body: { message: successMessage, data } };
  const payment = await payments.latestStayPayment(db, reservationId);
  if (payment?.status === 'failed' || payment?.status === 'canceled') {
    const reason = payment.failureMessage ?? paymentMessages.staffFailure;
    throw new AppError('PAYMENT_FAILED', `${declinePrefix}${reason}`);
  }
  if (payment?.status === 'requires_action' && clientSecret) {
    return {
      status: 202,
      body: {
        message: paymentMessages.authenticationRequired,
        data: { ...data, next_action: { type: 'use_stripe_sdk', client_secret: clientSecret } },
      },
    };
  }
  return { status: 202, body: { message: paymentMessages.paymentProcessing, data } };
}

/** The success message for a reservation's way in: Book now, the finalise page, the staff form. */
export function successMessageFor(source: string): string {
  if (source === 'book_now') return paymentMessages.bookingSuccessful;
  return paymentMessages.paymentSuccessful;
}
