import type { FeedStatus } from '@innkeep/contract/channels';
import { STALE_AFTER_FAILURES, STALE_AFTER_HOURS } from '@innkeep/contract/channels';
import { Badge, Tooltip } from '@mantine/core';

const LOOK: Record<FeedStatus, { color: string; label: string; hint: string }> = {
  ok: { color: 'teal', label: 'Up to date', hint: 'Synced recently' },
  pending: { color: 'gray', label: 'Not synced yet', hint: 'Waiting for the first good sync' },
  stale: {
    color: 'red',
    label: 'Stale',
    hint: `${STALE_AFTER_FAILURES} failed syncs in a row or no good sync for ${STALE_AFTER_HOURS} hours: the nights it blocks may be out of date`,
  },
};

export function FeedStatusBadge({ status }: { status: FeedStatus }) {
  const look = LOOK[status];
  return (
    <Tooltip label={look.hint} multiline w={260}>
      <Badge color={look.color} variant="light">
        {look.label}
      </Badge>
    </Tooltip>
  );
}
