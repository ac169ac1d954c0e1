import { RESERVATION_STATUSES } from '@innkeep/contract/reservations';
import { Box, Group, Text } from '@mantine/core';
import { statusColor } from '../../../components/status-badge.tsx';

function Swatch({ color, filled, label }: { color: string; filled: boolean; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        w={14}
        h={14}
        bg={filled ? `var(--mantine-color-${color}-filled)` : `${color}.1`}
        bd={filled ? undefined : `1px solid var(--mantine-color-${color}-4)`}
        style={{ borderRadius: 3 }}
        aria-hidden
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** What the colours mean: every status (filled when it holds the dates), host blocks and channel blocks. */
export function CalendarLegend() {
  return (
    <Group gap="md" aria-label="Legend">
      {RESERVATION_STATUSES.map((s) => (
        <Swatch key={s.id} color={statusColor(s.id)} filled={s.holdsDates} label={s.name} />
      ))}
      <Swatch color="dark" filled label="Blocked by you" />
      <Swatch color="grape" filled label="Imported from a channel" />
    </Group>
  );
}
