/**
 * Money is integer minor units in storage and arithmetic; the wire carries decimal major units.
 * The number of minor digits comes from the currency itself (JPY has none, EUR two, BHD three).
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

/**
 * The most a card payment provider takes in one charge: Stripe's 8-digit limit, in minor units of any
 * currency (999,999.99 EUR, ¥99,999,999). A stay priced above it cannot be paid by card.
 */
export const MAX_CHARGE_MINOR = 99_999_999;

/**
 * A lookup built from the currency's `Intl.NumberFormat` once per code (building one costs far more than
 * using it: a page of listing cards or a calendar asks dozens of times). Undefined for text that is not a
 * currency code, which is not kept (any text could come here).
 */
function perCurrency<T>(make: (currency: string) => T): (currency: string) => T | undefined {
  const known = new Map<string, T>();
  return (currency) => {
    let value = known.get(currency);
    if (value === undefined) {
      try {
        value = make(currency);
      } catch {
        return undefined;
      }
      known.set(currency, value);
    }
    return value;
  };
}

const digitsOf = perCurrency(
  (code) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number,
);

export function minorDigits(currency: string): number {
  return digitsOf(currency.toUpperCase()) ?? 2;
}

export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

const symbolOf = perCurrency(
  (currency) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency,
);

/** The currency's symbol alone, e.g. `€` for EUR, `$` for USD. */
export function currencySymbol(currency: string): string {
  return symbolOf(currency) ?? currency;
}

/**
 * The spec shows prices as a symbol with no decimals: `€120`, `CHF 120`, `-$5`, as
 * `Intl.NumberFormat('en-US', { style: 'currency', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })`
 * writes them (money.test.ts holds it to that for every currency). Written out rather than formatted by Intl: a
 * page's first Intl number format sets up the locale's data, 15–100 ms on this machine and more on a phone, and
 * the public pages show prices as they hydrate. They pass the reply's `currency_symbol`; without one the symbol
 * comes from Intl.
 */
export function formatPrice(major: number, currency: string, symbol = currencySymbol(currency)): string {
  const sign = major < 0 || Object.is(major, -0) ? '-' : '';
  const digits = String(Math.round(Math.abs(major))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // ICU's currency spacing: a symbol that ends in a letter (`CHF`, `kr`) keeps a no-break space from the digits.
  const space = /[^\p{S}\p{Z}]$/u.test(symbol) ? '\u00a0' : '';
  return `${sign}${symbol}${space}${digits}`;
}

/** An amount limit (MAX_MINOR_AMOUNT unless given) in major units of `currency`. */
export function maxMajorAmount(currency: string, maxMinor = MAX_MINOR_AMOUNT): number {
  return toMajor(maxMinor, currency);
}

/** "at most 999,999.99 EUR": names an amount limit in the currency a guest or host uses. */
export function amountLimitText(currency: string, maxMinor = MAX_MINOR_AMOUNT): string {
  const digits = minorDigits(currency);
  const amount = maxMajorAmount(currency, maxMinor).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `at most ${amount} ${currency.toUpperCase()}`;
}
