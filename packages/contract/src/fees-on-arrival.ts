import { FEE_LABELS, type PriceBreakdown } from './pricing.ts';

/**
 * Fees the host collects at the door: a fee the listing leaves out of the reservation sum ("exclude from
 * reservation sum", today the cleaning fee) is not charged by card, so wherever a total shows, this note
 * says who collects the rest and when (decision 0087). The deposit is never one: it is charged only for damage.
 */
export interface ArrivalFee {
  key: string;
  label: string;
  amountMinor: number;
}

/** The breakdown's fees paid to the host on arrival (zero fees are none). */
export function feesPaidOnArrival(
  b: Pick<PriceBreakdown, 'cleaningFeeMinor' | 'excludedFees'>,
): ArrivalFee[] {
  const fees: ArrivalFee[] = [];
  if (b.cleaningFeeMinor > 0 && (b.excludedFees ?? []).includes('cleaning_fee')) {
    fees.push({ key: 'cleaning_fee', label: FEE_LABELS.cleaning_fee, amountMinor: b.cleaningFeeMinor });
  }
  return fees;
}

/** A display line (the calculation's `lines`) that is paid to the host on arrival. */
export function isPaidOnArrival(line: { key: string; excluded: boolean }): boolean {
  return line.excluded && line.key !== 'refundable_damage_deposit';
}

/** `+ €40 cleaning fee paid to the host on arrival`, with the amount as the caller's money formatter writes it. */
export function arrivalFeeNote(label: string, amountText: string): string {
  return `+ ${amountText} ${label.charAt(0).toLowerCase()}${label.slice(1)} paid to the host on arrival`;
}

/** The words of the badge beside such a fee in a breakdown. */
export const ARRIVAL_FEE_BADGE = 'Paid to the host on arrival, not in total';

/** `€438`, or `€438 (+ €40 cleaning fee paid to the host on arrival)`: a total with what is paid at the door. */
export function totalWithArrivalFees(
  totalText: string,
  fees: readonly ArrivalFee[],
  formatMinor: (minor: number) => string,
): string {
  if (fees.length === 0) return totalText;
  return `${totalText} (${fees.map((f) => arrivalFeeNote(f.label, formatMinor(f.amountMinor))).join('; ')})`;
}
