import { toCalculation } from '@innkeep/contract/bookings';
import { toCancellationWire } from '@innkeep/contract/cancellation-quote';
import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { paymentMessages } from '@innkeep/contract/messages';
import { toMajor } from '@innkeep/contract/money';
import type { GuestReservation } from '@innkeep/contract/payments';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { ReservationStatus, statusOf } from '@innkeep/contract/reservations';
import type { Db } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as listings from '../listings/listings.service.ts';
import * as charges from '../payments/payments.charge.service.ts';
import * as paymentGates from '../payments/payments.gates.service.ts';
import * as payments from '../payments/payments.service.ts';
import { guestQuote } from '../reservations/reservations.cancel.service.ts';
import * as reservations from '../reservations/reservations.service.ts';
import { type PaymentAnswer, paymentAnswer, successMessageFor } from './bookings.payment-reply.ts';
import * as repo from './bookings.repository.ts';
import { acceptedTermsRecord, assertChargeable } from './bookings.service.ts';
import { billingColumns } from './bookings.stay-columns.ts';

const notFound = () => new AppError('NOT_FOUND', paymentMessages.reservationNotFound);

export interface BillingRequest {
  uniqueHash: string;
  billing: { billing_address: string; city: string; country: string; zip_code: string };
  paymentMethodId: string;
  acceptTerms: boolean;
}

/**
 * The finalise page's Pay: an approved inquiry (status 3, its approval hold still running) is paid. Tx 1
 * stores the billing fields, moves it to 4 (still holding the dates, with the approval hold kept, so a
 * decline returns it to 3 for another try) and writes the payment; the charge follows outside it.
 */
export async function payApproved(
  deps: PaymentDeps & { env: paymentGates.GateEnv },
  request: BillingRequest,
  now = new Date(),
): Promise<PaymentAnswer> {
  const held = await deps.db.transaction(async (tx) => {
    const found = await repo.findByHash(tx, request.uniqueHash, true);
    if (!found) throw notFound();
    const r = found.reservation;
    if (r.statusId === ReservationStatus.Paid) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
    if (r.statusId !== ReservationStatus.AwaitingPayment) {
      throw new AppError('CONFLICT', paymentMessages.notPayable);
    }
    if (!r.holdExpiresAt || r.holdExpiresAt <= now)
      throw new AppError('CONFLICT', paymentMessages.holdExpired);
    assertChargeable(r.currency, r.totalPriceMinor, r.depositMinor);
    // The host's account may have lost its charges since the approval: refuse before anything moves.
    await paymentGates.assertCardPaymentOpen(tx, deps.env, found.hostId, 'approved');
    await repo.updateBilling(tx, r.id, billingColumns(request.billing));
    if (request.acceptTerms) {
      await repo.recordTermsAccepted(
        tx,
        r.id,
        await acceptedTermsRecord(tx, r.listingId, r.cancellationPolicy, now),
      );
    }
    const paymentHold = new Date(now.getTime() + deps.env.PAYMENT_HOLD_MINUTES * 60_000);
    await reservations.changeStatus(tx, {
      reservationId: r.id,
      from: ReservationStatus.AwaitingPayment,
      to: ReservationStatus.PaymentProcessing,
      actor: 'guest',
      reason: 'Payment started',
      holdExpiresAt: r.holdExpiresAt > paymentHold ? r.holdExpiresAt : paymentHold,
    });
    const paymentId = await payments.openStayPayment(
      tx,
      { provider: deps.payments.name, feePercent: deps.env.PLATFORM_FEE_PERCENT },
      { reservationId: r.id, paymentMethodId: request.paymentMethodId },
    );
    return { reservationId: r.id, paymentId, source: r.source };
  });
  const result = await charges.chargePayment(deps, held.paymentId, now);
  const secret = result.kind === 'intent' ? result.intent.clientSecret : null;
  return paymentAnswer(deps.db, held.reservationId, secret, successMessageFor(held.source));
}

/** After the browser finished 3-D Secure: the server asks the provider and applies what it says. */
export async function confirm(deps: PaymentDeps, uniqueHash: string): Promise<PaymentAnswer> {
  const found = await repo.findByHash(deps.db, uniqueHash);
  if (!found) throw notFound();
  const r = found.reservation;
  const success = successMessageFor(r.source);
  if (r.statusId !== ReservationStatus.Paid) {
    if (!(await payments.latestStayPayment(deps.db, r.id)))
      throw new AppError('CONFLICT', paymentMessages.notPayable);
    const intent = await payments.confirmStayPayment(deps, r.id);
    return paymentAnswer(deps.db, r.id, intent?.clientSecret ?? null, success);
  }
  return paymentAnswer(deps.db, r.id, null, success);
}

/** The finalise page's reservation, found by its unguessable hash; nothing about any other. */
export async function guestReservation(
  db: Db,
  uniqueHash: string,
  now = new Date(),
): Promise<GuestReservation> {
  const found = await repo.findByHash(db, uniqueHash);
  if (!found) throw notFound();
  const { quote } = await guestQuote({ db }, uniqueHash, now);
  const r = found.reservation;
  const status = statusOf(r.statusId);
  const breakdown = r.priceBreakdown as unknown as PriceBreakdown;
  const settlement =
    r.statusId === ReservationStatus.Cancelled ? await settlementOf(db, r.id, r.currency) : null;
  return {
    id: r.id,
    unique_hash: r.uniqueHash,
    listing: { id: r.listingId, external_listing_name: found.listingName, time_zone: found.listingTimeZone },
    start_date: r.startDate,
    end_date: r.endDate,
    guests: r.guests,
    first_name: r.firstName,
    last_name: r.lastName,
    status: { id: r.statusId, name: status?.name ?? '', color: status?.color ?? '' },
    currency: r.currency,
    currency_symbol: currencySymbol(r.currency),
    total_price: toMajor(r.totalPriceMinor, r.currency),
    refundable_damage_deposit: toMajor(r.depositMinor, r.currency),
    hold_expires_at: r.holdExpiresAt?.toISOString() ?? null,
    billing_address: r.billingAddress,
    city: r.city,
    country: r.country,
    zip_code: r.zipCode,
    price_breakdown: breakdown?.currency ? { ...toCalculation(breakdown) } : {},
    cancellation: toCancellationWire(quote, r.currency),
    status_note: await reservations.guestStatusNote(
      db,
      r.id,
      r.statusId,
      (settlement?.charged_back ?? 0) > 0,
    ),
    terms: await listings.stayTermsOf(db, r.listingId),
    // Where the place is and how to get in: for a paid stay only (decisions 0033, 0055).
    trip:
      r.statusId === ReservationStatus.Paid
        ? await listings.tripOf(db, r.listingId, { startDate: r.startDate, endDate: r.endDate }, now)
        : null,
    has_deposit_claim: r.depositMinor > 0 && (await reservations.hasDepositClaim(db, r.id)),
    settlement,
  };
}

/**
 * A cancelled stay's money: paid by card, refunded (a failed refund is not money back), given back by the
 * guest's bank (a dispute lost), and so kept.
 */
async function settlementOf(db: Db, reservationId: number, currency: string) {
  const money = await payments.moneyOf(db, reservationId);
  const stay = new Set(money.payments.filter((p) => p.kind === 'stay').map((p) => p.id));
  const paidMinor = money.payments
    .filter((p) => stay.has(p.id) && p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amountMinor, 0);
  if (paidMinor === 0) return null;
  const refundedMinor = money.refunds
    .filter((r) => stay.has(r.paymentId) && r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountMinor, 0);
  const chargedBackMinor = await payments.chargedBackOfStay(db, reservationId);
  return {
    paid: toMajor(paidMinor, currency),
    refunded: toMajor(refundedMinor, currency),
    charged_back: toMajor(chargedBackMinor, currency),
    kept: toMajor(Math.max(0, paidMinor - refundedMinor - chargedBackMinor), currency),
  };
}
