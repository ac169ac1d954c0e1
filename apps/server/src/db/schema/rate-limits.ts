import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the one rate limiter (modules/rate-limits, decision record 0005), kept in the database
 * so every server instance counts the same attempts. One row per key: fixed-window request counts
 * (`login:ip:1.2.3.4`, `inquiry:ip:…`), sliding counts of wrong passwords (`login-failures:<e-mail>`,
 * whose `window_start` is the latest miss) and the addresses an account signed in from
 * (`sign-in:<user id>:<ip>`, kept 180 days). Rows past `expires_at` are dead and pruned by a job.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** When the row may be pruned: the end of its window. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
