import type { CalendarBlock, CalendarStay, GridListing } from '@innkeep/contract/calendar';
import { describe, expect, it } from 'vitest';
import { channelBarText, rowCells } from './row-cells.ts';

const night = (date: string) => ({ date, price: 100, minimum_nights: null, source: 'base' as const });
const stay = (status: number): CalendarStay => ({
  id: 1,
  start_date: '2027-03-11',
  end_date: '2027-03-14',
  status: { id: status, name: 'Paid', color: 'green' },
  guest_name: 'Marta Quintela',
  guests: 2,
});
const imported = (guest_name: string | null): CalendarBlock => ({
  id: 7,
  start_date: '2027-03-10',
  end_date: '2027-03-12',
  note: 'Reserved',
  source: 'channel',
  channel_name: 'Airbnb',
  guest_name,
});
const listing = (stays: CalendarStay[], blocks: CalendarBlock[]): GridListing => ({
  id: 1,
  name: 'Loft',
  draft: false,
  time_zone: 'UTC',
  weekend_price: null,
  currency: 'EUR',
  currency_symbol: '€',
  nights: ['09', '10', '11', '12', '13', '14'].map((d) => night(`2027-03-${d}`)),
  stays,
  blocks,
});
const items = (l: GridListing) =>
  rowCells(l).flatMap((c) =>
    c.kind === 'item'
      ? [[c.item.kind, c.first, c.last, c.clash]]
      : c.kind === 'double'
        ? [['double', c.first, c.last, c.items.map((i) => i.kind).join('+')]]
        : [],
  );

describe('the multi-calendar row', () => {
  it('marks the nights sold twice apart, and both sides of a channel stay over a date-holding stay', () => {
    expect(items(listing([stay(6)], [imported(null)]))).toEqual([
      ['block', '2027-03-10', '2027-03-10', 'Marta Quintela'],
      ['double', '2027-03-11', '2027-03-11', 'stay+block'],
      ['stay', '2027-03-12', '2027-03-13', 'Airbnb'],
    ]);
  });

  it('two channels selling the same nights are a double booking; a host block under a channel stay is not', () => {
    const booking: CalendarBlock = {
      ...imported(null),
      id: 8,
      channel_name: 'Booking.com',
      start_date: '2027-03-11',
      end_date: '2027-03-13',
    };
    expect(items(listing([], [imported(null), booking]))).toEqual([
      ['block', '2027-03-10', '2027-03-10', 'Booking.com'],
      ['double', '2027-03-11', '2027-03-11', 'block+block'],
      ['block', '2027-03-12', '2027-03-12', 'Airbnb'],
    ]);
    const mine: CalendarBlock = {
      ...imported(null),
      id: 9,
      source: 'host',
      channel_name: null,
      start_date: '2027-03-09',
      end_date: '2027-03-12',
    };
    expect(items(listing([], [imported(null), mine]))).toEqual([
      ['block', '2027-03-09', '2027-03-09', null],
      ['block', '2027-03-10', '2027-03-11', null],
    ]);
  });

  it('marks nothing when the stay holds no dates (cancelled)', () => {
    expect(items(listing([stay(5)], [imported(null)]))).toEqual([
      ['block', '2027-03-10', '2027-03-11', null],
    ]);
  });

  it('a channel bar names the guest the host added, else the channel’s summary', () => {
    expect(channelBarText(imported(null))).toBe('Airbnb: Reserved');
    expect(channelBarText(imported('Jonas Berg'))).toBe('Airbnb: Jonas Berg');
  });
});
