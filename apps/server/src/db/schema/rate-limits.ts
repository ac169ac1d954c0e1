import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits (sign-in, sign-up, password reset), kept in the database so
 * every server instance counts the same attempts. One row per key (e.g. `login:ip:1.2.3.4`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** When the row may be pruned: the end of its window. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
