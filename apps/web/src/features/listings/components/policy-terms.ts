import { type CancellationPolicy, cancellationPolicySummary } from '@innkeep/contract/cancellation';
import { isKnownCurrency } from '@innkeep/contract/currency-table';
import { DEFAULT_CURRENCY } from '@innkeep/contract/money';

/** What the host has entered that the summary depends on: the form's values or the saved listing's. */
export interface PolicyPrices {
  currency: unknown;
  cleaningFee: unknown;
  excludedFees: readonly string[];
  /** The occupancy taxes entered (the form's rows or the saved listing's); none: the summary names no taxes. */
  taxes: readonly unknown[];
}

/**
 * The policy's one-line summary as a guest will read it on the stay page (stay-facts.tsx): card processing in
 * the listing's currency (a listing without one yet is shown in DEFAULT_CURRENCY, as its money is), the
 * cleaning fee only when the stay's price holds one, and taxes only when the listing has some.
 */
export function policyTerms(policy: CancellationPolicy, prices: PolicyPrices): string {
  const code = typeof prices.currency === 'string' ? prices.currency.toUpperCase() : '';
  const fee = Number(prices.cleaningFee);
  return cancellationPolicySummary(policy, {
    currency: isKnownCurrency(code) ? code : DEFAULT_CURRENCY,
    cleaningFee: Number.isFinite(fee) && fee > 0 && !prices.excludedFees.includes('cleaning_fee'),
    taxes: prices.taxes.length > 0,
  });
}
