import type { ProviderName } from '../../adapters/payments/payments.port.ts';
import { CardError, type PaymentIntentState } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { applyIntent } from './payments.apply.ts';
import { chargePayment } from './payments.charge.service.ts';
import * as claimsRepo from './payments.claims.repository.ts';
import { paymentChargedBack, refundBlockedByDispute } from './payments.disputes.ts';
import * as repo from './payments.repository.ts';
import { platformFee } from './payments.rules.ts';
import { settlePayout } from './payouts.service.ts';

/**
 * Damage deposit claims (decision 0024). Nothing is held on the card: the stay's charge saved the card to a
 * Customer with the guest's consent, and a claim is a NEW payment (`kind = 'deposit_claim'`) charged
 * off-session. Like every charge, its row is written first with its own key (`res:{id}:claim:{n}`) in the
 * caller's transaction, then the provider is called outside it and the answer applied (`applyIntent`), where
 * `payments.claim-outcome.ts` tells the guest or the host. A bank that wants the guest answers
 * `authentication_required`: the claim waits (`requires_action`) for the guest's approval through an e-mailed
 * link (`startClaimApproval`, then `confirmClaimApproval`).
 */

export type OpenClaim =
  | { paymentId: number }
  /** No card was saved for a claim (no deposit asked, or paid before saved cards). */
  | 'no_card'
  /** Another claim of this stay is being charged or waits for the guest. */
  | 'in_progress'
  /** A claim of this stay was charged already. */
  | 'claimed';

/**
 * Writes the claim's payment row (status `created`) in the caller's transaction, which holds the reservation's
 * row lock (claims of one stay take turns there), or says why it cannot.
 */
export async function openDepositClaim(
  tx: Tx,
  settings: { provider: ProviderName; feePercent: number },
  input: { reservationId: number; amountMinor: number; reason: string },
): Promise<OpenClaim> {
  const claims = await claimsRepo.claimsOf(tx, input.reservationId);
  if (claims.some((c) => repo.isOpenPayment(c.status))) return 'in_progress';
  if (claims.some((c) => c.status === 'succeeded')) return 'claimed';
  const card = await claimsRepo.savedCardPayment(tx, input.reservationId);
  if (!card?.customerId) return 'no_card';
  const payment = await repo.insertPayment(tx, {
    reservationId: input.reservationId,
    kind: 'deposit_claim',
    provider: card.provider,
    idempotencyKey: `res:${input.reservationId}:claim:${claims.length + 1}`,
    paymentMethodId: card.paymentMethodId,
    customerId: card.customerId,
    amountMinor: input.amountMinor,
    feeMinor: platformFee(input.amountMinor, settings.feePercent, card.currency),
    currency: card.currency,
    destinationAccountId: card.destinationAccountId,
    reason: input.reason,
  });
  return { paymentId: payment.id };
}

/** Charges a written claim off-session, outside any transaction, and returns its row as the answer left it. */
export async function chargeClaim(deps: PaymentDeps, paymentId: number): Promise<repo.PaymentRow | null> {
  await chargePayment(deps, paymentId);
  return repo.findPayment(deps.db, paymentId);
}

/**
 * The guest opened the e-mailed link: the intent their bank refused off-session is confirmed again with them
 * present, which asks for the bank's authentication (`requires_action` with its client secret). A repeat
 * (same key) answers the same; a decline fails the claim.
 */
export async function startClaimApproval(
  deps: PaymentDeps,
  claim: repo.PaymentRow,
): Promise<PaymentIntentState | null> {
  if (claim.status !== 'requires_action' || !claim.providerPaymentId) return null;
  let intent: PaymentIntentState;
  try {
    intent = await deps.payments.confirmOnSession({
      paymentIntentId: claim.providerPaymentId,
      paymentMethodId: claim.paymentMethodId,
      idempotencyKey: `pay:${claim.id}:approve`,
    });
  } catch (err) {
    if (!(err instanceof CardError)) throw err;
    intent = await deps.payments.retrieve(claim.providerPaymentId);
  }
  await applyIntent(deps, intent);
  return intent;
}

/** After the browser finished the bank's step: the provider's state of the claim, applied. */
export async function confirmClaimApproval(deps: PaymentDeps, claim: repo.PaymentRow): Promise<void> {
  if (!claim.providerPaymentId) return;
  await applyIntent(deps, await deps.payments.retrieve(claim.providerPaymentId));
}

/** Whether the stay's charge saved a card a claim can charge later (decision 0024). */
export async function hasSavedCard(tx: Tx, reservationId: number): Promise<boolean> {
  return Boolean((await claimsRepo.savedCardPayment(tx, reservationId))?.customerId);
}

export type OpenClaimRefund = { refundId: number; amountMinor: number } | 'not_refundable' | 'disputed';

/**
 * Writes the refund of what is left of a charged claim (decision 0060) in the caller's transaction, with its
 * key `pay:{id}:refund:{n}` counted under the claim payment's lock, and settles the claim's payout at once
 * (held, so it is simply lowered; the platform's fee goes back too, since the claim is withdrawn). The
 * provider is called after the commit (`sendRefunds`).
 */
export async function openClaimRefund(
  tx: Tx,
  paymentId: number,
  request: { reason: string; actorUserId: number | null },
): Promise<OpenClaimRefund> {
  const payment = await repo.findPayment(tx, paymentId, true);
  if (payment?.kind !== 'deposit_claim' || payment.status !== 'succeeded') return 'not_refundable';
  if (await refundBlockedByDispute(tx, payment.reservationId)) return 'disputed';
  // The bank already gave the claim back to the guest; Stripe would refuse, and the refund would be owed twice.
  if (await paymentChargedBack(tx, paymentId)) return 'not_refundable';
  const pending = await claimsRepo.refundsOfPayment(tx, paymentId);
  const spent = pending.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountMinor, 0);
  const left = payment.amountMinor - Math.max(spent, payment.refundedMinor);
  if (left <= 0) return 'not_refundable';
  const refund = await repo.insertRefund(tx, {
    paymentId,
    idempotencyKey: `pay:${paymentId}:refund:${pending.length + 1}`,
    amountMinor: left,
    reason: request.reason,
    actorUserId: request.actorUserId,
  });
  if (!refund) return 'not_refundable';
  await settlePayout(tx, paymentId, 'claim_refund');
  return { refundId: refund.id, amountMinor: left };
}

/** Records the guest's consent at Pay to a later deposit charge (decision 0024). */
export const recordDepositConsent = claimsRepo.recordDepositConsent;
export const latestClaimByHash = claimsRepo.latestClaimByHash;

/**
 * Before decision 0024 a claim was captured from the authorisation held at booking (`pay:{id}:claim`). A
 * claim recorded then whose capture got no answer is still captured by the deposit job, so it is not lost.
 */
export async function captureClaim(deps: PaymentDeps, paymentId: number): Promise<boolean> {
  const deposit = await repo.findPayment(deps.db, paymentId);
  if (deposit?.status !== 'requires_capture' || !deposit.providerPaymentId || deposit.capturedMinor === 0) {
    return deposit?.status === 'succeeded';
  }
  try {
    const intent = await deps.payments.capture(
      deposit.providerPaymentId,
      deposit.capturedMinor,
      `pay:${deposit.id}:claim`,
    );
    await applyIntent(deps, intent);
    return intent.status === 'succeeded';
  } catch {
    return false;
  }
}
