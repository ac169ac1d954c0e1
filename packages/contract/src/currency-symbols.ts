import { isKnownCurrency } from './currency-table.ts';

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
  if (isKnownCurrency(code)) return code;
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
