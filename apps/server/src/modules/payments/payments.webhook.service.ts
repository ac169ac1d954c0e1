import type {
  ConnectedAccount,
  PaymentIntentState,
  PaymentsPort,
  ProviderEvent,
} from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as accounts from './payment-accounts.service.ts';
import * as events from './payments.events.repository.ts';
import * as paymentsService from './payments.service.ts';

/** PaymentIntent events whose intent is applied to its payment and reservation. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.processing',
  'payment_intent.amount_capturable_updated',
  'payment_intent.canceled',
]);

/** What an event is about, read fresh from the provider where the event's snapshot may be stale. */
type Change =
  | { kind: 'intent'; intent: PaymentIntentState }
  | { kind: 'account'; account: ConnectedAccount }
  | { kind: 'refunded'; paymentIntentId: string; amountRefunded: number; refundIds: Set<string> }
  | { kind: 'none' };

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Events arrive at least once and in any order. The intent or account is retrieved again from the
 * provider (outside any transaction) instead of trusting the event's snapshot, so an old event applies the
 * current state; applyIntent never moves a payment backwards either way.
 */
async function changeOf(payments: PaymentsPort, event: ProviderEvent): Promise<Change> {
  const id = text(event.object.id);
  try {
    if (INTENT_EVENTS.has(event.type) && id) return { kind: 'intent', intent: await payments.retrieve(id) };
    if (event.type === 'account.updated' && id)
      return { kind: 'account', account: await payments.retrieveAccount(id) };
  } catch (err) {
    // An object the provider does not know (a test event sent from its dashboard) has nothing to apply.
    if ((err as { statusCode?: unknown }).statusCode === 404) return { kind: 'none' };
    // Otherwise the provider will deliver the event again: 502 asks for that, and nothing is recorded.
    throw Object.assign(
      new AppError('UPSTREAM_UNAVAILABLE', 'The payment provider could not be reached; try again.'),
      { cause: err },
    );
  }
  if (event.type === 'charge.refunded') {
    const intentId = text(event.object.payment_intent);
    const amount = Number(event.object.amount_refunded);
    if (!intentId || !Number.isSafeInteger(amount) || amount < 0) return { kind: 'none' };
    const listed =
      (event.object.refunds as { data?: { id?: unknown; status?: unknown }[] } | null)?.data ?? [];
    const refundIds = new Set(listed.filter((r) => r.status === 'succeeded').map((r) => String(r.id)));
    return { kind: 'refunded', paymentIntentId: intentId, amountRefunded: amount, refundIds };
  }
  return { kind: 'none' };
}

/** `charge.refunded`: the payment's refunded amount follows the charge's (never down), and its refunds succeed. */
async function applyRefunded(tx: Tx, change: Extract<Change, { kind: 'refunded' }>): Promise<void> {
  const payment = await events.findPaymentByIntent(tx, change.paymentIntentId);
  if (!payment) return;
  await events.raiseRefunded(tx, payment.id, change.amountRefunded);
  // Refunds the event names succeeded; so did those (oldest first) that the refunded total covers.
  let covered = await events.succeededRefundsTotal(tx, payment.id);
  const done: number[] = [];
  for (const refund of await events.pendingRefunds(tx, payment.id)) {
    const named = refund.providerRefundId !== null && change.refundIds.has(refund.providerRefundId);
    if (named || covered + refund.amountMinor <= change.amountRefunded) {
      done.push(refund.id);
      covered += refund.amountMinor;
    }
  }
  await events.succeedRefunds(tx, done);
}

/**
 * `POST /api/stripe/webhook`: verifies the signature over the raw body, then applies the event exactly
 * once. The event id is recorded in the same transaction that applies an account or refund change, so a
 * repeated delivery changes nothing. A PaymentIntent is applied by the payments service in its own
 * transaction (it locks the payment and moves it by compare-and-set, and makes the provider calls the
 * change asks for after its commit, never inside ours) before the id is recorded: a crash in between only
 * means the redelivered event finds nothing left to change.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }
  if (await events.eventSeen(deps.db, event.id)) return { duplicate: true };
  const change = await changeOf(deps.payments, event);
  if (change.kind === 'intent') await paymentsService.applyIntent(deps, change.intent);
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await events.recordEvent(tx, {
      provider: deps.payments.name,
      eventId: event.id,
      type: event.type,
      payload: event.raw,
    });
    if (!fresh) return false;
    if (change.kind === 'account') await accounts.applyAccount(tx, change.account);
    if (change.kind === 'refunded') await applyRefunded(tx, change);
    return true;
  });
  return { duplicate: !applied };
}
