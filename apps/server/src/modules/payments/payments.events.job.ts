import type { PaymentsPort } from '../../adapters/payments/payments.port.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import * as accounts from './payment-accounts.service.ts';
import { applyIntent } from './payments.apply.ts';
import { applyDispute } from './payments.disputes.ts';
import * as events from './payments.events.repository.ts';
import { applyFraudWarning } from './payments.fraud-warnings.ts';
import { syncRefunds } from './payments.refund-sync.ts';

/** PaymentIntent events whose intent is applied to its payment and reservation. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.processing',
  'payment_intent.amount_capturable_updated',
  'payment_intent.canceled',
]);
/** Events about a refund or a refunded charge: the intent's refunds are listed again and applied once each. */
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

const BATCH = 20;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** An object the provider does not know (a test event sent from its dashboard) has nothing to apply. */
const unknownObject = (err: unknown) => (err as { statusCode?: unknown })?.statusCode === 404;

/**
 * Applies one recorded event. The object it names is read again from the provider instead of trusting the
 * event's snapshot, so an old or out-of-order event applies the current state; every apply is forward-only
 * and idempotent (applyIntent's compare-and-set, refunds by provider id, disputes by provider id).
 */
async function applyEvent(deps: PaymentDeps, type: string, object: Record<string, unknown>): Promise<void> {
  const id = text(object.id);
  const payments: PaymentsPort = deps.payments;
  if (!id) return;
  if (INTENT_EVENTS.has(type)) await applyIntent(deps, await payments.retrieve(id));
  else if (type === 'account.updated') {
    const account = await payments.retrieveAccount(id);
    await deps.db.transaction((tx) => accounts.applyAccount(tx, account));
  } else if (REFUND_EVENTS.has(type)) {
    // A charge or a refund: both name the PaymentIntent (today's charge.refunded lists no refunds).
    const intentId = text(object.payment_intent);
    if (intentId) await syncRefunds(deps, intentId);
  } else if (DISPUTE_EVENTS.has(type)) await applyDispute(deps, await payments.retrieveDispute(id));
  // Only its creation acts: `updated` events follow a dispute or a refund, which are applied on their own.
  else if (type === 'radar.early_fraud_warning.created')
    await applyFraudWarning(deps, await payments.retrieveFraudWarning(id));
}

/**
 * The payment-events job: applies recorded webhook events, oldest first, outside any request. A provider
 * that cannot be reached leaves the event for a later attempt (its lease doubles each time); once applied
 * it is marked processed and never applied again.
 */
export async function processPaymentEvents(deps: PaymentDeps, now = new Date()): Promise<number> {
  const claimed = await deps.db.transaction((tx) => events.claimPendingEvents(tx, now, BATCH));
  for (const event of claimed) {
    const data = (event.payload.data as { object?: Record<string, unknown> } | undefined)?.object ?? {};
    try {
      await applyEvent(deps, event.type, data);
    } catch (err) {
      if (!unknownObject(err)) {
        await events.markFailed(deps.db, event.id, err instanceof Error ? err.message : String(err));
        continue;
      }
    }
    await events.markProcessed(deps.db, event.id, new Date());
  }
  return claimed.length;
}

export function registerPaymentEventsJob(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.add({ name: 'payment-events', everyMs: 5_000, run: () => processPaymentEvents(deps) });
}
