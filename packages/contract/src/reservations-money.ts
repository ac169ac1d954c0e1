import { addDays } from './dates.ts';

/**
 * The money rules of a host's reservation: how much of a paid stay can still be refunded, and when a
 * held damage deposit can be claimed. The server decides with them; the web shows the same limits.
 */

/** After check-out the host has this many days to claim part of the damage deposit; then it is released. */
export const DEPOSIT_CLAIM_DAYS = 7;

/** One stay payment as the refund rule sees it, minor units. */
export interface RefundablePayment {
  amountMinor: number;
  /** Refunds the provider confirmed. */
  refundedMinor: number;
  /** Refunds written and sent, not yet confirmed: they count as spent so two refunds never exceed the charge. */
  pendingRefundMinor: number;
}

/** What one payment can still give back, never below zero. */
export function leftToRefund(p: RefundablePayment): number {
  return Math.max(0, p.amountMinor - p.refundedMinor - p.pendingRefundMinor);
}

/** What the stay's succeeded payments can still give back in total. */
export function refundableMinor(payments: readonly RefundablePayment[]): number {
  return payments.reduce((sum, p) => sum + leftToRefund(p), 0);
}

/**
 * Splits a refund over the payments, oldest first, each up to what it can still give back. Null when the
 * payments cannot cover `amountMinor` (the caller answers with the limit); an empty list for zero.
 */
export function splitRefund<T extends RefundablePayment>(
  payments: readonly T[],
  amountMinor: number,
): { payment: T; amountMinor: number }[] | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return null;
  if (amountMinor > refundableMinor(payments)) return null;
  const parts: { payment: T; amountMinor: number }[] = [];
  let rest = amountMinor;
  for (const payment of payments) {
    if (rest === 0) break;
    const part = Math.min(rest, leftToRefund(payment));
    if (part > 0) parts.push({ payment, amountMinor: part });
    rest -= part;
  }
  return parts;
}

/** The first and the last day on which a claim on the deposit can be made (dates `YYYY-MM-DD`). */
export function depositClaimWindow(endDate: string): { opens: string; closes: string } {
  return { opens: endDate, closes: addDays(endDate, DEPOSIT_CLAIM_DAYS - 1) };
}

/**
 * Where `today` stands against the claim window: from the check-out day, for DEPOSIT_CLAIM_DAYS days.
 * The release job frees the deposit on the day after `closes` (check-out + DEPOSIT_CLAIM_DAYS).
 */
export function claimWindowState(endDate: string, today: string): 'too_early' | 'open' | 'closed' {
  const { opens, closes } = depositClaimWindow(endDate);
  if (today < opens) return 'too_early';
  return today <= closes ? 'open' : 'closed';
}
