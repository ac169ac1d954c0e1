import { todayIso } from '@innkeep/contract/dates';
import type { PaymentIntentState } from '../../adapters/payments/payments.port.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { applyIntent, executeRefund, failPayment, type PaymentDeps } from './payments.apply.ts';
import { chargePayment } from './payments.charge.ts';
import { captureClaim } from './payments.claims.ts';
import * as repo from './payments.repository.ts';
import { DEPOSIT_RELEASE_DAYS } from './payments.rules.ts';

/** A payment or refund untouched this long is looked at again (a request or instance died mid-way). */
const STUCK_AFTER_MS = 60_000;
const BATCH = 20;

/**
 * The reconciliation job: no succeeded payment is lost and no hold is kept forever.
 * - Open payments (created, requires_action, processing) untouched for a minute: a `created` one repeats
 *   its charge with the same idempotency key (the provider returns the first intent if the call had gone
 *   through, and never charges twice); the others are retrieved. The state is applied (`applyIntent`).
 * - A payment still waiting for the guest's authentication after PAYMENT_HOLD_MINUTES is cancelled at the
 *   provider: for a stay that frees the dates (Book now, staff) or returns an approved inquiry to status 3;
 *   a deposit is then simply not held.
 *   One that still cannot reach the provider then is given up (failed); a success reported later is
 *   still applied and refunded.
 * - Refunds written but not answered are sent again (same key).
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS);
  const ids = await deps.db.transaction((tx) => repo.claimOpenPayments(tx, before, now, BATCH));
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
  const holdEnds = payment.createdAt.getTime() + deps.env.PAYMENT_HOLD_MINUTES * 60_000;
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
 * Releases held damage deposits DEPOSIT_RELEASE_DAYS days after check-out (cancels the authorisation),
 * unless the host claimed part of it (a claim captures it, and a captured deposit is no longer held).
 * A claim recorded whose capture got no answer (still held, with a claimed amount) is captured here instead,
 * whatever the date, with the claim's own key.
 */
export async function releaseDeposits(
  deps: PaymentDeps,
  today = todayIso(),
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS);
  const ids = await deps.db.transaction((tx) =>
    repo.claimDepositsToRelease(tx, today, DEPOSIT_RELEASE_DAYS, before, now, BATCH),
  );
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
