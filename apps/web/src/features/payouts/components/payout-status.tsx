import type { PayoutStatus } from '@innkeep/contract/payouts';
import { Badge } from '@mantine/core';

const COLOR: Record<PayoutStatus, string> = {
  scheduled: 'blue',
  paid: 'green',
  reversed: 'gray',
  held: 'orange',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLOR[status]}>
      {status}
    </Badge>
  );
}
