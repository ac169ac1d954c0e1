import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { conversationMessages } from './conversations.ts';
import { cascadingReservationId } from './reservations.ts';
import { cascadingHostId } from './users.ts';

/** A host's reusable message with placeholders (decision 0042); the contract's TemplateInput checks it. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    hostId: cascadingHostId().notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('message_templates_host_idx').on(t.hostId),
    check('message_templates_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('message_templates_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * A template sent by itself at a moment of each paid stay of the host's listings (decision 0043). An empty
 * `listing_ids` is every listing of the host. `active_from` (creation, or turning it on again) is the
 * earliest due time it sends for: older moments are not caught up.
 */
export const automations = pgTable(
  'automations',
  {
    id: serial('id').primaryKey(),
    hostId: cascadingHostId().notNull(),
    // RESTRICT: a template in use is not deleted from under its automation (409).
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'restrict' }),
    trigger: text('trigger').notNull(),
    offsetHours: integer('offset_hours').notNull(),
    listingIds: integer('listing_ids').array().notNull().default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('automations_host_idx').on(t.hostId),
    check(
      'automations_trigger_known',
      sql`${t.trigger} in ('booking_confirmed', 'before_check_in', 'after_check_in', 'before_check_out', 'after_check_out')`,
    ),
    check('automations_offset_range', sql`${t.offsetHours} between 0 and 720`),
  ],
);

/**
 * One row per automation and reservation, written in the transaction that posts the message: the primary key
 * is the claim, so any number of instances send each automation once per stay (decision 0043).
 */
export const automationSends = pgTable(
  'automation_sends',
  {
    automationId: integer('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    reservationId: cascadingReservationId().notNull(),
    messageId: integer('message_id').references(() => conversationMessages.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Whether the door code and Wi-Fi were withheld (rendered before 48 hours ahead of check-in). */
    secretsWithheld: boolean('secrets_withheld').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.automationId, t.reservationId] }),
    index('automation_sends_reservation_idx').on(t.reservationId),
  ],
);
