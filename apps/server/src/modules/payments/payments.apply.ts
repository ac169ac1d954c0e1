import { guestFailureText, PAYMENT_NOT_COMPLETED_REASON } from '@innkeep/contract/payment-failures';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { PaymentIntentState } from '../../adapters/payments/payments.port.ts';
import { SQLSTATE, sqlState, type Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import * as listings from '../listings/listings.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { mailCoHosts } from '../team/team.service.ts';
import { claimMoved } from './payments.claim-outcome.ts';
import { reservationHooks } from './payments.hooks.ts';
import { coHostBookingMail, guestReceiptMail, hostReceiptMail } from './payments.mails.ts';
import { sendRefund } from './payments.refund-sync.ts';
import * as repo from './payments.repository.ts';
import type { PaymentChange } from './payments.rules.ts';
import { canMove, paymentStatusOf } from './payments.rules.ts';
import { scheduleClaimPayout, scheduleStayPayout } from './payouts.schedule.ts';

/** Provider work a committed change asks for: never done inside the transaction. */
export interface FollowUps {
  refundIds: number[];
}

const none = (): FollowUps => ({ refundIds: [] });

/**
 * Runs a transaction again when PostgreSQL picked it as a deadlock's victim (rolled back, so safe to repeat):
 * an answer applied while a second click on the same stay holds its rows.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= tries || sqlState(err) !== SQLSTATE.deadlock) throw err;
    }
  }
}

/**
 * Applies a provider's PaymentIntent state to our payment and its reservation, exactly once: the payment
 * row is locked and moved by compare-and-set (`canMove`), so a repeated or late state (a retried request,
 * the reconciliation job, a webhook delivered twice or out of order) changes nothing. The confirm route,
 * the reconciliation job and the Stripe webhook all come through here. Provider calls the change causes
 * (the deposit's authorisation, a refund) run after the commit. Returns false when nothing changed.
 */
export async function applyIntent(
  deps: PaymentDeps,
  intent: PaymentIntentState,
  now = new Date(),
): Promise<boolean> {
  const status = paymentStatusOf(intent);
  const ownId = Number.parseInt(intent.metadata.payment_id ?? '', 10);
  const result = await retryOnDeadlock(() =>
    deps.db.transaction(async (tx) => {
      const payment = await repo.findForIntent(tx, intent.id, Number.isSafeInteger(ownId) ? ownId : null);
      if (!payment) return null;
      if (!payment.providerPaymentId)
        await repo.updatePayment(tx, payment.id, { providerPaymentId: intent.id });
      // The Customer the stay's charge saved the card to: a deposit claim charges it later.
      if (intent.customerId && !payment.customerId)
        await repo.updatePayment(tx, payment.id, { customerId: intent.customerId });
      if (!status) return null;
      return applyTo(
        deps,
        tx,
        payment,
        {
          status,
          providerPaymentId: intent.id,
          // Stored and shown in the guest's words, never the provider's developer text.
          failureMessage: intent.failure ? guestFailureText(intent.failure) : null,
          capturedMinor:
            payment.kind === 'deposit' && status === 'succeeded' ? intent.amountReceived : undefined,
        },
        now,
      );
    }),
  );
  if (!result) return false;
  await runFollowUps(deps, result);
  return true;
}

/** Marks a payment failed that has no provider intent (the provider refused before creating one). */
export async function failPayment(deps: PaymentDeps, paymentId: number, message: string, now = new Date()) {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await repo.findPayment(tx, paymentId, true);
    if (!payment) return null;
    return applyTo(
      deps,
      tx,
      payment,
      { status: 'failed', providerPaymentId: payment.providerPaymentId, failureMessage: message },
      now,
    );
  });
  if (result) await runFollowUps(deps, result);
}

/** Moves a locked payment and applies what that means for its reservation; null when it may not move. */
async function applyTo(
  deps: PaymentDeps,
  tx: Tx,
  payment: repo.PaymentRow,
  change: PaymentChange,
  now: Date,
): Promise<FollowUps | null> {
  if (!canMove(payment.status, change.status, payment.providerPaymentId !== null)) return null;
  await repo.updatePayment(tx, payment.id, {
    status: change.status,
    providerPaymentId: change.providerPaymentId ?? payment.providerPaymentId,
    failureMessage: change.failureMessage,
    ...(change.capturedMinor !== undefined ? { capturedMinor: change.capturedMinor } : {}),
  });
  if (payment.kind === 'deposit_claim') {
    await claimMoved(deps, tx, payment, change);
    // The host's share of a claim is held for the dispute window (decision 0060).
    if (change.status === 'succeeded')
      await scheduleClaimPayout(tx, deps.env.PLATFORM_FEE_PERCENT, payment, payment.amountMinor, now);
    return none();
  }
  if (payment.kind !== 'stay') {
    // A deposit held before decision 0024, captured for a claim.
    if (change.status === 'succeeded')
      await scheduleClaimPayout(
        tx,
        deps.env.PLATFORM_FEE_PERCENT,
        payment,
        change.capturedMinor ?? payment.amountMinor,
        now,
      );
    return none();
  }
  const r = await repo.reservationForPayment(tx, payment.reservationId, true);
  if (!r) return none();
  if (change.status === 'succeeded') return stayPaid(deps, tx, payment, r);
  if (change.status === 'failed' || change.status === 'canceled') {
    await releaseHold(tx, r, change, now);
  }
  return none();
}

/** The stay's money arrived: the reservation is paid and receipts go out (no deposit is held: decision 0024). */
async function stayPaid(deps: PaymentDeps, tx: Tx, payment: repo.PaymentRow, r: repo.ReservationForPayment) {
  const paid = await reservationHooks().changeStatus(tx, {
    reservationId: r.id,
    from: [ReservationStatus.PaymentProcessing, ReservationStatus.AwaitingPayment],
    to: ReservationStatus.Paid,
    actor: 'provider',
    reason: 'Payment succeeded',
    holdExpiresAt: null,
  });
  const followUps = none();
  if (!paid) {
    // The reservation no longer holds its dates (its hold ran out and another guest may have them), or it
    // was already paid by another attempt: the money goes back. The refund row is written first.
    const refund = await repo.insertRefund(tx, {
      paymentId: payment.id,
      idempotencyKey: `pay:${payment.id}:refund:unheld`,
      amountMinor: payment.amountMinor,
      taxesMinor: payment.taxesMinor,
      reason: 'The reservation no longer held its dates when the payment succeeded',
    });
    if (refund) followUps.refundIds.push(refund.id);
    return followUps;
  }
  const payout = await scheduleStayPayout(tx, payment);
  const trip = await listings.tripOf(tx, r.listingId, { startDate: r.startDate, endDate: r.endDate });
  await enqueueMail(tx, guestReceiptMail(r, payment.amountMinor, deps.env.publicBaseUrl, trip));
  await enqueueMail(
    tx,
    hostReceiptMail(r, payment.amountMinor, payment.feeMinor, deps.env.publicBaseUrl, payout),
  );
  await mailCoHosts(tx, r.listingId, (coHost) => coHostBookingMail(r, coHost, deps.env.publicBaseUrl));
  return followUps;
}

/**
 * The attempt failed or was abandoned: Book now and staff reservations free their dates (5); an approved
 * inquiry goes back to waiting for payment (3) while its approval hold runs, so the guest can try again.
 */
async function releaseHold(tx: Tx, r: repo.ReservationForPayment, change: PaymentChange, now: Date) {
  const approvalRuns = r.source === 'inquiry' && r.holdExpiresAt !== null && r.holdExpiresAt > now;
  await reservationHooks().changeStatus(tx, {
    reservationId: r.id,
    from: ReservationStatus.PaymentProcessing,
    to: approvalRuns ? ReservationStatus.AwaitingPayment : ReservationStatus.Cancelled,
    actor: change.status === 'failed' ? 'provider' : 'system',
    reason: change.failureMessage ?? (change.status === 'canceled' ? PAYMENT_NOT_COMPLETED_REASON : null),
    ...(approvalRuns ? {} : { holdExpiresAt: null }),
  });
}

async function runFollowUps(deps: PaymentDeps, followUps: FollowUps) {
  // Failures here leave the rows pending (created payment, pending refund): the reconciliation job
  // repeats them with the same idempotency keys.
  for (const id of followUps.refundIds) await executeRefund(deps, id).catch(() => undefined);
}

/** Sends a pending refund to the provider (its row already written) and records the answer once. */
export function executeRefund(deps: PaymentDeps, refundId: number, options?: { lookFirst?: boolean }) {
  return sendRefund(deps, refundId, options);
}
