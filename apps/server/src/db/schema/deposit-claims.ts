import { CLAIM_STATUSES, type ClaimStatus } from '@innkeep/contract/deposit-claims';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { restrictingPaymentId } from './payments.ts';
import { restrictingReservationId } from './reservations.ts';
import { users } from './users.ts';

/**
 * A host's damage deposit claim before and after it is charged (decision 0060). The claim is filed here,
 * e-mailed to the guest with its reason and photos, and charged only once the guest accepts, the answer
 * time runs out, or an admin upholds an objection: then `payment_id` names its `deposit_claim` payment.
 */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: serial('id').primaryKey(),
    reservationId: restrictingReservationId().notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** Storage keys of the host's photos (`claims/{reservation}/{file}`), shown to the guest and the admin. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').$type<ClaimStatus>().notNull().default('awaiting_answer'),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The guest's words when they object. */
    objection: text('objection'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    paymentId: restrictingPaymentId().unique(),
    ...timestamps(),
  },
  (t) => [
    index('deposit_claims_reservation_idx').on(t.reservationId),
    index('deposit_claims_due_idx').on(t.answerDueAt).where(sql`${t.status} = 'awaiting_answer'`),
    check('deposit_claims_status', sql.raw(`status in (${CLAIM_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('deposit_claims_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
