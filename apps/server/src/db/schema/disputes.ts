import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { restrictingPaymentId } from './payments.ts';
import { restrictingReservationId } from './reservations.ts';

/** Stripe's dispute statuses; `won` and `lost` (and `warning_closed`) are final. */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * A chargeback (or an inquiry) a guest's bank opened on one of our charges, kept in step with the
 * provider's `charge.dispute.*` events. While one is open the charge cannot be refunded.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    reservationId: restrictingReservationId().notNull(),
    paymentId: restrictingPaymentId().notNull(),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's reason: fraudulent, product_not_received, duplicate, general, ... */
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    /** The last moment evidence can be submitted (Stripe's `evidence_details.due_by`). */
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    /** `won` or `lost` once closed. */
    outcome: text('outcome'),
    /** What the provider took from the platform's balance (and gave back, once reinstated), minor units. */
    withdrawnMinor: money('withdrawn_minor').notNull().default(0),
    reinstatedMinor: money('reinstated_minor').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('disputes_reservation_idx').on(t.reservationId),
    index('disputes_open_idx').on(t.createdAt).where(sql`${t.closedAt} is null`),
    check('disputes_status', sql.raw(`status in (${DISPUTE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('disputes_outcome', sql`${t.outcome} is null or ${t.outcome} in ('won', 'lost')`),
    check('disputes_amount_nonnegative', sql`${t.amountMinor} >= 0`),
  ],
);
