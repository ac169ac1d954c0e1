import type { RefundState } from '../payments.port.ts';
import {
  countsAsRefunded,
  REFUND_FAILURE_REASON,
  refundRefusal,
  refundSettled,
} from '../test-states.refunds.ts';
import { type Clock, type FakeState, stored } from './state.ts';
import { type FormObject, idOf, int, invalid, type Json, obj, refusal, str } from './wire.ts';

/**
 * Stripe's refunds as the fake plays them, with today's shapes (API 2022-11-15 and later: a
 * charge no longer carries its refunds; they are listed with `GET /v1/refunds?payment_intent=`). A refund is
 * `succeeded` at once, or `pending` while `pendingRefunds` is on, until `settleRefund` (Stripe's
 * `pm_card_refundFail` card fails one later: the money comes back and `refund.failed` is sent). When one is
 * refused and how it settles is test-states.refunds.ts's.
 */
export function refundsApi(
  state: FakeState,
  intent: (id: string) => Json,
  options: { pendingRefunds: boolean },
  now: Clock,
) {
  const { refund: refunds, charge: charges } = state;

  const refund = (id: string): Json => stored(state, 'refund', id, 'refund');

  /** What is refunded or on its way back: pending and succeeded refunds count, failed ones do not. */
  function refundedOf(chargeId: string): number {
    let sum = 0;
    for (const r of refunds.values())
      if (r.charge === chargeId && countsAsRefunded(String(r.status))) sum += r.amount as number;
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
    const received = pi.amount_received as number;
    const refunded = charge ? refundedOf(String(charge.id)) : 0;
    const amount = int(body.amount, 'amount') ?? received - refunded;
    const refused = refundRefusal(
      {
        paymentIntentId: piId,
        chargeId: String(charge?.id),
        succeeded: pi.status === 'succeeded' && Boolean(charge),
        disputed: Boolean(charge?.dispute_blocks_refunds),
        received,
        refunded,
      },
      amount,
    );
    if (refused) throw refusal(refused);
    // Refused above without a charge: there is one here.
    const paid = charge as Json;
    const created: Json = {
      id: idOf('re'),
      object: 'refund',
      amount,
      balance_transaction: idOf('txn'),
      charge: paid.id,
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
    syncCharge(paid);
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
  function settle(id: string, status: 'succeeded' | 'failed', failureReason = REFUND_FAILURE_REASON) {
    const found = refund(id);
    const to = refundSettled(found.status as RefundState['status'], status);
    if (to === 'failed' && found.status !== 'failed')
      Object.assign(found, {
        status: to,
        failure_reason: failureReason,
        failure_balance_transaction: idOf('txn'),
      });
    else found.status = to;
    const charge = charges.get(String(found.charge));
    if (charge) syncCharge(charge);
    return found;
  }

  return { refunds, options, refund, create, list, settle };
}
export type RefundsApi = ReturnType<typeof refundsApi>;
