import { currencyRule, isChargeableCurrency } from '@innkeep/contract/currency-table';
import { formatMoney } from '@innkeep/contract/money';

/** An amount Stripe's API refuses, as its `invalid_request_error` says it. */
export interface AmountRefusal {
  code: string;
  param: 'amount' | 'currency';
  message: string;
}

/**
 * What Stripe answers a PaymentIntent's amount and currency with when it refuses them (docs.stripe.com/currencies):
 * a currency it does not charge, an amount under the currency's minimum or over its maximum, fractional ISK,
 * a three-decimal amount not ending in 0. The simulator and the local Stripe server both refuse with it, so
 * tests on either meet the refusals Stripe makes; the app refuses the same amounts earlier (money.ts).
 */
export function stripeAmountRefusal(amount: number, currency: string): AmountRefusal | null {
  const code = currency.toUpperCase();
  const lower = currency.toLowerCase();
  if (!isChargeableCurrency(code)) {
    return { code: 'parameter_invalid', param: 'currency', message: `Invalid currency: ${lower}.` };
  }
  const rule = currencyRule(code);
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return {
      code: 'parameter_invalid_integer',
      param: 'amount',
      message: 'This value must be greater than or equal to 1.',
    };
  }
  if (amount < rule.minChargeMinor) {
    return {
      code: 'amount_too_small',
      param: 'amount',
      message: `Amount must be at least ${formatMoney(rule.minChargeMinor, code)} ${lower}`,
    };
  }
  if (amount > rule.maxChargeMinor) {
    return {
      code: 'amount_too_large',
      param: 'amount',
      message: `Amount must be no more than ${formatMoney(rule.maxChargeMinor, code)} ${lower}`,
    };
  }
  if (code === 'ISK' && amount % rule.step !== 0) {
    return {
      code: 'invalid_charge_amount_no_decimal_compatible',
      param: 'amount',
      message:
        'Invalid amount. Currency ISK has become effectively zero-decimal and charged amounts must be evenly divisible by 100.',
    };
  }
  if (amount % rule.step !== 0) {
    return {
      code: 'invalid_charge_amount',
      param: 'amount',
      message: `Invalid amount. Amounts in ${lower} must be rounded to the nearest ten: the last digit must be 0.`,
    };
  }
  return null;
}
