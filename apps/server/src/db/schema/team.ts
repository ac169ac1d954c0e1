import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calendarBlocks } from './channels.ts';
import { createdAt, timestamps, updatedAt } from './columns.ts';
import { cascadingListingId } from './listings.ts';
import { cascadingReservationId } from './reservations.ts';
import { cascadingHostId, users } from './users.ts';

/**
 * The people a host works with (decision 0102): invited by e-mail with a role, `co-host` (reservations, inbox
 * and calendar of `listing_ids`) or `cleaner` (their own tasks). The invitation's token is stored hashed,
 * expires and is used once; accepting it sets `user_id`. One team per user: a user who accepted acts for
 * that host on every host route, within what the role allows (modules/team/team.access.ts).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    hostId: cascadingHostId().notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    listingIds: integer('listing_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_members_host_email_unique').on(t.hostId, sql`lower(${t.email})`),
    uniqueIndex('team_members_user_unique').on(t.userId),
    check('team_members_role_known', sql`${t.role} IN ('co-host', 'cleaner')`),
  ],
);

/**
 * Work on a listing (decision 0103). A `turnover` follows a stay that holds dates: due on its check-out day,
 * its window from check-out to the next check-in on the listing; moved or cancelled with the stay. The stay is
 * a reservation or one imported from a channel calendar (`calendar_block_id`, docs/requirements/host.md#R-H28).
 * The host adds other kinds by hand.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    hostId: cascadingHostId().notNull(),
    listingId: cascadingListingId().notNull(),
    reservationId: cascadingReservationId(),
    /** A channel stay's turnover; the link is let go (not the task) when the feed drops the stay. */
    calendarBlockId: integer('calendar_block_id').references(() => calendarBlocks.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    title: text('title'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Local times of the listing, `YYYY-MM-DDTHH:MM`; the end is null when no stay follows yet. */
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end'),
    nextGuests: integer('next_guests'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    needsPhoto: boolean('needs_photo').notNull().default(false),
    photoKey: text('photo_key'),
    checklist: jsonb('checklist').$type<{ label: string; done: boolean }[]>().notNull().default([]),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Whom, for which day, the task was last e-mailed to: another assignee or day is told again. */
    toldAssigneeId: integer('told_assignee_id'),
    toldDueDate: date('told_due_date', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tasks_turnover_unique').on(t.reservationId).where(sql`${t.kind} = 'turnover'`),
    uniqueIndex('tasks_channel_turnover_unique').on(t.calendarBlockId).where(sql`${t.kind} = 'turnover'`),
    index('tasks_host_due_idx').on(t.hostId, t.dueDate),
    index('tasks_assignee_due_idx').on(t.assigneeId, t.dueDate),
    // The task-mail job looks for what was told for today or tomorrow every round.
    index('tasks_told_due_idx').on(t.toldDueDate).where(sql`${t.toldDueDate} is not null`),
    check('tasks_status_known', sql`${t.status} IN ('open', 'done', 'cancelled')`),
    check('tasks_kind_known', sql`${t.kind} IN ('turnover', 'maintenance', 'inspection', 'other')`),
  ],
);

/** Per listing: who gets its new turnovers, and whether a photo is asked for when one is done. */
export const taskDefaults = pgTable('task_defaults', {
  listingId: cascadingListingId().primaryKey(),
  assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  needsPhoto: boolean('needs_photo').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The daily e-mail of tomorrow's tasks: one row per assignee and day, written before it is queued (once). */
export const taskDigests = pgTable(
  'task_digests',
  {
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.day] })],
);
