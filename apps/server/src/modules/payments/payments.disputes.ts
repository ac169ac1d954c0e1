import { formatDate } from '@innkeep/contract/dates';
import { disputeStatusText } from '@innkeep/contract/disputes';
import { formatPrice, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { AnyColumn } from 'drizzle-orm';
import type { DisputeState } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail, renderEmail, stayDates } from '../mail/mail.service.ts';
import { adminEmails } from '../users/users.service.ts';
import { onDisputeChanged } from './payments.disputes.payout.ts';
import * as repo from './payments.disputes.repository.ts';
import * as events from './payments.events.repository.ts';
import { providerNote } from './payments.hooks.ts';
import * as payments from './payments.repository.ts';

/**
 * Disputes (chargebacks and inquiries) from `charge.dispute.*` events (decision 0022). The dispute is
 * read again from the provider, recorded once by its provider id and kept in step (forward only: a
 * closed dispute never changes again). Opening and closing one write a line in the reservation's history
 * and e-mail the host and the admins; while one is open (or after it was lost) the reservation's money
 * cannot be refunded. The host's payout follows through `onDisputeChanged`, after the commit.
 */

const FINAL = new Set(['won', 'lost', 'warning_closed']);

const REASONS: Record<string, string> = {
  fraudulent: 'the cardholder says they did not make the payment',
  product_not_received: 'the guest says the stay was not provided',
  product_unacceptable: 'the guest says the stay was not as described',
  duplicate: 'the guest says they were charged twice',
  subscription_canceled: 'the guest says the charge was cancelled',
  credit_not_processed: 'the guest says a refund was promised and not made',
  unrecognized: 'the guest does not recognise the charge',
  general: 'no specific reason was given',
};
export const disputeReasonText = (reason: string) => REASONS[reason] ?? reason.replaceAll('_', ' ');

type Change = 'opened' | 'closed' | 'updated' | null;

/** Applies a dispute as the provider reports it now; notifies on opening and closing. */
export async function applyDispute(deps: PaymentDeps, state: DisputeState): Promise<void> {
  const intentId = state.paymentIntentId;
  if (!intentId) return;
  const result = await deps.db.transaction(async (tx) => {
    const payment = await events.findPaymentByIntent(tx, intentId);
    if (!payment) return null;
    const closed = FINAL.has(state.status);
    const values = {
      amountMinor: state.amountMinor,
      currency: state.currency,
      reason: state.reason,
      status: state.status,
      evidenceDueBy: state.evidenceDueBy,
      outcome: state.status === 'won' || state.status === 'lost' ? state.status : null,
      withdrawnMinor: state.withdrawnMinor,
      reinstatedMinor: state.reinstatedMinor,
    };
    const existing = await repo.findByProviderId(tx, state.id);
    let change: Change;
    let id: number;
    if (!existing) {
      const row = await repo.insertDispute(tx, {
        ...values,
        reservationId: payment.reservationId,
        paymentId: payment.id,
        providerDisputeId: state.id,
        closedAt: closed ? new Date() : null,
      });
      if (!row) return null;
      id = row.id;
      change = 'opened';
    } else {
      id = existing.id;
      // A closed dispute is final: a late `updated` event cannot reopen it.
      if (existing.closedAt) return null;
      const same =
        existing.status === state.status &&
        existing.amountMinor === state.amountMinor &&
        existing.withdrawnMinor === state.withdrawnMinor &&
        existing.reinstatedMinor === state.reinstatedMinor &&
        existing.evidenceDueBy?.getTime() === state.evidenceDueBy?.getTime();
      if (same) return null;
      await repo.updateDispute(tx, id, { ...values, closedAt: closed ? new Date() : null });
      change = closed ? 'closed' : 'updated';
    }
    if (change !== 'updated') await notify(deps, tx, payment.reservationId, state, change);
    return id;
  });
  if (result !== null) await onDisputeChanged(deps, result);
}

/** The history line and the e-mails to the host and the admins for a dispute opened or closed. */
async function notify(
  deps: PaymentDeps,
  tx: Tx,
  reservationId: number,
  state: DisputeState,
  change: 'opened' | 'closed',
): Promise<void> {
  const r = await payments.reservationForPayment(tx, reservationId);
  if (!r) return;
  const amount = formatPrice(toMajor(state.amountMinor, state.currency), state.currency);
  const due = state.evidenceDueBy ? formatDate(state.evidenceDueBy.toISOString().slice(0, 10)) : null;
  const line =
    change === 'opened'
      ? `Disputed by the guest's bank: ${amount}, ${disputeReasonText(state.reason)}.${due ? ` Evidence due by ${due}.` : ''}`
      : `Dispute closed: ${state.status === 'won' ? 'won, the money stays paid' : state.status === 'lost' ? `lost, ${amount} went back to the guest` : 'closed without a chargeback'}.`;
  await providerNote(tx, r, line);
  const subject =
    change === 'opened'
      ? `Reservation ${r.id} is disputed (${amount})`
      : `The dispute on reservation ${r.id} is closed: ${disputeStatusText(state.status).toLowerCase()}`;
  const paragraphs = [
    line,
    `Stay: ${r.listingName}, ${stayDates(r)}, guest ${fullName(r.firstName, r.lastName)}.`,
    change === 'opened'
      ? 'While the dispute is open the payment cannot be refunded, and the host payout for it is held. Send the platform anything that shows the stay took place (messages, check-in details, photos) well before the due date.'
      : 'The payout for this stay follows the outcome.',
  ];
  const to = [r.hostEmail, ...(await adminEmails(tx))];
  for (const address of new Set(to)) {
    await enqueueMail(
      tx,
      renderEmail({
        to: address,
        subject,
        preheader: line,
        greeting: address === r.hostEmail ? `Hello ${r.hostFirstName},` : 'Hello,',
        paragraphs,
        action: {
          label: address === r.hostEmail ? 'Open reservations' : 'Open the admin dashboard',
          url: `${deps.env.publicBaseUrl}${address === r.hostEmail ? '/reservations' : '/admin'}`,
        },
        footnote: 'You received this e-mail because a payment on Innkeep is disputed.',
      }),
    );
  }
}

/**
 * Whether the reservation's money may be refunded: not while a dispute is open. Once one is lost, its payment
 * is no longer refundable (the bank gave it back) and the rest of the stay's money may be.
 */
export const refundBlockedByDispute = (db: Tx, reservationId: number) =>
  repo.blocksRefunds(db, reservationId);

/** Whether one payment was taken back for good by the guest's bank (a lost dispute). */
export const paymentChargedBack = (db: Tx, paymentId: number) => repo.isChargedBack(db, paymentId);

/** What the guest's bank took back for good through lost disputes, minor units (0 without one). */
export const chargedBackOf = (db: Tx, reservationId: number) => repo.chargedBackMinor(db, reservationId);

/**
 * The same two questions as conditions on a reservation id column, for a list of reservations in one query:
 * whether refunds are blocked (`refundBlockedByDispute`), and whether the stay has any dispute.
 */
export const refundBlockedByDisputeSql = (db: Tx, reservationId: AnyColumn) =>
  repo.hasDispute(db, reservationId, true);
export const disputedSql = (db: Tx, reservationId: AnyColumn) => repo.hasDispute(db, reservationId, false);
/** How the bank decided the reservation's latest dispute, as a column: null while open or without one. */
export const disputeOutcomeSql = (db: Tx, reservationId: AnyColumn) => repo.latestOutcome(db, reservationId);

/** The reservation's latest dispute for its detail, or null. */
export const disputeOfReservation = (db: Tx, reservationId: number) =>
  repo.latestOfReservation(db, reservationId).then((d) => d ?? null);

/** Open disputes for the admin dashboard. */
export const openDisputes = (db: Tx) => repo.openDisputes(db);

// ---- TEST MODE: the admin plays the guest's bank on the simulator -----------------------------------------

function simulatorOf(deps: PaymentDeps) {
  const simulator = deps.payments.simulator;
  if (!simulator) throw new AppError('NOT_FOUND', 'Disputes can be simulated only in test mode.');
  return simulator;
}

/** The guest's bank disputes the stay's charge; applied at once, as the event job would apply Stripe's. */
export async function simulateDispute(
  deps: PaymentDeps,
  reservationId: number,
  reason: string,
): Promise<string> {
  const simulator = simulatorOf(deps);
  const payment = await payments.latestStayPayment(deps.db, reservationId);
  if (!payment?.providerPaymentId || payment.status !== 'succeeded')
    throw new AppError('CONFLICT', 'This reservation has no paid charge to dispute.');
  if (await repo.latestOfReservation(deps.db, reservationId))
    throw new AppError('CONFLICT', 'This charge is disputed already.');
  let state: DisputeState;
  try {
    state = await simulator.openDispute(payment.providerPaymentId, reason);
  } catch (err) {
    throw new AppError('CONFLICT', err instanceof Error ? err.message : 'The charge cannot be disputed.');
  }
  await applyDispute(deps, state);
  return `The guest's bank disputes ${formatPrice(toMajor(state.amountMinor, state.currency), state.currency)}: ${disputeReasonText(reason)}.`;
}

/** The bank decides an open dispute: `won` gives the money back to the platform, `lost` leaves it with the guest. */
export async function simulateDisputeClose(
  deps: PaymentDeps,
  disputeId: number,
  outcome: 'won' | 'lost',
): Promise<string> {
  const simulator = simulatorOf(deps);
  const row = await repo.findById(deps.db, disputeId);
  if (!row) throw new AppError('NOT_FOUND', 'Dispute not found');
  if (row.closedAt)
    throw new AppError('CONFLICT', `This dispute is closed already (${row.status.replaceAll('_', ' ')}).`);
  await applyDispute(deps, await simulator.closeDispute(row.providerDisputeId, outcome));
  return outcome === 'won'
    ? 'The dispute is won: the money comes back and the host is paid as before.'
    : 'The dispute is lost: the money stays with the guest.';
}
