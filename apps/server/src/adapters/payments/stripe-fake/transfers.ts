import { convertAtTestRate as convertMinor } from '../test-exchange-rates.ts';
import {
  balanceInsufficient,
  destinationRefusal,
  reversalRefusal,
  reversalUnfunded,
  sourceRefusal,
} from '../test-states.transfers.ts';
import type { paymentIntentsApi } from './intents.ts';
import type { settlementApi } from './settlement.ts';
import { type Clock, type FakeState, stored } from './state.ts';
import {
  type FormObject,
  idOf,
  int,
  invalid,
  type Json,
  missing,
  obj,
  refusal,
  str,
  unrecognized,
} from './wire.ts';

/** One movement of money in an account's balance (Stripe's balance transactions, reduced to what tests sum). */
export interface BalanceEntry {
  /** null: the platform; else a connected account. */
  account: string | null;
  currency: string;
  amount: number;
  type: string;
}

/**
 * Stripe's Transfers, Transfer Reversals and balances (separate charges and transfers), as the fake plays them. The platform's balance is what its charges received, minus refunds and transfers, plus
 * reversals; a connected account's is its transfers minus reversals and payouts. Charges count in the
 * platform's settlement currency, less Stripe's processing fee when the server models it
 * (settlement.ts). Other objects that move money (disputes) add their entries with
 * `addBalanceSource`.
 */
export function transfersApi(
  state: FakeState,
  intents: ReturnType<typeof paymentIntentsApi>,
  settlement: ReturnType<typeof settlementApi>,
  now: Clock,
) {
  const { account: accounts, transfer: transfers } = state;
  /** Money that left a connected account for its bank (`payOut`), as balance entries. */
  const paidOut = state.payout;
  const sources: Array<() => BalanceEntry[]> = [];

  function entries(): BalanceEntry[] {
    const all: BalanceEntry[] = [];
    for (const pi of intents.intents.values()) {
      const charge = intents.charges.get(String(pi.latest_charge));
      const txn = charge ? settlement.balanceTransactionOf(String(charge.id)) : null;
      if (!charge || !txn) continue;
      const currency = String(txn.currency);
      all.push({ account: null, currency, amount: Number(txn.amount), type: 'charge' });
      if (Number(txn.fee) > 0)
        all.push({ account: null, currency, amount: -Number(txn.fee), type: 'stripe_fee' });
      // A refund leaves in the guest's currency, converted back; Stripe keeps its processing fee.
      const refunded = convertMinor(Number(charge.amount_refunded ?? 0), String(pi.currency), currency);
      if (refunded > 0) all.push({ account: null, currency, amount: -refunded, type: 'refund' });
    }
    for (const tr of transfers.values()) {
      const currency = String(tr.currency);
      const amount = Number(tr.amount);
      const reversed = Number(tr.amount_reversed);
      const destination = String(tr.destination);
      all.push({ account: null, currency, amount: -amount, type: 'transfer' });
      all.push({ account: destination, currency, amount, type: 'payment' });
      if (reversed > 0) {
        all.push({ account: null, currency, amount: reversed, type: 'transfer_reversal' });
        all.push({ account: destination, currency, amount: -reversed, type: 'payment_refund' });
      }
    }
    for (const source of sources) all.push(...source());
    return [...all, ...([...paidOut.values()] as unknown as BalanceEntry[])];
  }

  /** The account's balance per currency (lower-case code → minor units). */
  function balanceOf(account: string | null): Record<string, number> {
    const sums: Record<string, number> = {};
    for (const e of entries())
      if (e.account === account) sums[e.currency] = (sums[e.currency] ?? 0) + e.amount;
    return sums;
  }

  function createTransfer(body: FormObject): Json {
    const amount = int(body.amount, 'amount');
    const currency = str(body.currency);
    const destination = str(body.destination);
    if (amount === undefined || amount < 1) throw invalid('Missing required param: amount.', 'amount');
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    if (!destination) throw invalid('Missing required param: destination.', 'destination');
    const account = accounts.get(destination);
    const refused = destinationRefusal(
      settlement.platformAccount().country as string,
      account
        ? {
            id: destination,
            transfersActive: str(obj(account.capabilities as FormObject | undefined)?.transfers) === 'active',
            country: String(account.country ?? 'US'),
            recipient: (account.tos_acceptance as Json | undefined)?.service_agreement === 'recipient',
          }
        : null,
      destination,
    );
    if (refused) throw refusal(refused);
    const sourceId = str(body.source_transaction);
    if (sourceId) {
      const charge = intents.charges.get(sourceId);
      if (!charge) throw missing('charge', sourceId, 'source_transaction');
      const txn = settlement.balanceTransactionOf(sourceId);
      const funded = [...transfers.values()]
        .filter((t) => t.source_transaction === sourceId)
        .reduce((sum, t) => sum + Number(t.amount), 0);
      const unfunded = sourceRefusal(
        {
          chargeId: sourceId,
          succeeded: intents.intent(String(charge.payment_intent)).status === 'succeeded',
          settled: txn && { currency: String(txn.currency), amount: Number(txn.amount) },
          funded,
        },
        currency,
        amount,
      );
      if (unfunded) throw refusal(unfunded);
    } else if ((balanceOf(null)[currency] ?? 0) < amount) {
      throw refusal(balanceInsufficient);
    }
    const id = idOf('tr');
    const transfer: Json = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      created: now(),
      currency,
      destination,
      destination_payment: idOf('py'),
      livemode: false,
      metadata: obj(body.metadata) ?? {},
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      reversed: false,
      source_transaction: sourceId ?? null,
      transfer_group: str(body.transfer_group) ?? null,
    };
    transfers.set(id, transfer);
    return transfer;
  }

  const transfer = (id: string): Json => stored(state, 'transfer', id, 'id');

  function reverse(tr: Json, body: FormObject): Json {
    const left = Number(tr.amount) - Number(tr.amount_reversed);
    const amount = int(body.amount, 'amount') ?? left;
    const refused = reversalRefusal(amount, left);
    if (refused) throw refusal(refused);
    // A transfer_group transfer can be reversed only while the connected account's balance covers it.
    const available = balanceOf(String(tr.destination))[String(tr.currency)] ?? 0;
    if (available < amount) throw refusal(reversalUnfunded);
    const reversal: Json = {
      id: idOf('trr'),
      object: 'transfer_reversal',
      amount,
      created: now(),
      currency: tr.currency,
      metadata: obj(body.metadata) ?? {},
      transfer: tr.id,
    };
    tr.amount_reversed = Number(tr.amount_reversed) + amount;
    tr.reversed = tr.amount_reversed === tr.amount;
    const list = tr.reversals as { data: Json[]; total_count: number };
    list.data.push(reversal);
    list.total_count = list.data.length;
    return reversal;
  }

  function balanceReply(account: string | null): Json {
    return {
      object: 'balance',
      available: Object.entries(balanceOf(account)).map(([currency, amount]) => ({
        amount,
        currency,
        source_types: { card: amount },
      })),
      pending: [],
      livemode: false,
    };
  }

  /** Answers the calls this part plays; undefined for any other. */
  function handle(
    method: string,
    path: string,
    body: FormObject,
    stripeAccount: string | null,
  ): Json | undefined {
    const [, , resource, id = '', action, extra] = path.split('/');
    if (resource === 'balance' && method === 'GET' && !id) return balanceReply(stripeAccount);
    if (resource !== 'transfers' || extra !== undefined) return undefined;
    if (method === 'POST' && !id) return createTransfer(body);
    if (method === 'GET' && id && !action) return transfer(id);
    if (method === 'POST' && id && action === 'reversals') return reverse(transfer(id), body);
    throw unrecognized(method, path);
  }

  return {
    transfers,
    handle,
    balanceOf,
    addBalanceSource: (source: () => BalanceEntry[]) => sources.push(source),
    /** The host withdraws to their bank: what a later reversal can take back shrinks. */
    payOut(account: string, currency: string, amount: number) {
      paidOut.set(idOf('po'), { account, currency, amount: -amount, type: 'payout' });
    },
  };
}
