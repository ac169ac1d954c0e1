import type { PaymentIntentState } from '../../adapters/payments/payments.port.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { applyIntent, executeRefund, failPayment } from './payments.apply.ts';
import { chargePayment } from './payments.charge.service.ts';
import { captureClaim } from './payments.claims.service.ts';
import * as repo from './payments.repository.ts';
import { CLAIM_APPROVAL_DAYS } from './payments.rules.ts';

/** A payment or refund untouched this long is looked at again (a request or instance died mid-way). */
const STUCK_AFTER_MS = 60_000;
const BATCH = 20;
const CLAIM_APPROVAL_MS = CLAIM_APPROVAL_DAYS * 24 * 60 * 60_000;

/**
 * The reconciliation job: no succeeded payment is lost and no hold is kept forever.
 * - Open payments (created, requires_action, processing) untouched for a minute: a `created` one repeats
 *   its charge with the same idempotency key (the provider returns the first intent if the call had gone
 *   through, and never charges twice); the others are retrieved. The state is applied (`applyIntent`).
 * - A payment still waiting for the guest's authentication after PAYMENT_HOLD_MINUTES is cancelled at the
 *   provider: for a stay that frees the dates (Book now, staff) or returns an approved inquiry to status 3;
 *   a deposit claim waits CLAIM_APPROVAL_DAYS for the guest's approval instead, and is then cancelled (the
 *   host is told it failed).
 *   One that still cannot reach the provider then is given up (failed); a success reported later is
 *   still applied and refunded.
 * - Refunds written but not answered are sent again (same key).
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS);
  const approvalEnds = new Date(now.getTime() - CLAIM_APPROVAL_MS);
  const ids = await deps.db.transaction((tx) => repo.claimOpenPayments(tx, before, now, BATCH, approvalEnds));
  for (const id of ids) await reconcileOne(deps, id, now);
  const refundIds = await deps.db.transaction((tx) => repo.claimPendingRefunds(tx, before, now, BATCH));
  // A refund still pending may exist at the provider already: it is looked up before it is created again.
  for (const id of refundIds) await executeRefund(deps, id, { lookFirst: true }).catch(() => undefined);
  return ids.length + refundIds.length;
}

async function reconcileOne(deps: PaymentDeps, id: number, now: Date): Promise<void> {
  const payment = await repo.findPayment(deps.db, id);
  if (!payment) return;
  if (payment.status === 'created' || !payment.providerPaymentId) {
    await chargePayment(deps, id, now);
  } else {
    const intent = await retrieve(deps, payment.providerPaymentId);
    if (intent) await applyIntent(deps, intent, now);
  }
  const current = await repo.findPayment(deps.db, id);
  const waitsForGuest = current?.kind === 'deposit_claim' && current.status === 'requires_action';
  const holdMs = waitsForGuest ? CLAIM_APPROVAL_MS : deps.env.PAYMENT_HOLD_MINUTES * 60_000;
  const holdEnds = payment.createdAt.getTime() + holdMs;
  if (!current || now.getTime() < holdEnds) return;
  if (current.status === 'created') {
    await failPayment(deps, id, 'The payment provider could not be reached. Please try again.', now);
  } else if (current.status === 'requires_action' && current.providerPaymentId) {
    await abandon(deps, current.providerPaymentId, `pay:${id}:cancel`, now);
  }
}

/** Cancels an intent at the provider and applies the result; if it finished meanwhile, applies that. */
async function abandon(deps: PaymentDeps, intentId: string, key: string, now: Date): Promise<void> {
  const intent = await deps.payments.cancel(intentId, key).catch(() => retrieve(deps, intentId));
  if (intent) await applyIntent(deps, intent, now);
}

const retrieve = (deps: PaymentDeps, id: string): Promise<PaymentIntentState | null> =>
  deps.payments.retrieve(id).catch(() => null);

/**
 * Lets go of the authorisations held at booking before decision 0024 (none are made any more: a claim is an
 * off-session charge of the saved card, and a hold would lapse after about 7 days anyway). A claim recorded
 * on one then whose capture got no answer is captured with the claim's own key instead, so it is not lost.
 */
export async function releaseDeposits(deps: PaymentDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS);
  const ids = await deps.db.transaction((tx) => repo.claimHeldDeposits(tx, before, now, BATCH));
  for (const id of ids) {
    const payment = await repo.findPayment(deps.db, id);
    if (!payment?.providerPaymentId) continue;
    if (payment.capturedMinor > 0) await captureClaim(deps, id);
    else await abandon(deps, payment.providerPaymentId, `pay:${id}:release`, now);
  }
  return ids.length;
}

export function registerPaymentJobs(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.add({ name: 'payments-reconcile', everyMs: 30_000, run: () => reconcilePayments(deps) });
  jobs.add({ name: 'deposits-release', everyMs: 10 * 60_000, run: () => releaseDeposits(deps) });
}
