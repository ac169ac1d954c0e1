import { formatPrice, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { RefundState } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { enqueueMail, renderEmail } from '../mail/mail.service.ts';
import * as events from './payments.events.repository.ts';
import { providerNote } from './payments.hooks.ts';
import { queueFailedRefund } from './payments.refund-returns.ts';
import * as repo from './payments.repository.ts';
import { taxesInRefund } from './payouts.rules.ts';
import { settleAfterRefund } from './payouts.service.ts';

/**
 * Refund bookkeeping (decision 0022). Every refund the provider reports is applied to ONE row, found by
 * its provider id or, before our call's answer was stored, by the idempotency key kept in its metadata;
 * the payment's refunded amount is then recomputed from the succeeded rows, so a `charge.refunded` that
 * arrives before the refund's own answer, a repeated answer or a replayed event never counts a refund
 * twice. States only move forward: pending → succeeded or failed, and succeeded → failed (a card that can
 * no longer take the money back). A refund made elsewhere (Stripe's dashboard) gets a row of its own.
 */

type RefundStatus = 'pending' | 'succeeded' | 'failed';
const statusOf = (s: RefundState['status']): RefundStatus =>
  s === 'succeeded' ? 'succeeded' : s === 'pending' ? 'pending' : 'failed';

const MOVES: Record<RefundStatus, RefundStatus[]> = {
  pending: ['succeeded', 'failed'],
  succeeded: ['failed'],
  failed: [],
};

type LockedPayment = NonNullable<Awaited<ReturnType<typeof events.findPaymentByIntent>>>;

/** Applies one refund as the provider reports it to its row; the payment is locked by the caller. */
async function applyOne(
  deps: PaymentDeps,
  tx: Tx,
  payment: LockedPayment,
  state: RefundState,
): Promise<void> {
  const next = statusOf(state.status);
  const row = await events.findRefundOf(tx, payment.id, state.id, state.key);
  if (!row) {
    // A refund with a key of ours that matches no row is another payment's; one without is made elsewhere.
    if (state.key !== null) return;
    await repo.insertRefund(tx, {
      paymentId: payment.id,
      providerRefundId: state.id,
      idempotencyKey: `provider:${state.id}`,
      amountMinor: state.amountMinor,
      taxesMinor: taxesInRefund(payment, state.amountMinor),
      reason: 'Refunded at the payment provider',
      status: next,
      failureReason: state.failureReason,
    });
    return;
  }
  const moves = row.status === next ? false : MOVES[row.status as RefundStatus]?.includes(next);
  if (!moves && row.providerRefundId === state.id) return;
  await repo.updateRefund(tx, row.id, {
    providerRefundId: state.id,
    ...(moves ? { status: next, failureReason: state.failureReason } : {}),
  });
  if (moves && next === 'failed')
    await refundFailed(deps, tx, payment, { id: row.id, amountMinor: row.amountMinor }, state.failureReason);
}

/**
 * A refund the provider could not make: the reservation's history says so, the host is told, and the money
 * goes to the admins' queue to return to the guest another way (who is told too, decision 0067).
 */
async function refundFailed(
  deps: PaymentDeps,
  tx: Tx,
  payment: LockedPayment,
  refund: { id: number; amountMinor: number },
  failureReason: string | null,
): Promise<void> {
  const r = await repo.reservationForPayment(tx, payment.reservationId);
  if (!r) return;
  const { amountMinor } = refund;
  await queueFailedRefund(deps, tx, r, { ...refund, currency: payment.currency, failureReason });
  const amount = formatPrice(toMajor(amountMinor, payment.currency), payment.currency);
  const why = failureReason ? ` (${failureReason.replaceAll('_', ' ')})` : '';
  const reason = `Refund of ${amount} failed at the card provider${why}; the guest has not received it.`;
  await providerNote(tx, r, reason);
  await enqueueMail(
    tx,
    renderEmail({
      to: r.hostEmail,
      subject: `A refund for reservation ${r.id} failed`,
      preheader: reason,
      greeting: `Hello ${r.hostFirstName},`,
      paragraphs: [
        `${reason} The guest's bank refused it, usually because the card was closed or expired.`,
        `The platform returns the money to ${fullName(r.firstName, r.lastName)} another way and has told them so; your payout for this stay does not change.`,
      ],
      action: { label: 'Open reservations', url: `${deps.env.publicBaseUrl}/reservations` },
      footnote: 'You received this e-mail because you host this listing on Innkeep.',
    }),
  );
}

/** Applies the provider's refunds of one PaymentIntent in one transaction, then recomputes the refunded amount. */
export async function applyRefunds(
  deps: PaymentDeps,
  paymentIntentId: string,
  states: readonly RefundState[],
): Promise<void> {
  const paymentId = await deps.db.transaction(async (tx) => {
    const payment = await events.findPaymentByIntent(tx, paymentIntentId);
    if (!payment) return null;
    for (const state of states) await applyOne(deps, tx, payment, state);
    await events.recomputeRefunded(tx, payment.id);
    return payment.id;
  });
  // The host's payout follows what was refunded: lowered before the transfer, reversed after it (decision 0021).
  if (paymentId !== null) await settleAfterRefund(deps, paymentId);
}

/** `charge.refunded`, `refund.*`: the intent's refunds are listed at the provider (today's events do not carry them). */
export async function syncRefunds(deps: PaymentDeps, paymentIntentId: string): Promise<void> {
  await applyRefunds(deps, paymentIntentId, await deps.payments.listRefunds(paymentIntentId));
}

/** A refusal of the request itself (Stripe's invalid_request_error): repeating cannot help. */
function refusedRequest(err: unknown): err is Error {
  return (err as { type?: unknown })?.type === 'StripeInvalidRequestError';
}

/**
 * Sends a pending refund to the provider (its row already written) and applies the answer. A refund that
 * may already exist at the provider (it has a provider id, or a previous call got no answer) is looked up
 * first: Stripe forgets an idempotency key after 24 hours, and creating it again then would refund twice.
 */
export async function sendRefund(
  deps: PaymentDeps,
  refundId: number,
  { lookFirst = false }: { lookFirst?: boolean } = {},
): Promise<void> {
  const found = await repo.findRefund(deps.db, refundId);
  if (found?.refund.status !== 'pending' || !found.providerPaymentId) return;
  const { refund, providerPaymentId } = found;
  let state: RefundState | undefined;
  if (refund.providerRefundId) state = await deps.payments.retrieveRefund(refund.providerRefundId);
  else if (lookFirst)
    state = (await deps.payments.listRefunds(providerPaymentId)).find((r) => r.key === refund.idempotencyKey);
  if (!state) {
    try {
      state = await deps.payments.refund({
        paymentIntentId: providerPaymentId,
        amountMinor: refund.amountMinor,
        idempotencyKey: refund.idempotencyKey,
        reason: refund.reason ?? undefined,
      });
    } catch (err) {
      if (!refusedRequest(err)) throw err;
      // The provider refused the refund itself (a disputed charge, nothing left to refund): it is final.
      await deps.db.transaction(async (tx) => {
        const current = await repo.findRefund(tx, refundId, true);
        if (current?.refund.status === 'pending')
          await repo.updateRefund(tx, refundId, {
            status: 'failed',
            failureReason: err.message.slice(0, 500),
          });
      });
      return;
    }
  }
  await applyRefunds(deps, providerPaymentId, [{ ...state, key: state.key ?? refund.idempotencyKey }]);
}
