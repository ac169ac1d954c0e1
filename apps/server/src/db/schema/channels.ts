import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, daterange } from './columns.ts';
import { listings } from './listings.ts';

/** A channel's iCal feed that the host imports; polled by a background job. */
export const channelCalendars = pgTable(
  'channel_calendars',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('channel_calendars_listing_idx').on(t.listingId)],
);

/** Nights that cannot be booked: blocked by the host (no calendar) or imported from a channel calendar. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    channelCalendarId: integer('channel_calendar_id').references(() => channelCalendars.id, {
      onDelete: 'cascade',
    }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stay: daterange('stay').notNull().generatedAlwaysAs(sql`daterange(start_date, end_date, '[)')`),
    summary: text('summary'),
    uid: text('uid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_blocks_listing_idx').on(t.listingId, t.startDate),
    check('calendar_blocks_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
  ],
);
