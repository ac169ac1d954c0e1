import { z } from 'zod';
import { IsoDate, idOf, nightRange, requiredDate, text } from './common.ts';
import { addDays } from './dates.ts';
import { StatusWire } from './reservations.ts';

export const calendarMessages = {
  listingRequired: 'Choose one of your listings',
  startRequired: 'Choose the first night to block',
  endRequired: 'Choose the day after the last night to block',
  endAfterStart: 'The block must end after it starts',
  startInPast: 'Blocked dates cannot start in the past',
  tooLong: `Block at most ${366} nights at a time`,
  rangeTooLong: 'Ask for at most 400 days at a time',
  noteTooLong: 'Keep the note under 200 characters',
  overReservation: (guest: string, start: string, end: string) =>
    `These dates overlap ${guest}'s reservation (${start} to ${end}); cancel or move it first`,
  overBlock: 'Some of these dates are already blocked',
  notFound: 'Block not found',
  channelBlock: (channel: string) =>
    `These dates were imported from ${channel}; unblock them in that channel's calendar`,
  blocked: 'Dates blocked',
  unblocked: 'Dates unblocked',
} as const;

export const MAX_BLOCK_NIGHTS = 366;
export const MAX_CALENDAR_DAYS = 400;
export const MAX_NOTE_LENGTH = 200;

const ListingId = idOf(calendarMessages.listingRequired);

/** `GET /api/calendar`: one listing's stays and blocks touching [from, to); the first listing when none is named. */
export const CalendarQuery = nightRange(
  z.object({
    listing_id: z.preprocess((v) => (v === '' ? undefined : v), ListingId.optional()),
    from: IsoDate,
    to: IsoDate,
  }),
  { start: 'from', end: 'to', max: MAX_CALENDAR_DAYS },
  { endAfterStart: calendarMessages.endAfterStart, tooLong: calendarMessages.rangeTooLong },
);
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/** `POST /api/calendar/blocks`: nights [start_date, end_date), like a stay; the check-out day stays free. */
export const BlockInput = nightRange(
  z.object({
    listing_id: ListingId,
    start_date: requiredDate(calendarMessages.startRequired),
    end_date: requiredDate(calendarMessages.endRequired),
    note: z.preprocess(
      (v) => (v === null ? undefined : v),
      text().trim().max(MAX_NOTE_LENGTH, calendarMessages.noteTooLong).optional(),
    ),
  }),
  { start: 'start_date', end: 'end_date', max: MAX_BLOCK_NIGHTS },
  calendarMessages,
);
export type BlockInput = z.input<typeof BlockInput>;
export type BlockData = z.output<typeof BlockInput>;

export const CalendarStay = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: StatusWire,
  guest_name: z.string(),
  guests: z.number(),
});
export type CalendarStay = z.infer<typeof CalendarStay>;

export const CalendarBlock = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  note: z.string().nullable(),
  /** `host`: blocked here, can be unblocked here. `channel`: imported from a channel's calendar. */
  source: z.enum(['host', 'channel']),
  channel_name: z.string().nullable(),
  /** An imported stay's guest, as the host named them on the reservations page; null for host blocks. */
  guest_name: z.string().nullable(),
});
export type CalendarBlock = z.infer<typeof CalendarBlock>;

export const CalendarListing = z.object({
  id: z.number(),
  name: z.string(),
  draft: z.boolean(),
  /** The listing's IANA zone: its date decides which nights are past (decision 0115). */
  time_zone: z.string(),
});

export const Calendar = z.object({
  /** The host's listings, for the picker. */
  listings: z.array(CalendarListing),
  /** The listing shown; null when the host has none. */
  listing_id: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  stays: z.array(CalendarStay),
  blocks: z.array(CalendarBlock),
});
export type Calendar = z.infer<typeof Calendar>;
export const CalendarReply = z.object({ data: Calendar });
export const BlockReply = z.object({ message: z.string(), data: CalendarBlock });

/** The nights a range covers, `[start, end)`, as `YYYY-MM-DD`. */
export function nightsOf(start: string, end: string): string[] {
  const nights: string[] = [];
  for (let night = start; night < end; night = addDays(night, 1)) nights.push(night);
  return nights;
}

// ---- the multi-calendar (docs/requirements/host.md#R-H11, decision 0047) ----------------------------------

/** The most days `GET /api/calendar/grid` answers at once: a month and a little, both sides of it. */
export const MAX_GRID_DAYS = 62;

/** `GET /api/calendar/grid`: all my listings over [from, to), a night per column. */
export const CalendarGridQuery = nightRange(
  z.object({ from: IsoDate, to: IsoDate }),
  { start: 'from', end: 'to', max: MAX_GRID_DAYS },
  {
    endAfterStart: calendarMessages.endAfterStart,
    tooLong: `Ask for at most ${MAX_GRID_DAYS} days at a time`,
  },
);
export type CalendarGridQuery = z.infer<typeof CalendarGridQuery>;

export const GridNight = z.object({
  date: z.string(),
  /** Major units of the listing's currency. */
  price: z.number(),
  minimum_nights: z.number().nullable(),
  source: z.enum(['base', 'weekend', 'season', 'override']),
});
export type GridNight = z.infer<typeof GridNight>;

export const GridListing = CalendarListing.extend({
  /** Friday and Saturday nights' price (major units), or null. */
  weekend_price: z.number().nullable(),
  currency: z.string(),
  currency_symbol: z.string(),
  /** One per night of [from, to). */
  nights: z.array(GridNight),
  stays: z.array(CalendarStay),
  blocks: z.array(CalendarBlock),
});
export type GridListing = z.infer<typeof GridListing>;

export const CalendarGrid = z.object({
  from: z.string(),
  to: z.string(),
  listings: z.array(GridListing),
});
export type CalendarGrid = z.infer<typeof CalendarGrid>;
export const CalendarGridReply = z.object({ data: CalendarGrid });
