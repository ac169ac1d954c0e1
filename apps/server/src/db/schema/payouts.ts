import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamps } from './columns.ts';
import { restrictingPaymentId } from './payments.ts';
import { restrictingReservationId } from './reservations.ts';

/** `failed`: the provider refused the transfer MAX_TRANSFER_ATTEMPTS times; an admin and the host are told. */
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'reversed', 'held', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * The host's share of one captured payment (the stay, or a damage-deposit claim), moved to the host's
 * connected account by a Transfer (`source_transaction` = the charge) when `scheduled_for` comes: about
 * 24 hours after check-in for a stay, at once for a claim (decision 0021). The row and its idempotency key
 * are written before the provider is called. `amount_minor` and `fee_minor` follow what the guest finally
 * keeps paid; `transferred_minor` is frozen when the transfer is first attempted (the same key must always
 * carry the same amount), and whatever a later refund takes back of it is reversed (`payout_reversals`).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    reservationId: restrictingReservationId().notNull(),
    paymentId: restrictingPaymentId().notNull().unique(),
    /** What the payment received (a claim: what was captured), and the platform's fee on all of it then. */
    chargeMinor: money('charge_minor').notNull(),
    chargeFeeMinor: money('charge_fee_minor').notNull(),
    /** A refund for a cause that returns the platform's fee (the host cancelled, the platform's fault). */
    feeReturned: boolean('fee_returned').notNull().default(false),
    /** The host's share today: what the guest keeps paid minus the platform's fee on it. */
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('scheduled'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the payout became `reversed` (nothing left for the host); null in any other status. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The connected account paid, fixed when the transfer is first attempted. */
    destinationAccountId: text('destination_account_id'),
    providerTransferId: text('provider_transfer_id').unique(),
    /** The amount of the transfer, set once (with the key) before the first attempt; null before. */
    transferredMinor: money('transferred_minor'),
    /** Taken back from the host by transfer reversals (pending ones included). */
    reversedMinor: money('reversed_minor').notNull().default(0),
    /** The payment's `refunded_minor` this row last followed: a change means it must be settled again. */
    settledRefundedMinor: money('settled_refunded_minor').notNull().default(0),
    /** `pay:{payment}:transfer:{attempt}`: a refused transfer is tried again under the next attempt's key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: set when the host cannot receive transfers yet or the provider refused. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    failureMessage: text('failure_message'),
    /**
     * What the charge settled as on the platform (its balance transaction, decision 0049): the currency the
     * transfer is made in and the charge's amount in it. Read from the provider before the first transfer;
     * a host's share is converted at the charge's own rate (`settled / charge`).
     */
    transferCurrency: text('transfer_currency'),
    chargeSettledMinor: money('charge_settled_minor'),
    /** Stripe's `exchange_rate` of the charge's balance transaction, as text; null without a conversion. */
    exchangeRate: text('exchange_rate'),
    /**
     * What the host owes back on this payout: a reversal Stripe refused (the host had withdrawn the money),
     * recorded in full; `recovered_minor` of it was taken from the host's later payouts (decision 0066).
     */
    owedMinor: money('owed_minor').notNull().default(0),
    /**
     * What the host is charged on this payout beyond its share: the card processing of a paid stay the host
     * cancelled (decision 0089). Recovered like `owed_minor`, from the host's later payouts.
     */
    hostChargeMinor: money('host_charge_minor').notNull().default(0),
    recoveredMinor: money('recovered_minor').notNull().default(0),
    /** Kept from this payout's transfer to pay the host's earlier debts (`payout_recoveries`). */
    withheldMinor: money('withheld_minor').notNull().default(0),
    /** The host's share taken back (reversed or owed) because the bank withdrew the disputed charge. */
    disputedMinor: money('disputed_minor').notNull().default(0),
    /** Sent to the host again by a new Transfer once a dispute was won (`payout_reversals` of kind `return`). */
    returnedMinor: money('returned_minor').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('payouts_owing_idx').on(t.currency).where(sql`${t.owedMinor} > ${t.recoveredMinor}`),
    check(
      'payouts_debts',
      sql`${t.owedMinor} >= 0 and ${t.recoveredMinor} >= 0 and ${t.hostChargeMinor} >= 0 and ${t.recoveredMinor} <= ${t.owedMinor} + ${t.hostChargeMinor} and ${t.withheldMinor} >= 0 and ${t.disputedMinor} >= 0 and ${t.returnedMinor} >= 0`,
    ),
    index('payouts_reservation_idx').on(t.reservationId),
    index('payouts_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    check('payouts_status', sql.raw(`status in (${PAYOUT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'payouts_amounts',
      sql`${t.amountMinor} >= 0 and ${t.feeMinor} >= 0 and ${t.reversedMinor} >= 0 and ${t.reversedMinor} <= coalesce(${t.transferredMinor}, 0)`,
    ),
  ],
);

/**
 * A Transfer Reversal: the host's share of money refunded after the host was paid, taken back from the
 * connected account. Written (status `pending`, with its key) before the provider is called. Kind `return`
 * goes the other way: a new Transfer giving back what a dispute took, once the dispute is won (decision 0066).
 */
export const payoutReversals = pgTable(
  'payout_reversals',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerReversalId: text('provider_reversal_id').unique(),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** `reversal` (from the host) or `return` (to the host again, a new Transfer: its id in provider_reversal_id). */
    kind: text('kind').$type<'reversal' | 'return'>().notNull().default('reversal'),
    ...timestamps(),
  },
  (t) => [
    index('payout_reversals_payout_idx').on(t.payoutId),
    check('payout_reversals_kind', sql`${t.kind} in ('reversal', 'return')`),
    check('payout_reversals_amount_positive', sql`${t.amountMinor} > 0`),
    check('payout_reversals_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** One recovery of a host's debt: `amount_minor` kept from payout `from_payout_id` for payout `debt_payout_id`. */
export const payoutRecoveries = pgTable(
  'payout_recoveries',
  {
    id: serial('id').primaryKey(),
    debtPayoutId: integer('debt_payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    fromPayoutId: integer('from_payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_recoveries_debt_idx').on(t.debtPayoutId),
    index('payout_recoveries_from_idx').on(t.fromPayoutId),
    check('payout_recoveries_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
