import type { PayoutRoute } from '@innkeep/contract/payout-routes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestamps } from './columns.ts';
import { restrictingReservationId } from './reservations.ts';
import { users } from './users.ts';

/** Card-payment accounts of hosts (Stripe Connect Express, or the simulator's), kept in step by `account.updated`. */
export const paymentAccounts = pgTable('payment_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'restrict' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull().unique(),
  /** The account can take charges (`verified` on the wire). */
  verified: boolean('verified').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** The `transfers` capability is active: the host's share can be sent (separate charges and transfers). */
  transfersEnabled: boolean('transfers_enabled').notNull().default(false),
  /** Stripe's `requirements.currently_due`. */
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  /** The account's country (fixed by Stripe at creation) and service agreement: how it can be paid (decision 0049). */
  country: text('country'),
  serviceAgreement: text('service_agreement').$type<'full' | 'recipient'>().notNull().default('full'),
  /** How the host is paid from this platform, decided when the account is made or refreshed; null: not yet known. */
  payoutRoute: text('payout_route').$type<PayoutRoute>(),
  ...timestamps(),
});

export const PAYMENT_STATUSES = [
  /** Written before the provider is called; the idempotency key makes the call safe to repeat. */
  'created',
  'requires_action',
  'processing',
  /** An authorisation held (the damage deposit), not yet captured or released. */
  'requires_capture',
  'succeeded',
  'failed',
  /** Cancelled before capture: an authorisation released, or an abandoned authentication. */
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One PaymentIntent. The row is written first (status `created`, with its idempotency key, amount, fee and
 * destination) and only then is the provider called, outside any transaction; the reply or a webhook fills
 * in `provider_payment_id` and the status. `kind` is `stay` (the price of the stay), `deposit_claim` (a
 * host's damage claim, charged off-session on the card saved at Pay, decision 0024) or `deposit` (the
 * authorisation held at booking before decision 0024; no new ones are made).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservationId: restrictingReservationId().notNull(),
    kind: text('kind').notNull().default('stay'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The PaymentMethod charged (`pm_…`); needed to repeat the same call during reconciliation. */
    paymentMethodId: text('payment_method_id').notNull(),
    /** The provider's Customer the card is saved to (stay: filled from the intent; claim: charged off-session). */
    customerId: text('customer_id'),
    /** `off_session`: the stay's charge saves the card for a later deposit claim, with the guest's consent. */
    setupFutureUsage: text('setup_future_usage'),
    /** A deposit claim's reason, as the host wrote it for the guest. */
    reason: text('reason'),
    amountMinor: money('amount_minor').notNull(),
    /** The platform's fee, kept from the destination charge. */
    feeMinor: money('fee_minor').notNull().default(0),
    /** The occupancy taxes in a stay's charge (decision 0048): no platform fee is taken on them. */
    taxesMinor: money('taxes_minor').notNull().default(0),
    /** Captured from a held authorisation (deposit claims), minor units. */
    capturedMinor: money('captured_minor').notNull().default(0),
    refundedMinor: money('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** The host's connected account the charge goes to, or null for a platform charge. */
    destinationAccountId: text('destination_account_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    failureMessage: text('failure_message'),
    ...timestamps(),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'requires_action', 'processing')`),
    check('payments_status', sql.raw(`status in (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('payments_kind', sql`${t.kind} in ('stay', 'deposit', 'deposit_claim')`),
    check('payments_amount_nonnegative', sql`${t.amountMinor} >= 0 and ${t.feeMinor} >= 0`),
    check('payments_refund_bounded', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`),
  ],
);

/** `payment_id` of what a payment's money became (refunds, payouts, disputes, claims): RESTRICT, never cascaded. */
export const restrictingPaymentId = () =>
  integer('payment_id').references(() => payments.id, { onDelete: 'restrict' });

/** A refund of a payment, written before the provider is called, like a payment. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: restrictingPaymentId().notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountMinor: money('amount_minor').notNull(),
    /** The occupancy taxes in this refund (the quote's tax lines; else the charge's share), for the fee. */
    taxesMinor: money('taxes_minor').notNull().default(0),
    reason: text('reason'),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    /** Stripe's `failure_reason` when the refund failed (or was canceled) at the provider. */
    failureReason: text('failure_reason'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * Provider webhook events. Events arrive at least once and out of order: the webhook only verifies and
 * records one (the unique event id makes a second delivery a no-op) and the payment-events job applies it
 * later, outside the request, setting `processed_at` (decision 0022).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull().unique(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** `platform` or `connect`: which webhook endpoint (and signing secret) it came through. */
    endpoint: text('endpoint').notNull().default('platform'),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
    /** Null until the job applied it. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The job's lease: a row claimed by one instance is skipped by the others until this passes. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (t) => [index('payment_events_pending_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/**
 * Client retries (`Idempotency-Key` header): the first request's answer, replayed to any repeat of the
 * same request. `response_status` is null while the first request is still being processed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who may replay it: the route, plus the signed-in user's id or `guest`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The instance running the first request (`instances.id`): its stopped heartbeat releases the key. */
    instanceId: uuid('instance_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The Stripe fake's objects (adapters/payments/stripe-fake), one row each as Stripe's JSON: the embedded
 * stand-in for Stripe keeps them in the database, so they survive a restart and every instance sees them.
 */
export const stripeFakeObjects = pgTable(
  'stripe_fake_objects',
  {
    /** account | payment_intent | charge | refund | dispute | transfer | … (stripe-fake/state.ts) */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
