import type { CalendarBlock, CalendarStay } from '@innkeep/contract/calendar';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { gridRange, isDoubleBooked, isFree, monthDays } from './month-days.ts';

const stay = (id: number, start_date: string, end_date: string, statusId: number): CalendarStay => ({
  id,
  start_date,
  end_date,
  status: { id: statusId, name: 'x', color: 'green' },
  guest_name: 'Ana Lima',
  guests: 2,
});
const block = (id: number, start_date: string, end_date: string): CalendarBlock => ({
  id,
  start_date,
  end_date,
  note: null,
  source: 'host',
  channel_name: null,
  guest_name: null,
});
const holds = (id: number) => DATE_HOLDING_STATUSES.includes(id);

describe('the month grid', () => {
  it('runs from the Monday on or before the 1st to the Sunday after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(gridRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-07' });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(gridRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });

  it('puts each stay and block on its nights only, the check-out day free', () => {
    const days = monthDays(
      '2027-02',
      [stay(1, '2027-02-03', '2027-02-05', 6)],
      [block(2, '2027-02-05', '2027-02-06')],
    );
    expect(days).toHaveLength(28);
    const on = (date: string) => days.find((d) => d.date === date)!;
    expect(on('2027-02-02').items).toEqual([]);
    expect(on('2027-02-03').items.map((i) => i.kind)).toEqual(['stay']);
    expect(on('2027-02-04').items.map((i) => i.kind)).toEqual(['stay']);
    expect(on('2027-02-05').items.map((i) => i.kind)).toEqual(['block']);
    expect(on('2027-02-06').items).toEqual([]);
    expect(isFree(on('2027-02-04'), holds)).toBe(false);
    expect(isFree(on('2027-02-05'), holds)).toBe(false);
    expect(isFree(on('2027-02-06'), holds)).toBe(true);
  });

  it('counts a night under an inquiry or a cancelled stay as free to block', () => {
    const [day] = monthDays(
      '2027-02',
      [stay(1, '2027-02-01', '2027-02-02', 1), stay(2, '2027-02-01', '2027-02-02', 5)],
      [],
    );
    expect(day!.items).toHaveLength(2);
    expect(isFree(day!, holds)).toBe(true);
  });
});

describe('double-booked nights', () => {
  it('are the nights where a channel’s event and a date-holding stay here meet', () => {
    const imported: CalendarBlock = {
      ...block(1, '2026-11-10', '2026-11-12'),
      source: 'channel',
      channel_name: 'Airbnb',
    };
    const days = monthDays(
      '2026-11',
      [stay(1, '2026-11-11', '2026-11-14', 6), stay(2, '2026-11-09', '2026-11-11', 1)],
      [imported, block(2, '2026-11-13', '2026-11-14')],
    );
    const marked = days.filter((d) => isDoubleBooked(d, holds)).map((d) => d.date);
    // The 10th meets only an inquiry (no hold); the 13th only the host's own block.
    expect(marked).toEqual(['2026-11-11']);
  });
});
