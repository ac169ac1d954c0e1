import { formatMoney } from '@innkeep/contract/money';
import {
  reservationMessages as msg,
  type ReservationRow,
  ReservationStatus,
  type ReservationStatusId,
  statusOf,
} from '@innkeep/contract/reservations';
import { hostMayMove } from '@innkeep/contract/reservations-moves';
import { todayIn } from '@innkeep/contract/time-zones';
import { SQLSTATE, sqlState, type Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { takenStays } from '../bookings/bookings.service.ts';
import { postHostNoteInTx } from '../conversations/conversations.service.ts';
import { lockListing } from '../listings/listings.service.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import { mailHostOfMemberAct } from '../team/team.service.ts';
import type { Refunded } from './reservations.cancel.mails.ts';
import { afterCancel, cancelInTx } from './reservations.cancel.service.ts';
import { memberChangedHostMail } from './reservations.change.mails.ts';
import {
  approvedInquiriesOnlyMail,
  approvedMail,
  cancelledMail,
  declinedMail,
  type HostNote,
  paidCancelledMail,
} from './reservations.mails.ts';
import { toReservationRow } from './reservations.mapper.ts';
import * as repo from './reservations.repository.ts';
import { changeStatus } from './reservations.service.ts';

const S = ReservationStatus;

export interface HostChange {
  reservation_id: number;
  status_id: number;
  /** The host's words to the guest with the change, posted in the thread (blank: none). */
  message?: string | undefined;
}

type ChangeDeps = Pick<AppDeps, 'db' | 'payments'> & {
  env: Pick<
    Env,
    'HOLD_HOURS' | 'publicBaseUrl' | 'PLATFORM_FEE_PERCENT' | 'PAYMENT_HOLD_MINUTES' | 'cardPayments'
  >;
};

const money = (minor: number, currency: string) => formatMoney(minor, currency);

/**
 * What a host may not do by hand, whatever "any listed status" of the original client says: the contract's table, which the
 * web reads to offer only these moves (money decides 4 and 6, a paid stay can only be cancelled, a payment in
 * flight is left alone), with the reason for each refusal.
 */
function refuseByHand(from: number, to: number, wasPaid: boolean): void {
  if (hostMayMove(from, to, wasPaid)) return;
  // Approving a refunded stay would e-mail the guest a second payment link for money already given back.
  if (wasPaid && from !== S.Paid) throw new AppError('CONFLICT', msg.paidThenCancelled);
  if (from === S.Paid) throw new AppError('CONFLICT', msg.paidIsFinal);
  if (from === S.PaymentProcessing) throw new AppError('CONFLICT', msg.paymentInProgress);
  if (to === S.Paid) throw new AppError('CONFLICT', msg.paidOnlyByPayment);
  throw new AppError('CONFLICT', msg.processingOnlyByPayment);
}

/**
 * The host moves one of their reservations to another status, through `changeStatus` (compare-and-set
 * and history) with the guest's e-mail in the same transaction, and the host's notice when a co-host made the
 * change (`actorUserId`). Approving (→ 3) locks the listing, checks
 * the dates against holds and calendar blocks, and holds them for HOLD_HOURS; the exclusion constraint
 * stays the guarantee when two approvals race. Cancelling a paid stay (6 → 5) refunds everything (decision
 * 0023), before check-in only: its refund rows are written in that transaction and the provider is called
 * after the commit (`cancelPaid`).
 */
export async function changeByHost(
  ctx: ChangeDeps,
  hostId: number,
  input: HostChange,
  now = new Date(),
  /** Who made the change, as the history names them: the host, or the co-host acting for them. */
  actorUserId = hostId,
): Promise<{ message: string; data: ReservationRow }> {
  const to = input.status_id as ReservationStatusId;
  let message: string = msg.statusChanged;
  // Set inside the transaction's callback, which TypeScript's narrowing does not see into.
  let paidCancelled = null as Awaited<ReturnType<typeof cancelPaid>> | null;
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await repo.findForHost(tx, hostId, input.reservation_id);
      if (!found) throw notFound(msg.notFound);
      const from = found.reservation.statusId;
      if (from === to) {
        message = msg.unchanged(statusOf(to)?.name ?? String(to));
        return;
      }
      refuseByHand(from, to, found.wasPaid);
      const text = input.message?.trim() ?? '';
      // The note goes into the thread; the guest gets one e-mail for the change, carrying it (R-H30).
      const posted = text
        ? await postHostNoteInTx(tx, hostId, found.reservation.id, text, ctx.env.publicBaseUrl)
        : null;
      const note = posted ? { body: text, replyUrl: posted.replyUrl } : undefined;
      const sendOne = async (mail: OutgoingMail | null) => {
        const one = mail ?? posted?.asMessageMail;
        if (one) await enqueueMail(tx, one);
      };
      // A co-host's change reaches the host without opening the stay (R-H32); the guest's mail is as ever.
      const tellHost = (refunded?: Refunded) =>
        mailHostOfMemberAct(tx, hostId, actorUserId, (host, member) =>
          memberChangedHostMail(facts(found), { from, to }, member, host, ctx.env.publicBaseUrl, refunded),
        );
      if (from === S.Paid) {
        paidCancelled = await cancelPaid(tx, found, hostId, actorUserId, now);
        message = paidCancelled.message;
        await sendOne(paidCancelledMail(facts(found), paidCancelled.cancelled, note));
        await tellHost(paidCancelled.cancelled);
        return;
      }
      const approving = to === S.AwaitingPayment;
      const holdUntil = approving ? await holdDates(tx, found, ctx.env, now) : null;
      // Inquiries only (no card payments here): nothing can be paid on the site, so no deadline to pay by; the
      // dates stay held until the host cancels (docs/production.md, decision 0065).
      const holdExpiresAt = ctx.env.cardPayments ? holdUntil : null;
      const changed = await changeStatus(tx, {
        reservationId: found.reservation.id,
        from: from as ReservationStatusId,
        to,
        actor: 'host',
        actorUserId,
        // Leaving a hold clears its expiry, so the expiry job never looks at it again.
        holdExpiresAt: approving ? holdExpiresAt : from === S.AwaitingPayment ? null : undefined,
      });
      if (!changed) throw new AppError('CONFLICT', msg.changedMeanwhile);
      await sendOne(guestMail(found, from, to, holdExpiresAt, ctx.env.publicBaseUrl, note));
      await tellHost();
    });
  } catch (err) {
    // The exclusion constraint's verdict when another hold slipped in: the whole change rolled back.
    if (sqlState(err) === SQLSTATE.exclusionViolation)
      throw new AppError('DATES_UNAVAILABLE', msg.datesUnavailable);
    // Back to Inquiry while the same guest has another open inquiry for these dates.
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('CONFLICT', msg.openInquiryExists);
    throw err;
  }
  if (paidCancelled) await afterCancel(ctx, paidCancelled.cancelled);
  const row = await repo.findForHost(ctx.db, hostId, input.reservation_id);
  if (!row) throw notFound(msg.notFound);
  return { message, data: toReservationRow(row) };
}

/**
 * Cancels a paid stay in the caller's transaction, refunding everything still refundable whatever the
 * policy (the host called it off; cause `host_cancellation`); the caller e-mails the guest. Refused from
 * check-in on: only an admin cancels then. The provider is called after the commit.
 */
async function cancelPaid(
  tx: Tx,
  found: repo.ReservationWithListing,
  hostId: number,
  actorUserId: number,
  now: Date,
) {
  const r = found.reservation;
  const cancelled = await cancelInTx(
    tx,
    { id: r.id },
    {
      actor: 'host',
      actorUserId,
      hostId,
      cause: 'host_cancellation',
      refund: 'full',
      reason: 'Cancelled by the host',
      afterCheckIn: false,
    },
    now,
  );
  return {
    cancelled,
    message:
      cancelled.refundMinor > 0
        ? msg.cancelledWithRefund(money(cancelled.refundMinor, r.currency))
        : cancelled.chargedBackMinor > 0
          ? msg.cancelledChargedBack(money(cancelled.chargedBackMinor, r.currency))
          : msg.cancelledNoRefund,
  };
}

/** Checks that the dates can be held now and returns when the hold ends. */
async function holdDates(
  tx: Tx,
  found: repo.ReservationWithListing,
  env: Pick<Env, 'HOLD_HOURS'>,
  now: Date,
): Promise<Date> {
  const r = found.reservation;
  if (found.listingDeletedAt) throw new AppError('CONFLICT', msg.listingDeleted);
  // Begun by the listing's date (decision 0115), as the web's offered moves read it.
  if (r.startDate < todayIn(found.listingTimeZone, now)) throw new AppError('CONFLICT', msg.pastStay);
  await lockListing(tx, r.listingId);
  // The reservation itself holds nothing yet (its status is not a holding one), so any range found is another's.
  if ((await takenStays(tx, r.listingId, r.startDate, r.endDate)).length > 0) {
    throw new AppError('DATES_UNAVAILABLE', msg.datesUnavailable);
  }
  return new Date(now.getTime() + env.HOLD_HOURS * 3_600_000);
}

const facts = (found: repo.ReservationWithListing) => ({
  ...found.reservation,
  listingName: found.listingName,
  timeZone: found.listingTimeZone,
});

/** The guest's e-mail about a move, with the host's note in it; null for a move that tells the guest nothing. */
function guestMail(
  found: repo.ReservationWithListing,
  from: number,
  to: number,
  holdExpiresAt: Date | null,
  baseUrl: string,
  note: HostNote | undefined,
): OutgoingMail | null {
  const link = `${baseUrl}/reservation/${found.reservation.uniqueHash}`;
  if (to === S.AwaitingPayment) {
    return holdExpiresAt
      ? approvedMail(facts(found), link, holdExpiresAt, note)
      : approvedInquiriesOnlyMail(facts(found), link, note);
  }
  if (to === S.Declined && (from === S.Inquiry || from === S.AwaitingPayment)) {
    return declinedMail(facts(found), note);
  }
  if (to === S.Cancelled && from === S.AwaitingPayment) return cancelledMail(facts(found), note);
  return null;
}
