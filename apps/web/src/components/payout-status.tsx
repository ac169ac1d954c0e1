import { formatPrice } from '@innkeep/contract/money';
import { type PayoutLine, type PayoutStatusLabel, payoutStatusLabel } from '@innkeep/contract/payouts';
import { Badge } from '@mantine/core';

// Mantine's label hides overflow, which lets a table column shrink the badge to "SCHEDU…": never clipped.
const UNCLIPPED = { label: { overflow: 'visible' } } as const;

const COLOR: Record<PayoutStatusLabel, string> = {
  scheduled: 'blue',
  paid: 'green',
  reversed: 'gray',
  cancelled: 'gray',
  held: 'orange',
  failed: 'red',
};

/** The status in the host's words: a payout cancelled before any transfer is not "reversed" (contract). */
export function PayoutStatusBadge({ line }: { line: Pick<PayoutLine, 'status' | 'paid_at'> }) {
  const label = payoutStatusLabel(line);
  return (
    // Never squeezed by the line beside it on a phone: the status is the point of the line.
    <Badge size="sm" variant="light" color={COLOR[label]} style={{ flexShrink: 0 }} styles={UNCLIPPED}>
      {label}
    </Badge>
  );
}

/**
 * What the host still owes back on a payout (a chargeback after the money was withdrawn): it is kept from
 * their next payouts in that currency (decision 0066).
 */
export function PayoutOwed({ owed, currency }: { owed: number; currency: string }) {
  if (owed <= 0) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color="red"
      style={{ flexShrink: 0 }}
      styles={UNCLIPPED}
      title="Kept from your next payouts"
    >
      owed {formatPrice(owed, currency)}
    </Badge>
  );
}
