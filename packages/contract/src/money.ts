/**
 * Money is integer minor units in storage and arithmetic; the wire carries decimal major units.
 *
 * A "minor unit" is Stripe's: the integer Stripe's API takes as `amount` for that currency, so what is stored
 * is what is charged, unchanged (docs/decisions/0020-currencies-by-stripes-table.md). The table below is
 * pinned from Stripe's "Supported currencies" page (https://docs.stripe.com/currencies): never read from the
 * runtime's Intl/ICU, whose digits differ from Stripe's (ICU gives HUF, IDR, ISK, COP, PKR no decimals; Stripe
 * counts them in hundredths) and change with a Node or browser upgrade.
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
 * The most Stripe takes in one charge in most currencies: 8 digits of minor units (999,999.99 EUR,
 * ¥99,999,999). IDR allows 12 digits; `maxChargeMinor` gives each currency's.
 */
export const MAX_CHARGE_MINOR = 99_999_999;

/** Stripe's zero-decimal currencies: the amount is in whole units (¥500 is 500). */
const ZERO_DECIMAL = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];
/** Stripe's three-decimal currencies: amounts in thousandths whose last digit must be 0 (5.124 KWD → 5120). */
const THREE_DECIMAL = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'];

/**
 * The smallest charge, in major units. Stripe lists its minimum for these (its "Minimum and maximum charge
 * amounts" table: about USD 0.50 in each).
 */
const STRIPE_LISTED_MINIMUM: Record<string, number> = {
  USD: 0.5,
  AED: 2,
  AUD: 0.5,
  BGN: 1,
  BRL: 0.5,
  CAD: 0.5,
  CHF: 0.5,
  CZK: 15,
  DKK: 2.5,
  EUR: 0.5,
  GBP: 0.3,
  HKD: 4,
  HUF: 175,
  INR: 0.5,
  JPY: 50,
  MXN: 10,
  MYR: 2,
  NOK: 3,
  NZD: 0.5,
  PLN: 2,
  RON: 2,
  SEK: 3,
  SGD: 0.5,
  THB: 10,
};

/**
 * Every other currency Stripe charges in (its "Supported presentment currencies"), with a minimum of about
 * USD 1 in major units. Stripe's rule for these is that the charge converts to at least USD 0.50 (or the
 * settlement currency's minimum); the figures are pinned, rates drift, so they take twice that.
 */
const OTHER_MINIMUM: Record<string, number> = {
  AFN: 70,
  ALL: 100,
  AMD: 400,
  ANG: 2,
  AOA: 1000,
  ARS: 2000,
  AWG: 2,
  AZN: 2,
  BAM: 2,
  BBD: 2,
  BDT: 120,
  BHD: 0.4,
  BIF: 3000,
  BMD: 1,
  BND: 1.5,
  BOB: 7,
  BSD: 1,
  BWP: 14,
  BYN: 4,
  BZD: 2,
  CDF: 3000,
  CLP: 1000,
  CNY: 8,
  COP: 5000,
  CRC: 600,
  CVE: 100,
  DJF: 200,
  DOP: 70,
  DZD: 150,
  EGP: 50,
  ETB: 150,
  FJD: 2.5,
  FKP: 1,
  GEL: 3,
  GIP: 1,
  GMD: 80,
  GNF: 9000,
  GTQ: 8,
  GYD: 250,
  HNL: 30,
  HTG: 150,
  IDR: 20000,
  ILS: 4,
  ISK: 150,
  JMD: 200,
  JOD: 0.8,
  KES: 150,
  KGS: 100,
  KHR: 5000,
  KMF: 500,
  KRW: 1500,
  KWD: 0.35,
  KYD: 1,
  KZT: 600,
  LAK: 25000,
  LBP: 100000,
  LKR: 300,
  LRD: 200,
  LSL: 20,
  MAD: 10,
  MDL: 20,
  MGA: 5000,
  MKD: 60,
  MMK: 3000,
  MNT: 4000,
  MOP: 9,
  MUR: 50,
  MVR: 20,
  MWK: 2000,
  MZN: 70,
  NAD: 20,
  NGN: 2000,
  NIO: 40,
  NPR: 150,
  OMR: 0.4,
  PAB: 1,
  PEN: 4,
  PGK: 5,
  PHP: 60,
  PKR: 300,
  PYG: 8000,
  QAR: 4,
  RSD: 120,
  RUB: 100,
  RWF: 1500,
  SAR: 4,
  SBD: 10,
  SCR: 15,
  SHP: 1,
  SLE: 25,
  SOS: 600,
  SRD: 40,
  SZL: 20,
  TJS: 12,
  TND: 3.5,
  TOP: 2.5,
  TRY: 50,
  TTD: 7,
  TWD: 35,
  TZS: 3000,
  UAH: 50,
  UGX: 4000,
  UYU: 50,
  UZS: 15000,
  VND: 30000,
  VUV: 150,
  WST: 3,
  XAF: 700,
  XCD: 3,
  XCG: 2,
  XOF: 700,
  XPF: 120,
  YER: 300,
  ZAR: 20,
  ZMW: 30,
};

/** How Stripe counts one currency. */
export interface CurrencyRule {
  /** The exponent of Stripe's `amount`: 2 for EUR (cents), 0 for JPY, 3 for KWD, 2 for ISK and HUF. */
  digits: number;
  /**
   * Charged amounts are multiples of this, in minor units: 10 for three-decimal currencies (the last digit
   * is 0), 100 for ISK (whole krónur, though Stripe counts it in hundredths), 1 otherwise.
   */
  step: number;
  /** Digits shown to people: ISK 0 (no fractional krónur exist), KWD 3, EUR 2. */
  shownDigits: number;
  /** Stripe's smallest charge, in minor units. */
  minChargeMinor: number;
  /** Stripe's largest charge, in minor units (8 digits; 12 for IDR). */
  maxChargeMinor: number;
}

function ruleOf(code: string, minimumMajor: number): CurrencyRule {
  const digits = ZERO_DECIMAL.includes(code) ? 0 : THREE_DECIMAL.includes(code) ? 3 : 2;
  // ISK: "effectively zero-decimal", still two-decimal in the API, amounts evenly divisible by 100.
  const step = code === 'ISK' ? 100 : digits === 3 ? 10 : 1;
  const minor = Math.round(minimumMajor * 10 ** digits);
  return {
    digits,
    step,
    shownDigits: code === 'ISK' ? 0 : digits,
    minChargeMinor: Math.ceil(minor / step) * step,
    maxChargeMinor: code === 'IDR' ? 999_999_999_999 : MAX_CHARGE_MINOR,
  };
}

/**
 * The pinned table: every currency a card payment on Stripe can be made in, and nothing else. HUF and TWD
 * are two-decimal for charges (Stripe treats them as zero-decimal only for payouts, which Stripe makes, not
 * Innkeep); UGX is zero-decimal for charges.
 */
export const STRIPE_CURRENCIES: ReadonlyMap<string, CurrencyRule> = new Map(
  Object.entries({ ...OTHER_MINIMUM, ...STRIPE_LISTED_MINIMUM })
    // Codes are ASCII capitals: compared as text, not with localeCompare, whose collator costs a phone tens of ms.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, minimum]) => [code, ruleOf(code, minimum)]),
);

/** Currencies no card payment can be made in, as stored before the table (Intl's digits then): shown only. */
const LEGACY_DIGITS: Record<string, number> = { IQD: 0, IRR: 0, KPW: 0, LYD: 3, SLL: 0, SYP: 0 };

/** Whether Stripe can charge a card in this currency: what a host may choose for a listing. */
export function isChargeableCurrency(currency: string): boolean {
  return STRIPE_CURRENCIES.has(currency.toUpperCase());
}

/** The rule for a currency; one Stripe cannot charge keeps its stored digits and can never be charged. */
export function currencyRule(currency: string): CurrencyRule {
  const code = currency.toUpperCase();
  const known = STRIPE_CURRENCIES.get(code);
  if (known) return known;
  const digits = LEGACY_DIGITS[code] ?? 2;
  return {
    digits,
    step: 1,
    shownDigits: digits,
    minChargeMinor: Number.POSITIVE_INFINITY,
    maxChargeMinor: 0,
  };
}

export function minorDigits(currency: string): number {
  return currencyRule(currency).digits;
}

/** The decimals a person types for an amount: ISK 0, KWD 2 (its last digit is always 0), EUR 2, JPY 0. */
export function inputDigits(currency: string): number {
  const rule = currencyRule(currency);
  return rule.digits - Math.round(Math.log10(rule.step));
}

/** A computed amount (a discount, a share) rounded to what can be charged: KWD to 10 fils, ISK to 1 króna. */
export function roundMinor(minor: number, currency: string): number {
  const { step } = currencyRule(currency);
  return Math.round(minor / step) * step;
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
 * The narrow symbols of the currencies a listing can be priced in (Stripe's and the legacy ones), as ICU 78
 * (Node 20) writes them with `currencyDisplay: 'narrowSymbol'`; a code not here is written as itself. A table,
 * not Intl: a page's first Intl number format costs a phone tens of ms as it hydrates, and the server's and the
 * browser's ICU may differ, which would make the server's page and the browser's first render disagree.
 */
const NARROW_SYMBOLS: Readonly<Record<string, string>> = {
  AFN: '؋',
  AMD: '֏',
  AOA: 'Kz',
  ARS: '$',
  AUD: '$',
  AZN: '₼',
  BAM: 'KM',
  BBD: '$',
  BDT: '৳',
  BMD: '$',
  BND: '$',
  BOB: 'Bs',
  BRL: 'R$',
  BSD: '$',
  BWP: 'P',
  BZD: '$',
  CAD: '$',
  CLP: '$',
  CNY: '¥',
  COP: '$',
  CRC: '₡',
  CZK: 'Kč',
  DKK: 'kr',
  DOP: '$',
  EGP: 'E£',
  EUR: '€',
  FJD: '$',
  FKP: '£',
  GBP: '£',
  GEL: '₾',
  GIP: '£',
  GNF: 'FG',
  GTQ: 'Q',
  GYD: '$',
  HKD: '$',
  HNL: 'L',
  HUF: 'Ft',
  IDR: 'Rp',
  ILS: '₪',
  INR: '₹',
  ISK: 'kr',
  JMD: '$',
  JPY: '¥',
  KGS: '⃀',
  KHR: '៛',
  KMF: 'CF',
  KPW: '₩',
  KRW: '₩',
  KYD: '$',
  KZT: '₸',
  LAK: '₭',
  LBP: 'L£',
  LKR: 'Rs',
  LRD: '$',
  MGA: 'Ar',
  MMK: 'K',
  MNT: '₮',
  MUR: 'Rs',
  MXN: '$',
  MYR: 'RM',
  NAD: '$',
  NGN: '₦',
  NIO: 'C$',
  NOK: 'kr',
  NPR: 'Rs',
  NZD: '$',
  PHP: '₱',
  PKR: 'Rs',
  PLN: 'zł',
  PYG: '₲',
  RON: 'lei',
  RUB: '₽',
  RWF: 'RF',
  SBD: '$',
  SEK: 'kr',
  SGD: '$',
  SHP: '£',
  SRD: '$',
  SYP: '£',
  THB: '฿',
  TOP: 'T$',
  TRY: '₺',
  TTD: '$',
  TWD: '$',
  UAH: '₴',
  USD: '$',
  UYU: '$',
  VND: '₫',
  XAF: 'FCFA',
  XCD: '$',
  XCG: 'Cg.',
  XOF: 'F\u202fCFA',
  XPF: 'CFPF',
  ZAR: 'R',
  ZMW: 'ZK',
};

/**
 * The currency's symbol, e.g. `€` for EUR, `$` for USD: text only (never the amount's digits). A currency of
 * the table is its narrow symbol or its code; only a code the table does not know asks Intl, once.
 */
const symbols = new Map<string, string>();
export function currencySymbol(currency: string): string {
  const code = currency.toUpperCase();
  const known = NARROW_SYMBOLS[code];
  if (known !== undefined) return known;
  if (STRIPE_CURRENCIES.has(code) || code in LEGACY_DIGITS) return code;
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    try {
      symbol =
        new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
          .formatToParts(0)
          .find((p) => p.type === 'currency')?.value ?? currency;
    } catch {
      return currency;
    }
    symbols.set(currency, symbol);
  }
  return symbol;
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
