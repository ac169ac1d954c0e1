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

const priceFormatOf = perCurrency(
  (currency) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

// A page's first currency format sets up the locale's number data, which takes tens of milliseconds on a phone.
// Done here it is part of loading this module, a step of its own in the browser (apps/web/public/start-app.js),
// rather than the middle of the first render of a price, which then held the main thread that much longer.
priceFormatOf(DEFAULT_CURRENCY);

/** The spec shows prices as a symbol with no decimals: `€120`. */
export function formatPrice(major: number, currency: string): string {
  return priceFormatOf(currency)?.format(major) ?? `${currency} ${Math.round(major)}`;
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
