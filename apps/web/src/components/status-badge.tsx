import { statusOf } from '@innkeep/contract/reservations';
import { Badge, type BadgeProps } from '@mantine/core';

/** The status colour names (docs/requirements/wire.md#R-W8) as Mantine colours (Mantine spells grey `gray`). */
const MANTINE_COLOR: Record<string, string> = { grey: 'gray' };

export function statusColor(statusId: number): string {
  const color = statusOf(statusId)?.color ?? 'grey';
  return MANTINE_COLOR[color] ?? color;
}

/**
 * A label on as many lines as its column leaves it, never cut: Mantine's one-line label shrinks to an ellipsis,
 * and a table's column squeezed "Approved, awaiting payment" to "APPROVED, AWAITING PAY…" even at 1280 px.
 */
const WRAPPING_BADGE = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

/** A reservation's status as a coloured badge (1 orange, 2 red, 3 blue, 4 pink, 5 grey, 6 green: docs/requirements/wire.md#R-W8). */
export function StatusBadge({ status, ...props }: { status: { id: number; name: string } } & BadgeProps) {
  return (
    <Badge color={statusColor(status.id)} variant="light" styles={WRAPPING_BADGE} {...props}>
      {status.name}
    </Badge>
  );
}
