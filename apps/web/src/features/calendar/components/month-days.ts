import type { CalendarBlock, CalendarStay } from '@innkeep/contract/calendar';
import { monthStart } from '@innkeep/contract/dashboard';
import { addDays } from '@innkeep/contract/dates';

/** What covers one night in the grid. */
export type NightItem = { kind: 'stay'; stay: CalendarStay } | { kind: 'block'; block: CalendarBlock };

export interface GridDay {
  date: string;
  inMonth: boolean;
  items: NightItem[];
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The grid's first day (the Monday on or before the 1st) and the day after its last (after a Sunday). */
export function gridRange(month: string): { from: string; to: string } {
  const first = monthStart(month);
  const next = monthStart(month, 1);
  const from = addDays(first, -weekdayIndex(first));
  const lastWeekday = weekdayIndex(addDays(next, -1));
  return { from, to: addDays(next, 6 - lastWeekday) };
}

/** Every day of the grid with the stays and blocks whose nights cover it (`[start, end)`). */
export function monthDays(
  month: string,
  stays: readonly CalendarStay[],
  blocks: readonly CalendarBlock[],
): GridDay[] {
  const { from, to } = gridRange(month);
  const days: GridDay[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const covers = (r: { start_date: string; end_date: string }) => r.start_date <= date && date < r.end_date;
    days.push({
      date,
      inMonth: date.startsWith(month),
      items: [
        ...blocks.filter(covers).map((block) => ({ kind: 'block' as const, block })),
        ...stays.filter(covers).map((stay) => ({ kind: 'stay' as const, stay })),
      ],
    });
  }
  return days;
}

/** True when nothing that holds the night covers it: no block and no date-holding stay. */
export function isFree(day: GridDay, holds: (statusId: number) => boolean): boolean {
  return day.items.every((item) => item.kind === 'stay' && !holds(item.stay.status.id));
}

/**
 * True when a channel's imported event and a date-holding stay here both cover the night: both sites sold
 * it (a conflict of the channel manager), so the grid marks it.
 */
export function isDoubleBooked(day: GridDay, holds: (statusId: number) => boolean): boolean {
  return (
    day.items.some((item) => item.kind === 'block' && item.block.source === 'channel') &&
    day.items.some((item) => item.kind === 'stay' && holds(item.stay.status.id))
  );
}
