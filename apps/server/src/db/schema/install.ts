import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
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
