/**
 * Stripe's currencies, pinned from its "Supported currencies" page (https://docs.stripe.com/currencies): how each
 * counts its minor units, its smallest and largest charge (docs/decisions/0020-currencies-by-stripes-table.md).
 * Never read from the runtime's Intl/ICU, whose digits differ from Stripe's (ICU gives HUF, IDR, ISK, COP, PKR no
 * decimals; Stripe counts them in hundredths) and change with a Node or browser upgrade.
 */

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

/** Whether the table knows the currency: Stripe's, or a legacy one a listing may still be stored in. */
export const isKnownCurrency = (code: string): boolean =>
  STRIPE_CURRENCIES.has(code) || code in LEGACY_DIGITS;

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
