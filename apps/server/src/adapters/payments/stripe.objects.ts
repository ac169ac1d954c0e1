import type Stripe from 'stripe';
import type { DisputeState, DisputeStatusName, RefundState } from './payments.port.ts';

/**
 * Stripe's refunds and disputes reduced to what the payments module applies. The caller's key is kept in
 * the refund's metadata (`idempotency_key`, install id included), so a refund can be found again after
 * Stripe has forgotten the key (24 hours): it is looked up before it is ever created again.
 */

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export function refundOf(refund: Stripe.Refund, installId: string): RefundState {
  const status = refund.status;
  const stored = refund.metadata?.idempotency_key ?? null;
  const prefix = `${installId}:`;
  return {
    id: refund.id,
    status: status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending',
    amountMinor: refund.amount,
    paymentIntentId: idOf(refund.payment_intent),
    failureReason: refund.failure_reason ?? null,
    // A refund another install (or the dashboard) made is not ours: it has no key of ours.
    key: stored?.startsWith(prefix) ? stored.slice(prefix.length) : null,
  };
}

/** Money the dispute moved on the platform's balance: negative entries withdrew it, positive gave it back. */
function balanceOf(dispute: Stripe.Dispute) {
  let withdrawn = 0;
  let reinstated = 0;
  for (const tx of dispute.balance_transactions ?? []) {
    const amount = Math.abs(tx.amount);
    if (tx.amount < 0) withdrawn += amount;
    else reinstated += amount;
  }
  return { withdrawn, reinstated };
}

export function disputeOf(dispute: Stripe.Dispute): DisputeState {
  const due = dispute.evidence_details?.due_by;
  const { withdrawn, reinstated } = balanceOf(dispute);
  return {
    id: dispute.id,
    paymentIntentId: idOf(dispute.payment_intent),
    amountMinor: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status as DisputeStatusName,
    evidenceDueBy: due ? new Date(due * 1000) : null,
    withdrawnMinor: withdrawn,
    reinstatedMinor: reinstated,
  };
}
