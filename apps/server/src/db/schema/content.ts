import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { cascadingListingId, type ImageVariant } from './listings.ts';
import { cascadingReservationId } from './reservations.ts';
import { users } from './users.ts';

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
    ...timestamps(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);

/**
 * The site's reviews (the home page carousel, written by the admin) and, in the same table, verified stay
 * reviews (decision 0044): those have a reservation (one review per stay), its listing and a 1–5 rating.
 * A hidden review (hidden_at) is kept for the admin but shown nowhere and not counted in the listing's average.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    message: text('message').notNull(),
    listingId: cascadingListingId(),
    reservationId: cascadingReservationId(),
    rating: smallint('rating'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The platform's note shown with the review on the stay page (a stay review's words are never rewritten). */
    adminNote: text('admin_note'),
    adminNoteAt: timestamp('admin_note_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_reservation_unique').on(t.reservationId),
    index('reviews_listing_idx').on(t.listingId, t.createdAt),
    check(
      'reviews_stay_complete',
      sql`(${t.reservationId} IS NULL AND ${t.listingId} IS NULL AND ${t.rating} IS NULL) OR (${t.reservationId} IS NOT NULL AND ${t.listingId} IS NOT NULL AND ${t.rating} BETWEEN 1 AND 5)`,
    ),
    check('reviews_message_length', sql`char_length(${t.message}) <= 5000`),
    check('reviews_admin_note_length', sql`char_length(${t.adminNote}) <= 1000`),
  ],
);

/**
 * Every change an admin makes to a review (hide, show, note, a site review's edit): who, when, what it was
 * before and after. Kept for as long as the review; the admin's row may go (the e-mail stays).
 */
export const reviewChanges = pgTable(
  'review_changes',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** hidden | shown | note | edited */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('review_changes_review_idx').on(t.reviewId, t.createdAt)],
);

export const blockedEmails = pgTable(
  'blocked_emails',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('blocked_emails_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  ...timestamps(),
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('subscribers_confirmation_token_unique').on(t.confirmationTokenHash),
    uniqueIndex('subscribers_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);
