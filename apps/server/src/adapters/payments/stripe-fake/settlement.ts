import { type SettlementOptions, settlementOf } from '../test-states.transfers.ts';
import type { paymentIntentsApi } from './intents.ts';
import type { Clock, FakeState } from './state.ts';
import { idOf, type Json } from './wire.ts';

/**
 * The platform's own account and what its charges become on its balance, as the fake plays
 * them (decision 0049): the conversion into the platform's `default_currency` at the test rates, Stripe's
 * processing fee when `processingFee` is on (never given back on a refund) and which accounts a transfer can
 * reach are test-states.transfers.ts's, written apart from the app's own rules:
 * the oracle the app is checked against.
 */
export type PlatformOptions = SettlementOptions;

export function settlementApi(
  state: FakeState,
  platform: PlatformOptions,
  intents: ReturnType<typeof paymentIntentsApi>,
  now: Clock,
) {
  /** Balance transactions by charge id, made when a charge first has money received. */
  const byCharge = state.balance_transaction;

  function platformAccount(): Json {
    return {
      id: 'acct_platform',
      object: 'account',
      type: 'standard',
      country: platform.country,
      default_currency: platform.defaultCurrency,
      charges_enabled: true,
      payouts_enabled: true,
    };
  }

  /** The charge's balance transaction, or null while nothing was received. */
  function balanceTransactionOf(chargeId: string): Json | null {
    const found = byCharge.get(chargeId);
    if (found) return found;
    const charge = intents.charges.get(chargeId);
    if (!charge) return null;
    const pi = intents.intent(String(charge.payment_intent));
    const received = Number(pi.amount_received ?? 0);
    if (received === 0) return null;
    const settled = settlementOf(received, String(pi.currency), platform);
    const txn: Json = {
      id: idOf('txn'),
      object: 'balance_transaction',
      amount: settled.amountMinor,
      currency: settled.currency,
      exchange_rate: settled.exchangeRate === null ? null : Number(settled.exchangeRate),
      fee: settled.feeMinor,
      net: settled.amountMinor - settled.feeMinor,
      source: chargeId,
      type: 'charge',
      created: now(),
    };
    byCharge.set(chargeId, txn);
    charge.balance_transaction = txn.id;
    return txn;
  }

  return { platformAccount, balanceTransactionOf };
}
