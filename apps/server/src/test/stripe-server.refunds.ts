import {
  type FormObject,
  idOf,
  int,
  invalid,
  type Json,
  missing,
  now,
  obj,
  str,
} from './stripe-server.wire.ts';

/**
 * Stripe's refunds as the local server plays them, with today's shapes (API 2022-11-15 and later: a
 * charge no longer carries its refunds; they are listed with `GET /v1/refunds?payment_intent=`):
 * - a refund is `succeeded` at once, or `pending` while `pendingRefunds` is on, until `settleRefund`;
 * - a succeeded refund can later fail (Stripe's `pm_card_refundFail` card does this: the status moves to
 *   `failed`, the money comes back to the platform and `refund.failed` is sent);
 * - a charge that is disputed (open or lost) refuses refunds with `charge_disputed`.
 */
export function refundsApi(intent: (id: string) => Json, charges: Map<string, Json>) {
  const refunds = new Map<string, Json>();
  const options = { pendingRefunds: false };

  function refund(id: string): Json {
    const found = refunds.get(id);
    if (!found) throw missing('refund', id, 'refund');
    return found;
  }

  /** What is refunded or on its way back: pending and succeeded refunds count, failed ones do not. */
  function refundedOf(chargeId: string): number {
    let sum = 0;
    for (const r of refunds.values())
      if (r.charge === chargeId && (r.status === 'succeeded' || r.status === 'pending'))
        sum += r.amount as number;
    return sum;
  }

  function syncCharge(charge: Json) {
    charge.amount_refunded = refundedOf(String(charge.id));
    charge.refunded = charge.amount_refunded === charge.amount;
  }

  function create(body: FormObject): Json {
    const piId = str(body.payment_intent);
    if (!piId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
    const pi = intent(piId);
    const charge = charges.get(String(pi.latest_charge));
    if (pi.status !== 'succeeded' || !charge)
      throw invalid(
        `This PaymentIntent (${piId}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    if (charge.dispute_blocks_refunds)
      throw invalid(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    const left = (pi.amount_received as number) - refundedOf(String(charge.id));
    const amount = int(body.amount, 'amount') ?? left;
    if (amount < 1 || amount > left)
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    const created: Json = {
      id: idOf('re'),
      object: 'refund',
      amount,
      balance_transaction: idOf('txn'),
      charge: charge.id,
      created: now(),
      currency: pi.currency,
      failure_reason: null,
      metadata: obj(body.metadata) ?? {},
      payment_intent: pi.id,
      reason: str(body.reason) ?? null,
      // Kept to be seen: a destination charge's refund takes the host's share back with it.
      reverse_transfer: body.reverse_transfer === 'true',
      status: options.pendingRefunds ? 'pending' : 'succeeded',
    };
    refunds.set(String(created.id), created);
    syncCharge(charge);
    return created;
  }

  /** `GET /v1/refunds?payment_intent=…`: newest first, Stripe's list envelope. */
  function list(query: FormObject): Json {
    const piId = str(query.payment_intent);
    const limit = int(query.limit, 'limit') ?? 10;
    const data = [...refunds.values()]
      .filter((r) => !piId || r.payment_intent === piId)
      .reverse()
      .slice(0, limit);
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  /** A pending refund settles, or a succeeded one fails later (the money comes back to the platform). */
  function settle(id: string, status: 'succeeded' | 'failed', failureReason = 'expired_or_canceled_card') {
    const found = refund(id);
    const from = found.status;
    if (status === 'failed' && (from === 'pending' || from === 'succeeded'))
      Object.assign(found, {
        status: 'failed',
        failure_reason: failureReason,
        failure_balance_transaction: idOf('txn'),
      });
    else if (status === 'succeeded' && from === 'pending') found.status = 'succeeded';
    const charge = charges.get(String(found.charge));
    if (charge) syncCharge(charge);
    return found;
  }

  return { refunds, options, refund, create, list, settle };
}
export type RefundsApi = ReturnType<typeof refundsApi>;
