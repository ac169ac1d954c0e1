import { formatMonth } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';

/** `2026-11` as `Nov 2026` (short) or `November 2026`. */
export function monthLabel(month: string, style: 'short' | 'long' = 'long'): string {
  return formatMonth(month, style);
}

/** Revenue in each currency, `€1,240 · ¥30,000`; a dash when there is none. */
export function revenueText(revenue: readonly { currency: string; amount: number }[]): string {
  return revenue.length === 0 ? '—' : revenue.map((r) => formatPrice(r.amount, r.currency)).join(' · ');
}
