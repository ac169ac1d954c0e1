import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, daterange } from './columns.ts';
import { cascadingListingId } from './listings.ts';

/** A channel's iCal feed that the host imports; polled by a background job. */
export const channelCalendars = pgTable(
  'channel_calendars',
  {
    id: serial('id').primaryKey(),
    listingId: cascadingListingId().notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Last poll, whatever its outcome. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Last poll whose events were applied (or that the channel answered 304 Not Modified). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Events in the last good snapshot (the blocks now held for this feed). */
    eventCount: integer('event_count').notNull().default(0),
    /** Failed polls since the last success; the feed is stale from 3 on. */
    failureCount: integer('failure_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** When the poll job next takes this feed; pushed forward as a lease while a poll runs. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    /** Validators of the last good body, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** The step a sync in flight has reached (fetching, reading, saving), for the channel screen; null when idle. */
    syncPhase: text('sync_phase'),
    /** Events the sync in flight is saving (known once the feed is read). */
    syncEvents: integer('sync_events'),
    /** When the sync in flight began: a phase older than the poll lease is a crashed sync, not shown. */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('channel_calendars_listing_idx').on(t.listingId),
    index('channel_calendars_due_idx').on(t.nextSyncAt),
  ],
);

/** Nights that cannot be booked: blocked by the host (no calendar) or imported from a channel calendar. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    listingId: cascadingListingId().notNull(),
    channelCalendarId: integer('channel_calendar_id').references(() => channelCalendars.id, {
      onDelete: 'cascade',
    }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stay: daterange('stay').notNull().generatedAlwaysAs(sql`daterange(start_date, end_date, '[)')`),
    summary: text('summary'),
    uid: text('uid'),
    /** When the host was e-mailed about this imported event overlapping a reservation (once per dates). */
    conflictNotifiedAt: timestamp('conflict_notified_at', { withTimezone: true }),
    /** The export's SEQUENCE: raised each time the channel moves this block's dates (RFC 5545 3.8.7.4). */
    sequence: integer('sequence').notNull().default(0),
    /** When the dates last changed: the export's DTSTAMP (the creation until then). */
    datesChangedAt: timestamp('dates_changed_at', { withTimezone: true }),
    /** An imported stay's guest as the host knows them (channels export no names); kept while its UID lasts. */
    guestName: text('guest_name'),
    /** The host's own note on an imported stay. */
    hostNote: text('host_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_blocks_listing_idx').on(t.listingId, t.startDate),
    // One row per channel event: the import is an idempotent diff by UID. Host blocks (no calendar) are
    // NULL here and never collide.
    unique('calendar_blocks_calendar_uid_unique').on(t.channelCalendarId, t.uid),
    check('calendar_blocks_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
  ],
);
