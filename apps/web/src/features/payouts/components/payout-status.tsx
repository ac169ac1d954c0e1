import { formatPrice } from '@innkeep/contract/money';
import type { PayoutStatus } from '@innkeep/contract/payouts';
import { Badge } from '@mantine/core';

const COLOR: Record<PayoutStatus, string> = {
  scheduled: 'blue',
  paid: 'green',
  reversed: 'gray',
  held: 'orange',
  failed: 'red',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    // Never squeezed by the line beside it on a phone: the status is the point of the line.
    <Badge size="sm" variant="light" color={COLOR[status]} style={{ flexShrink: 0 }}>
      {status}
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
      title="Kept from your next payouts"
    >
      owed {formatPrice(owed, currency)}
    </Badge>
  );
}
