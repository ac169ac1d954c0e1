import { minorDigits } from '@innkeep/contract/money';

/**
 * The exchange rates of TEST MODE: the simulator converts a charge into the platform's settlement currency
 * with them, and the local Stripe server plays Stripe's conversion with the same table (decision 0049).
 * Euros per one unit of each currency; fixed, so a test can compute what a host receives (¥40,000 → €243.10).
 */
const EUR_PER_UNIT: Record<string, number> = {
  eur: 1,
  usd: 0.92,
  gbp: 1.17,
  chf: 1.05,
  jpy: 0.0060775,
  cad: 0.66,
  aud: 0.6,
  brl: 0.17,
  dkk: 0.134,
  sek: 0.088,
  nok: 0.086,
  pln: 0.23,
  zar: 0.051,
  czk: 0.04,
  huf: 0.0025,
  mxn: 0.05,
  nzd: 0.55,
  sgd: 0.69,
  hkd: 0.118,
  inr: 0.011,
  thb: 0.026,
  aed: 0.25,
};

/** Whether the table converts this currency (the simulator settles any other in its own currency). */
export const hasTestRate = (currency: string) => currency.toLowerCase() in EUR_PER_UNIT;

/** The rate from one currency to another, major unit per major unit (Stripe's `exchange_rate`). */
export function testRate(from: string, to: string): number {
  const a = EUR_PER_UNIT[from.toLowerCase()];
  const b = EUR_PER_UNIT[to.toLowerCase()];
  if (a === undefined || b === undefined) throw new Error(`No test exchange rate for ${from} → ${to}`);
  return a / b;
}

/** Minor units of `from` converted into minor units of `to` at the test rate. */
export function convertAtTestRate(amount: number, from: string, to: string): number {
  if (from.toLowerCase() === to.toLowerCase()) return amount;
  const major = amount / 10 ** minorDigits(from.toUpperCase());
  return Math.round(major * testRate(from, to) * 10 ** minorDigits(to.toUpperCase()));
}
