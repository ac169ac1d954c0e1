import { minorDigits } from '@innkeep/contract/money';
import {
  convertAtTestRate as convertMinor,
  testRate as rateBetween,
} from '../adapters/payments/test-exchange-rates.ts';
import type { paymentIntentsApi } from './stripe-server.intents.ts';
import { idOf, type Json, now } from './stripe-server.wire.ts';

/**
 * The platform's own account and what its charges become on its balance, as the local Stripe server plays
 * them (decision 0049): a charge in a currency the platform does not settle in is converted into its
 * `default_currency` (a JPY charge on an EUR platform settles in EUR), at fixed test rates; Stripe's
 * processing fee (EEA standard cards: 1.5 % + 0.25, docs stripe.com/pricing) is taken from it when
 * `processingFee` is on and never given back on a refund; transfers between regions follow Stripe's rules
 * (docs.stripe.com/connect/cross-border-payouts). Written apart from the app's own rules on purpose: it is
 * the oracle the app is checked against.
 */
export interface PlatformOptions {
  country: string;
  defaultCurrency: string;
  /** Model Stripe's processing fee on charges (kept on refunds). */
  processingFee: boolean;
}

const EEA = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IS IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE'.split(' '),
);
const CROSS_BORDER_REGIONS = new Set(['EEA', 'US', 'GB', 'CA', 'CH']);
const regionOf = (country: string) => (EEA.has(country) ? 'EEA' : country);

export function settlementApi(
  platform: PlatformOptions,
  intents: ReturnType<typeof paymentIntentsApi>,
  accounts: Map<string, Json>,
) {
  /** Balance transactions by charge id, made when a charge first has money received. */
  const byCharge = new Map<string, Json>();

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
    const from = String(pi.currency);
    const to = platform.defaultCurrency;
    const amount = convertMinor(received, from, to);
    const fixed = 25 * 10 ** (minorDigits(to.toUpperCase()) - 2);
    const fee = platform.processingFee ? Math.round(amount * 0.015) + fixed : 0;
    const txn: Json = {
      id: idOf('txn'),
      object: 'balance_transaction',
      amount,
      currency: to,
      exchange_rate: from === to ? null : rateBetween(from, to),
      fee,
      net: amount - fee,
      source: chargeId,
      type: 'charge',
      created: now(),
    };
    byCharge.set(chargeId, txn);
    charge.balance_transaction = txn.id;
    return txn;
  }

  /** Stripe's rule for a transfer to `destination`: null when allowed, else the refusal's message. */
  function transferRefusal(destination: Json): string | null {
    const country = String(destination.country ?? 'US');
    const from = regionOf(platform.country);
    const to = regionOf(country);
    if (from === to) return null;
    const recipient = (destination.tos_acceptance as Json | undefined)?.service_agreement === 'recipient';
    if (CROSS_BORDER_REGIONS.has(from) && CROSS_BORDER_REGIONS.has(to) && recipient) return null;
    return `Funds can't be sent to accounts located in ${country} because it's restricted outside of your platform's region.`;
  }

  return {
    platformAccount,
    balanceTransactionOf,
    transferRefusal,
    /** All balance transactions of charges, for the balance (settlement currency). */
    chargeTransactions: () => [...intents.charges.keys()].map(balanceTransactionOf).filter(Boolean) as Json[],
    accounts,
  };
}
