import type { CalendarBlock, CalendarStay } from '@innkeep/contract/calendar';
import { formatStayRange, STAY_RANGE_LABEL } from '@innkeep/contract/dates';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { holds } from './month-grid.tsx';

interface MonthListProps {
  stays: readonly CalendarStay[];
  blocks: readonly CalendarBlock[];
  onBlock: (block: CalendarBlock) => void;
}

function Lines({ title, detail }: { title: string; detail: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate="end">
        {title}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {detail}
      </Text>
    </div>
  );
}

/** A channel's event over a date-holding stay here: both sites sold those nights. */
const clashes = (b: CalendarBlock, stays: readonly CalendarStay[]) =>
  b.source === 'channel' &&
  stays.some((s) => holds(s.status.id) && s.start_date < b.end_date && b.start_date < s.end_date);

/** The month's stays and blocks as a list: what the grid's coloured bars stand for, readable on a phone. */
export function MonthList({ stays, blocks, onBlock }: MonthListProps) {
  if (stays.length === 0 && blocks.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No stays or blocked dates this month.
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4">
        This month
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Dates: {STAY_RANGE_LABEL.toLowerCase()} (the last date is the day it is free again)
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {blocks.map((b) => (
          <li key={`b${b.id}`}>
            <UnstyledButton onClick={() => onBlock(b)} w="100%">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Lines
                  title={b.note ?? (b.source === 'host' ? 'Blocked' : 'Imported')}
                  detail={formatStayRange(b.start_date, b.end_date)}
                />
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {clashes(b, stays) ? (
                    <Badge color="red" variant="outline">
                      Double booked
                    </Badge>
                  ) : null}
                  <Badge color={b.source === 'host' ? 'dark' : 'grape'} variant="filled">
                    {b.source === 'host' ? 'Blocked' : b.channel_name}
                  </Badge>
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        ))}
        {stays.map((s) => (
          <Group key={`s${s.id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Lines title={s.guest_name} detail={formatStayRange(s.start_date, s.end_date)} />
            <StatusBadge status={s.status} style={{ flexShrink: 0 }} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
