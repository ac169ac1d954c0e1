import { addDays, formatDate } from '@innkeep/contract/dates';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { VIEWS, type View } from './grid-period.ts';
import { PeriodArrows } from './period-arrows.tsx';

interface GridPeriodBarProps {
  view: View;
  from: string;
  /** The morning after the last night shown. */
  to: string;
  today: string;
  phone: boolean;
  /** Show the nights from this date, or in this view. */
  onGo: (next: { from: string } | { view: string }) => void;
}

/** The nights the multi-calendar shows: earlier and later, back to today, and a week, two or a month. */
export function GridPeriodBar({ view, from, to, today, phone, onGo }: GridPeriodBarProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        {/* "Today" may wrap below the arrows on a phone. */}
        <PeriodArrows
          earlierLabel="Earlier"
          laterLabel="Later"
          onEarlier={() => onGo({ from: addDays(from, -VIEWS[view]) })}
          onLater={() => onGo({ from: addDays(from, VIEWS[view]) })}
        >
          <Text fw={600} miw={phone ? 0 : 180} size={phone ? 'sm' : undefined} ta="center" aria-live="polite">
            {formatDate(from)} – {formatDate(addDays(to, -1))}
          </Text>
        </PeriodArrows>
        <Button variant="subtle" onClick={() => onGo({ from: today })} disabled={from === today}>
          Today
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Days shown"
        value={view}
        onChange={(v) => onGo({ view: v })}
        data={[
          { value: 'week', label: 'Week' },
          { value: '2weeks', label: '2 weeks' },
          { value: 'month', label: 'Month' },
        ]}
      />
    </Group>
  );
}
