import { minorDigits } from '@innkeep/contract/money';
import type { ChargeSettlement, PlatformAccount } from './payments.port.ts';
import { convertAtTestRate, hasTestRate, testRate } from './test-exchange-rates.ts';
import type { StripeRefusal } from './test-states.intents.ts';

/**
 * How Stripe Connect moves money to hosts, as the Stripe fake plays them (test-states.intents.ts says why):
 * what a charge becomes on the platform's balance, which accounts can receive a Transfer, how much of a charge a
 * Transfer can take and how much of a Transfer a reversal can take back, and what onboarding enables. Written
 * apart from the app's own payout rules on purpose (contract payout-routes.ts): the fake is the oracle the
 * app is checked against (docs.stripe.com/connect/cross-border-payouts).
 */

const EEA = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IS IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE'.split(' '),
);
const CROSS_BORDER_REGIONS = new Set(['EEA', 'US', 'GB', 'CA', 'CH']);
const regionOf = (country: string) => (EEA.has(country.toUpperCase()) ? 'EEA' : country.toUpperCase());

/** A connected account as a transfer to it needs it. */
export interface TransferDestination {
  id: string;
  /** The `transfers` capability is active. */
  transfersActive: boolean;
  country: string;
  recipient: boolean;
}

/** Stripe's refusal of a transfer to the account, or null: a capability, then the region rule. */
export function destinationRefusal(platformCountry: string, to: TransferDestination | null, id: string) {
  if (!to) return { code: 'resource_missing', param: 'destination', message: `No such destination: '${id}'` };
  if (!to.transfersActive)
    return {
      code: 'insufficient_capabilities_for_transfer',
      param: 'destination',
      message:
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    };
  const from = regionOf(platformCountry);
  const region = regionOf(to.country);
  const crossBorder = CROSS_BORDER_REGIONS.has(from) && CROSS_BORDER_REGIONS.has(region) && to.recipient;
  if (from === region || crossBorder) return null;
  return {
    code: 'transfers_not_allowed',
    param: 'destination',
    message: `Funds can't be sent to accounts located in ${to.country} because it's restricted outside of your platform's region.`,
  } satisfies StripeRefusal;
}

/** The charge funding a transfer (`source_transaction`), as its balance transaction settled it. */
export interface TransferSource {
  chargeId: string;
  succeeded: boolean;
  /** The balance transaction's currency and amount (the platform's settlement currency), or null before money came in. */
  settled: { currency: string; amount: number } | null;
  /** What earlier transfers funded by it took. */
  funded: number;
}

/** A transfer funded by a charge: in the currency the charge settled in, never more than it has left. */
export function sourceRefusal(
  source: TransferSource,
  currency: string,
  amount: number,
): StripeRefusal | null {
  if (!source.succeeded || !source.settled)
    return {
      code: 'invalid_source_transaction',
      param: 'source_transaction',
      message: `The source_transaction ${source.chargeId} has not succeeded.`,
    };
  if (source.settled.currency !== currency.toLowerCase())
    return {
      code: 'invalid_source_transaction',
      param: 'currency',
      message: `The currency of source_transaction's balance transaction (${source.settled.currency}) must be the same as the transfer currency (${currency.toLowerCase()})`,
    };
  return amountRefusal(
    amount,
    source.settled.amount - source.funded,
    'transfer_source_balance_parameters_mismatch',
    (left) => `Transfer amount exceeds the source transaction's remaining amount (${left}).`,
  );
}

/** A reversal takes back at most what is left of the transfer (and what the account still holds, where modelled). */
export function reversalRefusal(amount: number, unreversed: number): StripeRefusal | null {
  return amountRefusal(
    amount,
    unreversed,
    'amount_too_large',
    (left) => `Amount (${amount}) is greater than the transfer's unreversed amount (${left}).`,
  );
}

export const reversalUnfunded: StripeRefusal = {
  code: 'insufficient_funds',
  message: 'Insufficient funds in the connected account to reverse this transfer.',
};

export const balanceInsufficient: StripeRefusal = {
  code: 'balance_insufficient',
  message: 'You have insufficient funds in your Stripe account for this transfer.',
};

function amountRefusal(amount: number, left: number, code: string, message: (left: number) => string) {
  if (Number.isSafeInteger(amount) && amount >= 1 && amount <= left) return null;
  return { code, param: 'amount', message: message(left) } satisfies StripeRefusal;
}

/** What a charge becomes on the platform's balance, with Stripe's processing fee when it is modelled. */
export interface SettlementOptions extends PlatformAccount {
  /** EEA standard cards: 1.5 % + 0.25 (stripe.com/pricing), kept by Stripe on a refund. */
  processingFee: boolean;
}

/**
 * A charge in a currency the platform does not settle in is converted into its `default_currency` at the test
 * rates (decision 0049); a currency without a test rate settles as it is.
 */
export function settlementOf(
  received: number,
  currency: string,
  platform: SettlementOptions,
): ChargeSettlement {
  const from = currency.toLowerCase();
  const to = hasTestRate(from) && hasTestRate(platform.defaultCurrency) ? platform.defaultCurrency : from;
  const amountMinor = convertAtTestRate(received, from, to);
  const fixed = 25 * 10 ** (minorDigits(to.toUpperCase()) - 2);
  const feeMinor = platform.processingFee ? Math.round(amountMinor * 0.015) + fixed : 0;
  return {
    currency: to,
    amountMinor,
    feeMinor,
    exchangeRate: from === to ? null : String(testRate(from, to)),
  };
}

/** What a new Express account must still provide. */
export const NEW_ACCOUNT_REQUIREMENTS = [
  'business_type',
  'external_account',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

/** Finishing onboarding on Stripe's hosted pages: a recipient account only receives transfers, never charges. */
export const onboarded = (recipient: boolean) => ({
  chargesEnabled: !recipient,
  payoutsEnabled: true,
  transfersEnabled: true,
  requirements: [] as string[],
});
