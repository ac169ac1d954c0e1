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
