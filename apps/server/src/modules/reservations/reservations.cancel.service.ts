import {
  cancellationMessages as cmsg,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
} from '@innkeep/contract/cancellation';
import { taxesIn } from '@innkeep/contract/cancellation-lines';
import {
  type CancellationQuote,
  extraGuestsOf,
  quoteCancellation,
} from '@innkeep/contract/cancellation-quote';
import { nightsBetween } from '@innkeep/contract/dates';
import { formatMoney, toMajor } from '@innkeep/contract/money';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { ReservationStatus, type ReservationStatusId } from '@innkeep/contract/reservations';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import * as refunds from '../payments/payments.refunds.service.ts';
import * as payments from '../payments/payments.service.ts';
import { type StayPayout, stayPayoutsOf } from '../payments/payouts.lines.service.ts';
import { mailCoHosts } from '../team/team.service.ts';
import {
  adminCancelledCoHostMail,
  adminCancelledMails,
  guestCancelledCoHostMail,
  guestCancelledHostMail,
  guestCancelledMail,
} from './reservations.cancel.mails.ts';
import { type CancelFacts, findForCancel } from './reservations.cancel.repository.ts';
import { changeStatus } from './reservations.service.ts';

/**
 * Cancelling a stay (decision 0023). The guest gets what the stay's policy gives on the server's clock at the
 * listing; the host's cancellation refunds everything; nobody cancels after check-in but an admin. Like every
 * money move (decision 0007): one transaction locks the reservation and its payments, writes the refund rows
 * with their keys, the status and the e-mails; the provider is called after the commit.
 */

const S = ReservationStatus;
type Deps = PaymentDeps;

/** The refund rule's inputs from the stored reservation, its listing and what can still be refunded. */
export function quoteOf(f: CancelFacts, refundableMinor: number, now: Date): CancellationQuote {
  const r = f.reservation;
  const b = r.priceBreakdown as Partial<PriceBreakdown>;
  const cleaningIncluded = !(b.excludedFees ?? []).includes('cleaning_fee');
  return quoteCancellation(
    {
      policy: isCancellationPolicy(r.cancellationPolicy) ? r.cancellationPolicy : DEFAULT_CANCELLATION_POLICY,
      startDate: r.startDate,
      checkInTime: f.checkInTime,
      checkOutTime: f.checkOutTime,
      timeZone: f.timeZone,
      // Not paid yet: the terms paying now would give, as the receipt counts them from the payment.
      bookedAt: f.paidAt ?? (r.statusId === S.Paid ? r.createdAt : now),
      nights: b.nightsCount ?? nightsBetween(r.startDate, r.endDate),
      currency: r.currency,
      totalMinor: r.totalPriceMinor,
      cleaningFeeMinor: cleaningIncluded ? (b.cleaningFeeMinor ?? 0) : 0,
      extraGuestsMinor: extraGuestsOf(b),
      // The snapshot's taxes (decision 0048): refunded with the lodging they follow, each on its own line.
      taxesMinor: b.taxesMinor ?? 0,
      taxes: (b.taxes ?? []).map((t) => ({ label: t.name, amountMinor: t.amountMinor })),
      refundableMinor,
      paid: r.statusId === S.Paid,
    },
    now,
  );
}

/** What cancelling now would give the guest (the finalise page shows it before the Cancel button). */
export async function guestQuote(deps: Pick<Deps, 'db'>, hash: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const f = await findForCancel(tx, { hash });
    if (!f) throw notFound(cmsg.notFound);
    const refundable =
      f.reservation.statusId === S.Paid ? await refunds.refundableFor(tx, f.reservation.id) : 0;
    return { facts: f, quote: quoteOf(f, refundable, now) };
  });
}

const mailFacts = (f: CancelFacts) => ({ ...f.reservation, ...f, listingName: f.listingName });

/** What no one cancels, and why: a finished cancellation, a declined request, a payment in flight. */
const UNCANCELLABLE: Readonly<Record<number, string>> = {
  [S.Cancelled]: cmsg.alreadyCancelled,
  [S.Declined]: cmsg.declined,
  [S.PaymentProcessing]: cmsg.paymentInProgress,
};
export const isCancellable = (statusId: number): boolean => !(statusId in UNCANCELLABLE);

function refuseState(statusId: number): ReservationStatusId {
  const why = UNCANCELLABLE[statusId];
  if (why) throw new AppError('CONFLICT', why);
  return statusId as ReservationStatusId;
}

interface Cancelled {
  refundIds: number[];
  refundMinor: number;
  /** What the guest's bank already gave back through a lost dispute (so nothing of it is refunded again). */
  chargedBackMinor: number;
  paid: boolean;
  quote: CancellationQuote;
  facts: CancelFacts;
  /** The stay's payouts as the refund just settled them (none for an unpaid stay). */
  payouts: StayPayout[];
}

interface CancelRequest {
  actor: 'guest' | 'host' | 'system';
  actorUserId: number | null;
  cause: refunds.RefundRequest['cause'];
  refund: 'policy' | 'full';
  reason: string;
  afterCheckIn: boolean;
  hostId?: number;
}

/**
 * Cancels in the caller's transaction: locks the reservation, checks check-in, writes the refund (the
 * policy's amount, or everything for `full`) and the status with the amount in the history.
 */
export async function cancelInTx(
  tx: Tx,
  where: { hash: string } | { id: number },
  request: CancelRequest,
  now: Date,
): Promise<Cancelled> {
  const facts = await findForCancel(tx, where, true);
  if (!facts || (request.hostId !== undefined && facts.hostId !== request.hostId))
    throw notFound(cmsg.notFound);
  const r = facts.reservation;
  const from = refuseState(r.statusId);
  const paid = from === S.Paid;
  const refundable = paid ? await refunds.refundableFor(tx, r.id) : 0;
  const quote = quoteOf(facts, refundable, now);
  if (!quote.allowed && !request.afterCheckIn) throw new AppError('CONFLICT', cmsg.afterCheckIn);
  const amountMinor = request.refund === 'full' ? refundable : quote.refundMinor;
  const refund = paid
    ? await refunds.openRefunds(tx, {
        reservationId: r.id,
        amountMinor,
        // The policy gives the taxes back with their nights (the quote's tax lines); `full` gives all back.
        taxesMinor: request.refund === 'full' ? undefined : taxesIn(quote.lines),
        reason: request.reason,
        cause: request.cause,
        actorUserId: request.actorUserId,
        tooMuch: () => new AppError('CONFLICT', cmsg.alreadyCancelled),
      })
    : { refundIds: [], amountMinor: 0 };
  const changed = await changeStatus(tx, {
    reservationId: r.id,
    from,
    to: S.Cancelled,
    actor: request.actor,
    actorUserId: request.actorUserId,
    reason: request.reason,
    refundedMinor: paid ? refund.amountMinor : null,
    holdExpiresAt: from === S.AwaitingPayment ? null : undefined,
  });
  if (!changed) throw new AppError('CONFLICT', cmsg.alreadyCancelled);
  const payouts = paid ? await stayPayoutsOf(tx, r.id) : [];
  const chargedBackMinor = paid ? await payments.chargedBackOfStay(tx, r.id) : 0;
  return {
    refundIds: refund.refundIds,
    refundMinor: refund.amountMinor,
    chargedBackMinor,
    paid,
    quote,
    facts,
    payouts,
  };
}

/** After the commit: the refunds go to the provider and a held deposit is let go. */
export async function afterCancel(deps: Deps, cancelled: Cancelled): Promise<void> {
  if (!cancelled.paid) return;
  await refunds.sendRefunds(deps, cancelled.refundIds);
  await refunds.releaseHeldDeposit(deps, cancelled.facts.reservation.id);
}

/** `POST /api/bookings/reservation/{unique_hash}/cancel`: the guest cancels under the policy. */
export async function cancelByGuest(
  deps: Deps,
  hash: string,
  now = new Date(),
): Promise<{ message: string; refundMinor: number; currency: string }> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const done = await cancelInTx(
      tx,
      { hash },
      {
        actor: 'guest',
        actorUserId: null,
        cause: 'guest_cancellation',
        refund: 'policy',
        reason: 'Cancelled by the guest under the cancellation policy',
        afterCheckIn: false,
      },
      now,
    );
    const facts = mailFacts(done.facts);
    await enqueueMail(tx, guestCancelledMail(facts, done, done.quote.terms, done.paid));
    await enqueueMail(
      tx,
      guestCancelledHostMail(facts, done, done.paid, done.payouts, deps.env.publicBaseUrl),
    );
    await mailCoHosts(tx, done.facts.reservation.listingId, (coHost) =>
      guestCancelledCoHostMail(facts, coHost, deps.env.publicBaseUrl),
    );
    return done;
  });
  await afterCancel(deps, cancelled);
  const currency = cancelled.facts.reservation.currency;
  const message = !cancelled.paid
    ? cancelled.facts.reservation.statusId === S.Inquiry
      ? cmsg.inquiryWithdrawn
      : cmsg.cancelledUnpaid
    : cancelled.refundMinor > 0
      ? cmsg.cancelledWithRefund(formatMoney(cancelled.refundMinor, currency))
      : cancelled.chargedBackMinor > 0
        ? cmsg.cancelledChargedBack(formatMoney(cancelled.chargedBackMinor, currency))
        : cmsg.cancelledNoRefund;
  return { message, refundMinor: cancelled.refundMinor, currency };
}

/** A full refund the platform decides: who bears it (`cause`) and the reason the mails give (`told`). */
type FullCancel = Pick<CancelRequest, 'actorUserId' | 'reason' | 'afterCheckIn'> & {
  cause: 'host_cancellation' | 'platform';
  told: string;
};

/** Cancels as `system`, refunding everything, and tells the guest, the host and the co-hosts why. */
async function cancelInFull(deps: Deps, reservationId: number, now: Date, { told, ...request }: FullCancel) {
  const cancelled = await deps.db.transaction(async (tx) => {
    const where = { id: reservationId };
    const done = await cancelInTx(tx, where, { actor: 'system', refund: 'full', ...request }, now);
    const facts = mailFacts(done.facts);
    for (const mail of adminCancelledMails(facts, done, told, request.cause)) await enqueueMail(tx, mail);
    await mailCoHosts(tx, done.facts.reservation.listingId, (coHost) =>
      adminCancelledCoHostMail(facts, told, coHost, deps.env.publicBaseUrl),
    );
    return done;
  });
  await afterCancel(deps, cancelled);
  return cancelled;
}

/**
 * An admin cancels any reservation, after check-in too, refunding everything still refundable. `cause`
 * says who bears it: the host (`host_cancellation`) or the platform (`platform`).
 */
export async function cancelByAdmin(
  deps: Deps,
  adminId: number,
  reservationId: number,
  input: { cause: 'host_cancellation' | 'platform'; reason: string },
  now = new Date(),
): Promise<{ message: string; refund: number }> {
  const cancelled = await cancelInFull(deps, reservationId, now, {
    actorUserId: adminId,
    cause: input.cause,
    reason: `Cancelled by an admin: ${input.reason}`,
    told: input.reason,
    afterCheckIn: true,
  });
  const currency = cancelled.facts.reservation.currency;
  const refund = toMajor(cancelled.refundMinor, currency);
  const message =
    cancelled.refundMinor === 0 && cancelled.chargedBackMinor > 0
      ? cmsg.adminCancelledChargedBack(formatMoney(cancelled.chargedBackMinor, currency))
      : cmsg.adminCancelled(formatMoney(cancelled.refundMinor, currency));
  return { message, refund };
}

/**
 * The card issuer warned that the stay's payment is likely fraud (Radar's early fraud warning, decision 0068):
 * a stay that has not started is cancelled and refunded in full before the chargeback comes, the platform
 * bearing it (its fee is returned, the host gets nothing). Refused (409) once check-in has passed.
 */
export async function cancelForFraudWarning(
  deps: Deps,
  reservationId: number,
  fraudType: string,
  now = new Date(),
): Promise<{ refundMinor: number; currency: string }> {
  const reason = `the card issuer reported the payment as likely fraud (${fraudType.replaceAll('_', ' ')})`;
  const cancelled = await cancelInFull(deps, reservationId, now, {
    actorUserId: null,
    cause: 'platform',
    reason: `Cancelled and refunded: ${reason}`,
    told: reason,
    afterCheckIn: false,
  });
  return { refundMinor: cancelled.refundMinor, currency: cancelled.facts.reservation.currency };
}
