import type { DisputeStatusName } from '../payments.port.ts';
import * as disputeRules from '../test-states.refunds.ts';
import { type Clock, type FakeState, stored } from './state.ts';
import type { BalanceEntry } from './transfers.ts';
import { idOf, type Json, missing, refusal } from './wire.ts';

/**
 * Stripe's disputes as the fake plays them: a bank opens one on a charge (the amount and the
 * dispute fee leave the platform's balance, `charge.dispute.created` and `charge.dispute.funds_withdrawn`
 * follow), then closes it won (the amount comes back: `funds_reinstated`) or lost. The moves, and that a
 * disputed charge can no longer be refunded unless the dispute was won, are test-states.refunds.ts's.
 */
export function disputesApi(state: FakeState, intent: (id: string) => Json, now: Clock) {
  const { dispute: disputes, charge: charges, early_fraud_warning: warnings } = state;

  const dispute = (id: string): Json => stored(state, 'dispute', id, 'dispute');

  function open(paymentIntentId: string, reason = 'fraudulent'): Json {
    const pi = intent(paymentIntentId);
    const charge = charges.get(String(pi.latest_charge));
    const opening = disputeRules.disputeOpened(
      {
        succeeded: pi.status === 'succeeded' && Boolean(charge),
        received: pi.amount_received as number,
        refunded: Number(charge?.amount_refunded ?? 0),
        disputed: Boolean(charge?.disputed),
      },
      now() * 1000,
    );
    if (!opening || !charge) throw refusal(disputeRules.notDisputable(paymentIntentId));
    const created: Json = {
      id: idOf('du'),
      object: 'dispute',
      amount: opening.amount,
      balance_transactions: [
        {
          id: idOf('txn'),
          object: 'balance_transaction',
          amount: -opening.amount,
          fee: disputeRules.DISPUTE_FEE_MINOR,
          currency: pi.currency,
          type: 'adjustment',
          reporting_category: 'dispute',
        },
      ],
      charge: charge.id,
      created: now(),
      currency: pi.currency,
      evidence_details: {
        due_by: Math.floor(opening.evidenceDueMs / 1000),
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: pi.id,
      reason,
      status: opening.status,
    };
    disputes.set(String(created.id), created);
    Object.assign(charge, { disputed: true, dispute_blocks_refunds: true });
    return created;
  }

  function close(id: string, outcome: 'won' | 'lost'): Json {
    const found = dispute(id);
    const closed = disputeRules.disputeClosed(
      found.status as DisputeStatusName,
      Number(found.amount),
      outcome,
    );
    if (!closed) return found;
    found.status = closed.status;
    if (closed.reinstated > 0)
      (found.balance_transactions as Json[]).push({
        id: idOf('txn'),
        object: 'balance_transaction',
        amount: closed.reinstated,
        fee: 0,
        currency: found.currency,
        type: 'adjustment',
        reporting_category: 'dispute_reversal',
      });
    const charge = charges.get(String(found.charge));
    if (charge) charge.dispute_blocks_refunds = disputeRules.disputeBlocksRefunds(closed.status);
    return found;
  }

  /** The platform's balance entries of every dispute: the amount withdrawn or reinstated, and Stripe's fee. */
  function balanceEntries(): BalanceEntry[] {
    const entries: BalanceEntry[] = [];
    for (const d of disputes.values())
      for (const tx of d.balance_transactions as Json[]) {
        const currency = String(tx.currency);
        entries.push({ account: null, currency, amount: Number(tx.amount), type: 'dispute' });
        if (Number(tx.fee) > 0)
          entries.push({ account: null, currency, amount: -Number(tx.fee), type: 'stripe_fee' });
      }
    return entries;
  }

  /**
   * Radar's early fraud warnings: the card issuer reports a charge as likely fraud, usually before the
   * cardholder disputes it. Actionable while the charge is neither disputed nor fully refunded.
   */
  function warn(paymentIntentId: string, fraudType = 'made_with_stolen_card'): Json {
    const pi = intent(paymentIntentId);
    const charge = charges.get(String(pi.latest_charge));
    if (!charge) throw new Error(`${paymentIntentId} has no charge to warn about`);
    const created: Json = {
      id: idOf('issfr'),
      object: 'radar.early_fraud_warning',
      actionable: true,
      charge: charge.id,
      created: now(),
      fraud_type: fraudType,
      livemode: false,
      payment_intent: pi.id,
    };
    warnings.set(String(created.id), created);
    return created;
  }
  function warning(id: string): Json {
    const found = warnings.get(id);
    if (!found) throw missing('radar.early_fraud_warning', id, 'early_fraud_warning');
    const charge = charges.get(String(found.charge));
    found.actionable = Boolean(charge && !charge.disputed && charge.amount_refunded !== charge.amount);
    return found;
  }

  return { disputes, dispute, open, close, balanceEntries, warn, warning };
}
