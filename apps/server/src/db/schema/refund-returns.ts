import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { refunds } from './payments.ts';
import { restrictingReservationId } from './reservations.ts';
import { users } from './users.ts';

/**
 * A refund the guest's bank returned (`refund.failed`): the guest is still owed the money and an admin
 * returns it another way (decision 0067). It counts as refunded for the host's payout, so a cancelled
 * stay's payout never rises when a refund fails. `open` until an admin marks it resolved.
 */
export const refundReturns = pgTable(
  'refund_returns',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    reservationId: restrictingReservationId().notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's `failure_reason` (e.g. `expired_or_canceled_card`). */
    failureReason: text('failure_reason'),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    /** How the admin returned it (a bank transfer, ...). */
    note: text('note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('refund_returns_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('refund_returns_reservation_idx').on(t.reservationId),
    check('refund_returns_status', sql`${t.status} in ('open', 'resolved')`),
    check('refund_returns_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
