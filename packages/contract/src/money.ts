import { currencySymbol } from './currency-symbols.ts';
import { currencyRule, isChargeableCurrency } from './currency-table.ts';

/**
 * Money is integer minor units in storage and arithmetic; the wire carries decimal major units.
 *
 * A "minor unit" is Stripe's: the integer Stripe's API takes as `amount` for that currency, so what is stored
 * is what is charged, unchanged; each currency's rule is Stripe's table (currency-table.ts).
 */
/** The currency of a listing that has none yet (a draft): its money is converted and shown in this one. */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * The largest amount, in minor units, that arithmetic here handles exactly. Money columns are 64-bit
 * (`bigint`) and read as JS numbers, so the limit is JavaScript's, not storage's: 2^53 - 1, about
 * 90 trillion EUR. The product bounds on what a host may enter (listings-fields.ts `MAX_MONEY_MAJOR`) keep
 * every price and stay total far below it.
 */
export const MAX_MINOR_AMOUNT = Number.MAX_SAFE_INTEGER;

export function minorDigits(currency: string): number {
  return currencyRule(currency).digits;
}

/** The decimals a person types for an amount: ISK 0, KWD 2 (its last digit is always 0), EUR 2, JPY 0. */
export function inputDigits(currency: string): number {
  const rule = currencyRule(currency);
  return rule.digits - Math.round(Math.log10(rule.step));
}

/**
 * A computed amount (a discount, a share) rounded to what can be charged: KWD to 10 fils, ISK to 1 króna;
 * to the nearest step unless `round` says otherwise (`Math.ceil` for a fee the platform must cover).
 */
export function roundMinor(
  minor: number,
  currency: string,
  round: (x: number) => number = Math.round,
): number {
  const { step } = currencyRule(currency);
  return round(minor / step) * step;
}

export function toMinor(major: number, currency: string): number {
  // 15 significant digits first: 1.005 EUR is 101 cents, as typed, not the float product's 100.4999….
  const scaled = Number((major * 10 ** minorDigits(currency)).toPrecision(15));
  return roundMinor(Math.round(scaled), currency);
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The most Stripe charges at once in this currency, in minor units. */
export function maxChargeMinor(currency: string): number {
  return currencyRule(currency).maxChargeMinor;
}

/** The least Stripe charges in this currency, in minor units. */
export function minChargeMinor(currency: string): number {
  return currencyRule(currency).minChargeMinor;
}

/**
 * Why Stripe would refuse to charge this amount, as a sentence about `subject` for the guest or host, or
 * null when it can be charged: a currency it does not take, an amount under its minimum or over its
 * maximum, or one off the currency's step (a three-decimal amount not ending in 0, fractional krónur).
 */
export function chargeProblem(minor: number, currency: string, subject = 'The amount'): string | null {
  const code = currency.toUpperCase();
  if (!isChargeableCurrency(code)) return `Card payments are not available in ${code}`;
  const rule = currencyRule(code);
  if (!Number.isSafeInteger(minor) || minor < rule.minChargeMinor) {
    return `${subject} must be at least ${formatMoney(rule.minChargeMinor, code)} to be paid by card`;
  }
  if (minor > rule.maxChargeMinor) {
    return `${subject} must be ${amountLimitText(code, rule.maxChargeMinor)} to be paid by card`;
  }
  if (minor % rule.step !== 0) {
    return `${subject} must be in steps of ${formatMoney(rule.step, code)} in ${code} to be paid by card`;
  }
  return null;
}

/**
 * A number's whole digits grouped by thousands, `12345.5` → `12,345.5`, as amounts and limits are written. Not
 * Intl's `toLocaleString`: a page's first Intl number format sets up the locale's data, 15–100 ms on a phone.
 */
export function groupDigits(value: number | string): string {
  const [whole = '', fraction] = String(value).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
}

/**
 * An amount as people read it, exact: `€120`, `€119.50`, `¥12,000`, `KWD 12.350`, `-$5`. A whole amount is
 * written without decimals (`€120`, docs/requirements/wire.md#R-W5); any other with all the currency's shown digits, never
 * rounded to whole units. Written out rather than formatted by Intl: a page's first Intl number format sets
 * up the locale's data, 15–100 ms on a phone, and the public pages show prices as they hydrate. They pass
 * the reply's `currency_symbol`; without one the symbol comes from Intl.
 */
export function formatPrice(major: number, currency: string, symbol = currencySymbol(currency)): string {
  const sign = major < 0 || Object.is(major, -0) ? '-' : '';
  const shown = currencyRule(currency).shownDigits;
  const abs = Math.abs(major);
  const rounded = Number(abs.toFixed(shown));
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(shown);
  const [whole = '0', fraction] = text.split('.');
  const digits = groupDigits(whole) + (fraction ? `.${fraction}` : '');
  // ICU's currency spacing: a symbol that ends in a letter (`CHF`, `kr`) keeps a no-break space from the digits.
  const space = /[^\p{S}\p{Z}]$/u.test(symbol) ? '\u00a0' : '';
  return `${sign}${symbol}${space}${digits}`;
}

/** An amount in minor units, written as `formatPrice` writes it: the one helper for receipts and pages. */
export function formatMoney(minor: number, currency: string, symbol?: string): string {
  return formatPrice(toMajor(minor, currency), currency, symbol);
}

/** An amount limit (MAX_MINOR_AMOUNT unless given) in major units of `currency`. */
export function maxMajorAmount(currency: string, maxMinor = MAX_MINOR_AMOUNT): number {
  return toMajor(maxMinor, currency);
}

/** "at most 999,999.99 EUR": names an amount limit in the currency a guest or host uses. */
export function amountLimitText(currency: string, maxMinor = MAX_MINOR_AMOUNT): string {
  const digits = currencyRule(currency).shownDigits;
  const major = maxMajorAmount(currency, maxMinor);
  const [whole = '0', fraction] = major.toFixed(digits).split('.');
  const amount = groupDigits(whole) + (fraction ? `.${fraction}` : '');
  return `at most ${amount} ${currency.toUpperCase()}`;
}
