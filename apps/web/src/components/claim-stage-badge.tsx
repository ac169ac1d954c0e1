import { CLAIM_STAGE_LABELS, type ClaimStage } from '@innkeep/contract/deposit-claims';
import { Badge, type BadgeProps } from '@mantine/core';

/** Blue waits on someone, orange asks a decision, teal is money taken, red a charge that failed, grey closed. */
const STAGE_COLOR: Record<ClaimStage, string> = {
  awaiting_answer: 'blue',
  objected: 'orange',
  rejected: 'gray',
  charging: 'blue',
  awaiting_bank: 'blue',
  charged: 'teal',
  failed: 'red',
  refunded: 'gray',
};

/** Where a deposit claim stands, in words and colour: the host's drawer and the admin's claims page. */
export function ClaimStageBadge({ stage, ...props }: { stage: ClaimStage } & BadgeProps) {
  return (
    <Badge color={STAGE_COLOR[stage]} variant="light" {...props}>
      {CLAIM_STAGE_LABELS[stage]}
    </Badge>
  );
}
