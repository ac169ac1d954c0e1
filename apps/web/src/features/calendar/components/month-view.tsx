import type { CalendarBlock, CalendarStay } from '@innkeep/contract/calendar';
import { monthOf, monthStart } from '@innkeep/contract/dashboard';
import { Button, Group, Text, Title } from '@mantine/core';
import { CalendarLegend } from './calendar-legend.tsx';
import { type GridDay, monthDays } from './month-days.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthList } from './month-list.tsx';
import { PeriodArrows } from './period-arrows.tsx';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

interface MonthViewProps {
  /** `YYYY-MM`. */
  month: string;
  today: string;
  stays: CalendarStay[];
  blocks: CalendarBlock[];
  /** The first night picked, while the host picks the last. */
  selecting: string | null;
  onMonth: (month: string) => void;
  onDay: (day: GridDay) => void;
  onBlock: (block: CalendarBlock) => void;
}

/** A month of one listing: its days with their stays and blocks, what the colours mean, and the month's list. */
export function MonthView({
  month,
  today,
  stays,
  blocks,
  selecting,
  onMonth,
  onDay,
  onBlock,
}: MonthViewProps) {
  const inMonth = (x: { start_date: string; end_date: string }) =>
    x.end_date > monthStart(month) && x.start_date < monthStart(month, 1);
  return (
    <>
      <Group justify="space-between" gap="xs">
        <PeriodArrows
          earlierLabel="Previous month"
          laterLabel="Next month"
          onEarlier={() => onMonth(monthOf(monthStart(month, -1)))}
          onLater={() => onMonth(monthOf(monthStart(month, 1)))}
        >
          <Title order={2} size="h3" miw={170} ta="center" aria-live="polite">
            {monthName(month)}
          </Title>
        </PeriodArrows>
        <Button variant="subtle" onClick={() => onMonth(monthOf(today))} disabled={month === monthOf(today)}>
          Today
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {selecting
          ? 'Now pick the last night to block (or the same day for one night).'
          : 'To block dates, pick the first night, then the last. Pick a blocked day to see or unblock it.'}
      </Text>
      <MonthGrid days={monthDays(month, stays, blocks)} today={today} selecting={selecting} onDay={onDay} />
      <CalendarLegend />
      <MonthList stays={stays.filter(inMonth)} blocks={blocks.filter(inMonth)} onBlock={onBlock} />
    </>
  );
}
