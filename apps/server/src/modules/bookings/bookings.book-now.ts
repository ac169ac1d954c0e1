import type { InquiryData } from '@innkeep/contract/bookings';
import type { BillingFields } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { PaymentDeps } from '../../lib/deps.ts';
import { refuseBlockedEmail } from '../blocked-emails/blocked-emails.service.ts';
import { lockListing } from '../listings/listings.service.ts';
import * as charges from '../payments/payments.charge.service.ts';
import * as paymentGates from '../payments/payments.gates.service.ts';
import * as payments from '../payments/payments.service.ts';
import * as reservations from '../reservations/reservations.service.ts';
import { assertConfirmedTotal, assertHoldAllowed, type HoldEnv, holdingDates } from './bookings.holds.ts';
import { type PaymentAnswer, paymentAnswer, successMessageFor } from './bookings.payment-reply.ts';
import * as repo from './bookings.repository.ts';
import { acceptedTermsRecord, evaluateStay, newUniqueHash } from './bookings.service.ts';
import { billingColumns, stayColumns, stayOf } from './bookings.stay-columns.ts';

export interface PaidStayRequest {
  stay: Omit<InquiryData, 'promotional_emails'> & { promotional_emails?: boolean };
  billing: BillingFields;
  paymentMethodId: string;
  /** Book now (the staff form e-mails the guest a payment link instead, decision 0061). */
  source: 'book_now';
  /** The client's address (Book now's open holds are limited per address), or null when unknown. */
  clientIp: string | null;
  /** The guest ticked the house rules and cancellation terms next to Pay (decision 0035). */
  acceptTerms: boolean;
  /** The total the client showed next to Pay (major units), or null when it sent none (decision 0046). */
  expectedTotal: number | null;
}

/** What Book now and the staff form read beyond the payments module: the gates and the hold limits. */
export type BookingDeps = PaymentDeps & {
  env: PaymentDeps['env'] & paymentGates.GateEnv & HoldEnv;
};

/**
 * Book now and the staff payment form: hold → charge → confirm. Tx 1 locks the listing, checks and prices
 * the stay on the server, writes the reservation in status 4 (holding the dates for PAYMENT_HOLD_MINUTES)
 * and the payment row; then the provider is called outside any transaction; its answer is applied in tx 2
 * (charges.chargePayment). A lost race for the dates is a 409 before any charge.
 */
export async function bookAndPay(
  deps: BookingDeps,
  request: PaidStayRequest,
  now = new Date(),
): Promise<PaymentAnswer> {
  // The card's fingerprint is asked before the hold's transaction: no provider call inside one.
  const cardFingerprint =
    request.clientIp === null ? null : await deps.payments.cardFingerprint(request.paymentMethodId);
  const held = await holdAndOpen(deps, { ...request, cardFingerprint }, now);
  const result = await charges.chargePayment(deps, held.paymentId, now);
  const secret = result.kind === 'intent' ? result.intent.clientSecret : null;
  return paymentAnswer(deps.db, held.reservationId, secret, successMessageFor(request.source));
}

async function holdAndOpen(
  deps: BookingDeps,
  request: PaidStayRequest & { cardFingerprint: string | null },
  now: Date,
) {
  const { stay, billing } = request;
  return holdingDates(deps.db, async (tx) => {
    await refuseBlockedEmail(tx, stay.email_address, 'email_address');
    // Book now's holds are counted per address, e-mail, listing and card before the listing is locked
    // (decisions 0025, 0079).
    if (request.clientIp !== null) {
      await assertHoldAllowed(tx, deps.env, {
        clientIp: request.clientIp,
        email: stay.email_address,
        listingId: stay.listing_id,
        cardFingerprint: request.cardFingerprint,
      });
    }
    const owner = await lockListing(tx, stay.listing_id);
    // Refused before anything is held or charged when card payment is off or the host cannot be paid.
    if (owner) await paymentGates.assertCardPaymentOpen(tx, deps.env, owner.hostId, 'guest');
    const { listing, breakdown } = await evaluateStay(tx, stayOf(stay), now, {
      takenIsConflict: true,
      forCharge: true,
    });
    assertConfirmedTotal(request.expectedTotal, breakdown);
    const { id } = await repo.insertReservation(tx, {
      listingId: listing.id,
      uniqueHash: newUniqueHash(),
      statusId: ReservationStatus.PaymentProcessing,
      ...stayColumns(stay, breakdown),
      promotionalEmails: stay.promotional_emails ?? false,
      ...billingColumns(billing),
      source: request.source,
      holdExpiresAt: new Date(now.getTime() + deps.env.PAYMENT_HOLD_MINUTES * 60_000),
      holdClientIp: request.clientIp,
      holdCardFingerprint: request.cardFingerprint,
      ...(request.acceptTerms
        ? await acceptedTermsRecord(tx, listing.id, listing.cancellationPolicy, now)
        : {}),
    });
    await reservations.recordEvent(tx, {
      reservationId: id,
      fromStatusId: null,
      to: ReservationStatus.PaymentProcessing,
      actor: 'guest',
      reason: 'Book now',
    });
    const paymentId = await payments.openStayPayment(
      tx,
      { provider: deps.payments.name, feePercent: deps.env.PLATFORM_FEE_PERCENT },
      { reservationId: id, paymentMethodId: request.paymentMethodId },
    );
    return { reservationId: id, paymentId };
  });
}
