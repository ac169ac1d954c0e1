import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** `host_id` of a host's own setting or helper (templates, rules, team): deleted with the host's account. */
export const cascadingHostId = () => integer('host_id').references(() => users.id, { onDelete: 'cascade' });

/** A user's token, stored only as its SHA-256 hash, with its expiry. */
const userToken = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Opaque bearer tokens, stored only as a SHA-256 hash; valid on any server instance. */
export const sessions = pgTable(
  'sessions',
  {
    ...userToken(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).defaultNow().notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use reset tokens, hashed, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userToken(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A requested e-mail change, waiting for the link sent to the new address: single-use, hashed, expiring.
 * The account keeps its e-mail until the link is followed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    ...userToken(),
    newEmail: text('new_email').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
