import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, daterange, money, timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { reservationStatuses } from './lookups.ts';
import { users } from './users.ts';

export const OPEN_INQUIRY_UNIQUE = 'reservations_open_inquiry_unique';

/**
 * `stay` is derived from the dates by the database. Date-holding statuses (3, 4, 6) of one listing can
 * never overlap: an exclusion constraint over (listing_id, stay) in migration 0002 guarantees it.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    // RESTRICT: reservations are financial history; a listing with any is soft-deleted (listings.deleted_at).
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    uniqueHash: text('unique_hash').notNull().unique(),
    statusId: integer('status_id')
      .notNull()
      .references(() => reservationStatuses.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stay: daterange('stay').notNull().generatedAlwaysAs(sql`daterange(start_date, end_date, '[)')`),
    guests: integer('guests').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    promotionalEmails: boolean('promotional_emails').notNull().default(false),
    /** The guest's message to the host with an inquiry: plain text, at most 2,000 characters. */
    message: text('message'),
    billingAddress: text('billing_address'),
    city: text('city'),
    country: text('country'),
    zipCode: text('zip_code'),
    /** Price snapshot at the time of the request, minor units of `currency`. */
    currency: text('currency').notNull(),
    baseRateMinor: money('base_rate_minor').notNull(),
    /** What the guest pays for the stay; the refundable damage deposit is never part of it. */
    totalPriceMinor: money('total_price_minor').notNull(),
    /**
     * The occupancy taxes in `total_price_minor` (decision 0048); their lines are in `price_breakdown.taxes`,
     * a snapshot: a later change of the listing's taxes does not touch a booked stay.
     */
    taxesMinor: money('taxes_minor').notNull().default(0),
    /** The damage deposit: up to this much may be charged for damage reported within 7 days of check-out. */
    depositMinor: money('deposit_minor').notNull().default(0),
    /** When the guest agreed at Pay to a deposit charge off-session (decision 0024), and the wording's version. */
    depositConsentAt: timestamp('deposit_consent_at', { withTimezone: true }),
    depositConsentVersion: text('deposit_consent_version'),
    /**
     * When the guest ticked "I accept the house rules … and the cancellation terms" next to Pay, and what they
     * read then (decision 0035); null when the client sent no acceptance (an original client, the staff form).
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    acceptedTerms: jsonb('accepted_terms').$type<Record<string, unknown>>(),
    /** Card payment attempts so far; each attempt's charge has its own idempotency key. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    priceBreakdown: jsonb('price_breakdown').$type<Record<string, unknown>>().notNull().default({}),
    /** inquiry | book_now | staff | seed */
    source: text('source').notNull().default('inquiry'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Book now: the client address that opened the hold; open holds are limited per address (decision 0025). */
    holdClientIp: text('hold_client_ip'),
    /** Book now: the card's fingerprint (the same card number whatever its PaymentMethod); holds are limited per card. */
    holdCardFingerprint: text('hold_card_fingerprint'),
    /** Book now: when the browser reported opening the bank's check; a hold never opened is released early. */
    authStartedAt: timestamp('auth_started_at', { withTimezone: true }),
    /** The listing's cancellation policy when the stay was asked for: a later change does not touch it. */
    cancellationPolicy: text('cancellation_policy').notNull().default('moderate'),
    ...timestamps(),
  },
  (t) => [
    index('reservations_listing_idx').on(t.listingId, t.startDate),
    index('reservations_status_idx').on(t.statusId),
    index('reservations_hold_idx').on(t.holdExpiresAt).where(sql`${t.statusId} in (3, 4)`),
    // Open Book now holds per address and per e-mail are counted at every Book now (decision 0025).
    index('reservations_open_hold_ip_idx').on(t.holdClientIp).where(sql`${t.statusId} = 4`),
    index('reservations_open_hold_card_idx').on(t.holdCardFingerprint).where(sql`${t.statusId} = 4`),
    // "Find my booking" looks a guest's stays up by address, whatever its case.
    index('reservations_email_idx').on(sql`lower(${t.emailAddress})`),
    index('reservations_open_hold_email_idx').on(sql`lower(${t.emailAddress})`).where(sql`${t.statusId} = 4`),
    // One open inquiry (status 1) per e-mail, listing and dates: a resent or double-clicked form cannot
    // store and e-mail the host twice, however many copies arrive at once.
    uniqueIndex(OPEN_INQUIRY_UNIQUE)
      .on(t.listingId, sql`lower(${t.emailAddress})`, t.startDate, t.endDate)
      .where(sql`${t.statusId} = 1`),
    check('reservations_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check('reservations_guests_positive', sql`${t.guests} > 0`),
    check('reservations_total_nonnegative', sql`${t.totalPriceMinor} >= 0`),
    check('reservations_deposit_nonnegative', sql`${t.depositMinor} >= 0`),
    check(
      'reservations_cancellation_policy_known',
      sql`${t.cancellationPolicy} IN ('flexible', 'moderate', 'strict')`,
    ),
  ],
);

/** `reservation_id` of a row that is part of its reservation (its thread, review, task): deleted with it. */
export const cascadingReservationId = () =>
  integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' });

/** `reservation_id` of a record the books keep (payments, payouts, disputes, events): RESTRICT, never cascaded. */
export const restrictingReservationId = () =>
  integer('reservation_id').references(() => reservations.id, { onDelete: 'restrict' });

/**
 * Every status change of a reservation: who (`actor`: guest, host, system, provider; `actor_user_id`
 * for a signed-in user), from and to which status, why, and any amount refunded with it.
 */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: restrictingReservationId().notNull(),
    fromStatusId: integer('from_status_id').references(() => reservationStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => reservationStatuses.id),
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    refundedMinor: money('refunded_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_events_reservation_idx').on(t.reservationId, t.createdAt),
    check('reservation_events_actor', sql`${t.actor} in ('guest', 'host', 'system', 'provider')`),
  ],
);
