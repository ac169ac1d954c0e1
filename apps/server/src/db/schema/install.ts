import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * This installation's identity: one row, created by the migration with a random id. Every idempotency key
 * sent to the card provider starts with it, so two installs (a restore next to the original, a second
 * deployment on the same Stripe account) never replay each other's answers.
 */
export const install = pgTable(
  'install',
  {
    /** Always 1: the table holds one row. */
    id: integer('id').primaryKey().default(1),
    installId: uuid('install_id').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [check('install_single_row', sql`${t.id} = 1`)],
);

/**
 * The server processes serving this install, each with its heartbeat: a row is written at start and its
 * `heartbeat_at` moved forward every few seconds while the process lives. A row whose heartbeat stopped is a
 * dead instance: the idempotency keys it held are released at once (decision 0076).
 */
export const instances = pgTable('instances', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Host name and process id, for the operator reading the table. */
  label: text('label').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).defaultNow().notNull(),
  /** How often this instance beats: it is dead once four beats are missed, whatever the others' setting. */
  heartbeatMs: integer('heartbeat_ms').notNull(),
});
