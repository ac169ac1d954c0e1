import { formatPrice } from '@innkeep/contract/money';

/** `2026-11` as `Nov 2026` (short) or `November 2026`. */
export function monthLabel(month: string, style: 'short' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat('en-US', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Revenue in each currency, `€1,240 · ¥30,000`; a dash when there is none. */
export function revenueText(revenue: readonly { currency: string; amount: number }[]): string {
  return revenue.length === 0 ? '—' : revenue.map((r) => formatPrice(r.amount, r.currency)).join(' · ');
}
