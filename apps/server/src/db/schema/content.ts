import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import type { ImageVariant } from './listings.ts';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    /** Storage key of the image. */
    image: text('image'),
    /** Resized WebP copies of a picture (none for a PDF, or for a row stored before they existed). */
    imageVariants: jsonb('image_variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blockedEmails = pgTable(
  'blocked_emails',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blocked_emails_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Newsletter sign-ups, double opt-in: a row is pending until its confirmation link is followed
 * (confirmed_at), and unsubscribed once unsubscribed_at is set. Only confirmed, not unsubscribed rows
 * receive the newsletter.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** sha256 of the token in the latest confirmation link; the link itself is only in the e-mail. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * An unguessable id (256 random bits) in every newsletter mail's unsubscribe link. Kept in clear, not
     * hashed, because the newsletter sender must write it into each mail; it only allows unsubscribing.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('subscribers_confirmation_token_unique').on(t.confirmationTokenHash),
    uniqueIndex('subscribers_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);
