import { statusOf } from '@innkeep/contract/reservations';
import { Badge, type BadgeProps } from '@mantine/core';

/** The status colour names (docs/requirements/wire.md#R-W8) as Mantine colours (Mantine spells grey `gray`). */
const MANTINE_COLOR: Record<string, string> = { grey: 'gray' };

export function statusColor(statusId: number): string {
  const color = statusOf(statusId)?.color ?? 'grey';
  return MANTINE_COLOR[color] ?? color;
}

/** A reservation's status as a coloured badge (1 orange, 2 red, 3 blue, 4 pink, 5 grey, 6 green: docs/requirements/wire.md#R-W8). */
export function StatusBadge({ status, ...props }: { status: { id: number; name: string } } & BadgeProps) {
  return (
    <Badge color={statusColor(status.id)} variant="light" {...props}>
      {status.name}
    </Badge>
  );
}
