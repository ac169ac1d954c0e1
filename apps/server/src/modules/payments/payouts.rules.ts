import { checkInClock } from '@innkeep/contract/cancellation';
import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import { roundMinor } from '@innkeep/contract/money';
import { zonedInstant } from '@innkeep/contract/time-zones';

/** Hosts are paid this long after check-in (Airbnb releases payouts about 24 hours after it). */
export const PAYOUT_DELAY_HOURS = 24;

/**
 * Why money goes back: decides who bears it (decision 0021); `claim_refund` is a deposit claim given back
 * (the host claimed it, decision 0089).
 */
export type RefundCause =
  | 'host_cancellation'
  | 'guest_cancellation'
  | 'dispute'
  | 'platform'
  | 'claim_refund';

/** Causes whose refund returns the platform's whole fee: the guest was not the one who changed the plan. */
const FEE_RETURNED: ReadonlySet<RefundCause> = new Set(['host_cancellation', 'platform', 'claim_refund']);
/** Causes whose refund's card processing the host pays: they cancelled, or gave back what they claimed. */
const HOST_PAYS_PROCESSING: ReadonlySet<RefundCause> = new Set(['host_cancellation', 'claim_refund']);

export const returnsFee = (cause: RefundCause): boolean => FEE_RETURNED.has(cause);
export const hostPaysProcessing = (cause: RefundCause): boolean => HOST_PAYS_PROCESSING.has(cause);

/**
 * The host's share and the platform's fee of what the guest keeps paid (`kept.minor`, of which
 * `kept.taxesMinor` occupancy taxes): the fee is the charge's own rate on the kept part that is not taxes
 * (`feeMinor` of `amountMinor − taxesMinor`, so a later change of PLATFORM_FEE_PERCENT does not reprice a
 * booking, and no fee is taken on taxes: decision 0048), and never below the charge's card processing
 * (decision 0089: what the guest keeps of a cancelled stay pays Stripe first). A refund for a cause that
 * returns the fee (`feeReturned`) leaves the platform nothing.
 */
export function payoutSplit(
  paid: { amountMinor: number; feeMinor: number; taxesMinor: number; currency: string },
  kept: { minor: number; taxesMinor: number },
  feeReturned: boolean,
): { hostMinor: number; feeMinor: number } {
  const keptMinor = Math.max(0, Math.min(paid.amountMinor, kept.minor));
  if (feeReturned || paid.amountMinor === 0) return { hostMinor: keptMinor, feeMinor: 0 };
  const taxes = Math.max(0, Math.min(paid.taxesMinor, paid.amountMinor));
  const keptTaxes = Math.max(0, Math.min(kept.taxesMinor, taxes, keptMinor));
  const chargeBase = paid.amountMinor - taxes;
  const share =
    chargeBase > 0
      ? Math.max(0, roundMinor(((keptMinor - keptTaxes) * paid.feeMinor) / chargeBase, paid.currency))
      : 0;
  const fee = Math.min(keptMinor, Math.max(share, cardProcessingMinor(paid.amountMinor, paid.currency)));
  return { hostMinor: keptMinor - fee, feeMinor: fee };
}

/**
 * The occupancy taxes in a refund of `amountMinor` when nothing says which lines it gives back (a refund made
 * in the provider's dashboard, a whole charge returned): the charge's own share, rounded down.
 */
export function taxesInRefund(
  payment: { amountMinor: number; taxesMinor: number },
  amountMinor: number,
): number {
  if (payment.amountMinor <= 0 || payment.taxesMinor <= 0) return 0;
  return Math.min(payment.taxesMinor, Math.floor((amountMinor * payment.taxesMinor) / payment.amountMinor));
}

/**
 * When a stay's payout is due: PAYOUT_DELAY_HOURS after check-in, check-in being the first night's date at
 * the listing's check-in time (DEFAULT_CHECK_IN_TIME when it has none) in the listing's time zone.
 */
export function stayPayoutDueAt(startDate: string, checkInTime: string | null, timeZone: string): Date {
  const { hours, minutes } = checkInClock(checkInTime);
  // An unknown zone counts as UTC, as everywhere else (contract todayIn).
  return new Date(
    zonedInstant(startDate, hours, minutes, timeZone).getTime() + PAYOUT_DELAY_HOURS * 3_600_000,
  );
}

/**
 * Minor units of a stay's currency in the currency the transfer is made in, at the charge's own rate
 * (`charge_settled_minor` of `charge_minor`, decision 0049). `down` for reversals: rounded down, their sum
 * never exceeds what was transferred.
 */
export function inSettlement(
  p: { chargeMinor: number; chargeSettledMinor: number | null },
  minor: number,
  rounding: 'nearest' | 'down' = 'nearest',
): number {
  if (p.chargeSettledMinor === null || p.chargeMinor === 0 || p.chargeSettledMinor === p.chargeMinor)
    return minor;
  const exact = (minor * p.chargeSettledMinor) / p.chargeMinor;
  return rounding === 'down' ? Math.floor(exact) : Math.round(exact);
}

/** A transfer the provider refused this many times is `failed`: an admin looks at it (decision 0049). */
export const MAX_TRANSFER_ATTEMPTS = 3;

/** A refused transfer or reversal is tried again this much later (the host may finish onboarding meanwhile). */
export const RETRY_AFTER_MS = 60 * 60_000;
