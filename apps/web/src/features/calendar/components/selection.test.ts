import type { GridListing } from '@innkeep/contract/calendar';
import { describe, expect, it } from 'vitest';
import { keyOf, rectangle, toSelections } from './selection.ts';

const row = (id: number): GridListing => ({
  id,
  name: `L${id}`,
  draft: false,
  time_zone: 'UTC',
  weekend_price: null,
  currency: 'EUR',
  currency_symbol: '€',
  nights: ['01', '02', '03', '04'].map((d) => ({
    date: `2099-06-${d}`,
    price: 90,
    minimum_nights: null,
    source: 'base' as const,
  })),
  stays: [],
  blocks: [],
});

describe('multi-calendar selection (docs/requirements/host.md#R-H17)', () => {
  it('a drag or shift-click from one row to another takes the free nights of every row between', () => {
    const rows = [row(1), row(2), row(3)];
    const free = (l: GridListing, date: string) => !(l.id === 2 && date === '2099-06-03');
    expect(
      rectangle(rows, { listingId: 3, date: '2099-06-03' }, { listingId: 1, date: '2099-06-02' }, free),
    ).toEqual(['1:2099-06-02', '1:2099-06-03', '2:2099-06-02', '3:2099-06-02', '3:2099-06-03']);
  });

  it('becomes one range per run of nights, listing by listing', () => {
    const sel = new Set([
      keyOf(2, '2099-06-04'),
      keyOf(2, '2099-06-01'),
      keyOf(2, '2099-06-02'),
      keyOf(1, '2099-06-03'),
    ]);
    expect(toSelections(sel)).toEqual([
      { listing_id: 1, start_date: '2099-06-03', end_date: '2099-06-04' },
      { listing_id: 2, start_date: '2099-06-01', end_date: '2099-06-03' },
      { listing_id: 2, start_date: '2099-06-04', end_date: '2099-06-05' },
    ]);
  });
});
