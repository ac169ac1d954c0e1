import { REFUND_TIMING } from '@innkeep/contract/cancellation';
import type { ClaimAnswer, ClaimDecision, ClaimStatus } from '@innkeep/contract/deposit-claims';
import { claimMessages as msg } from '@innkeep/contract/deposit-claims';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatMoney } from '@innkeep/contract/money';
import type { ReservationStatusId } from '@innkeep/contract/reservations';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail, hostNoticeMail } from '../mail/mail.service.ts';
import * as claims from '../payments/payments.claims.service.ts';
import * as refunds from '../payments/payments.refunds.service.ts';
import { adminEmails } from '../users/users.service.ts';
import { adminObjectionMail, guestClaimNoticeMail } from './reservations.claims.mails.ts';
import * as repo from './reservations.claims.repository.ts';
import { recordEvent } from './reservations.service.ts';

/**
 * A claim's life after it is filed (decision 0060): the guest accepts or objects within CLAIM_ANSWER_HOURS;
 * no answer by then counts as the consent given at Pay (the expiry job); an objection waits for an admin,
 * who upholds or rejects it. Each step is a compare-and-set on the claim's status, so an answer racing the
 * expiry job (or a second click) moves it once, and only the step that moved it writes the claim's payment
 * row, in the same transaction; the off-session charge runs after the commit (`claims.chargeClaim`), with
 * the payment's own key (the adapter prefixes the install id). A charged claim can be refunded.
 */

export type ClaimDeps = Pick<AppDeps, 'db' | 'payments' | 'storage'> & {
  env: Pick<AppDeps['env'], 'PLATFORM_FEE_PERCENT' | 'PAYMENT_HOLD_MINUTES' | 'publicBaseUrl'>;
};

type Facts = NonNullable<Awaited<ReturnType<typeof repo.claimFacts>>>;
type Actor = { kind: 'guest' } | { kind: 'host' | 'admin'; userId: number } | { kind: 'system' };

async function factsOf(tx: Tx, reservationId: number): Promise<Facts> {
  const f = await repo.claimFacts(tx, reservationId);
  if (!f) throw notFound(msg.notFound);
  return f;
}

const amountOf = (claim: repo.ClaimRow) => formatMoney(claim.amountMinor, claim.currency);

async function note(tx: Tx, f: Facts, actor: Actor, reason: string) {
  await recordEvent(tx, {
    reservationId: f.id,
    fromStatusId: f.statusId,
    to: f.statusId as ReservationStatusId,
    actor: actor.kind === 'admin' ? 'system' : actor.kind,
    actorUserId: 'userId' in actor ? actor.userId : null,
    reason,
  });
}

/** Writes the claim's payment (status `created`) in the transaction that decided it is charged. */
async function openCharge(deps: ClaimDeps, tx: Tx, claim: repo.ClaimRow): Promise<number> {
  const opened = await claims.openDepositClaim(
    tx,
    { provider: deps.payments.name, feePercent: deps.env.PLATFORM_FEE_PERCENT },
    { reservationId: claim.reservationId, amountMinor: claim.amountMinor, reason: claim.reason },
  );
  if (typeof opened !== 'object') throw new AppError('CONFLICT', msg.answered);
  await repo.setClaimPayment(tx, claim.id, opened.paymentId);
  return opened.paymentId;
}

/** Charges after the commit; a provider that does not answer leaves it to the reconciliation job. */
async function charge(deps: ClaimDeps, paymentId: number | null): Promise<void> {
  if (paymentId !== null) await claims.chargeClaim(deps, paymentId).catch(() => null);
}

/** The reservation's latest claim, by the guest's link. */
export async function claimByHash(deps: Pick<ClaimDeps, 'db'>, hash: string) {
  const id = await repo.reservationIdByHash(deps.db, hash);
  const found = id === null ? null : await repo.latestClaim(deps.db, id);
  if (!found) throw notFound(msg.notFound);
  return found;
}

/** The guest accepts (charged now) or objects (an admin decides); a repeat of the same answer changes nothing. */
export async function answerClaim(
  deps: ClaimDeps,
  hash: string,
  input: ClaimAnswer,
  now = new Date(),
): Promise<string> {
  const { claim } = await claimByHash(deps, hash);
  const base = deps.env.publicBaseUrl;
  const result = await deps.db.transaction(async (tx) => {
    const f = await factsOf(tx, claim.reservationId);
    if (input.answer === 'accept') {
      // No time check: accepting after the deadline leads to the same charge as no answer.
      const moved = await repo.moveClaim(tx, claim.id, ['awaiting_answer'], 'accepted', { answeredAt: now });
      if (!moved) return { paymentId: null, message: await repeated(tx, claim.id, 'accepted', now) };
      const paymentId = await openCharge(deps, tx, moved);
      await note(tx, f, { kind: 'guest' }, `The guest accepted the damage claim of ${amountOf(moved)}.`);
      await enqueueMail(
        tx,
        hostNoticeMail(
          f,
          `The guest accepted your damage claim of ${amountOf(moved)}`,
          [
            `${f.firstName} accepted your claim of ${amountOf(moved)} for ${f.listingName}; it is charged to their card now. You are told when it is paid.`,
          ],
          base,
        ),
      );
      return { paymentId, message: msg.accepted(amountOf(moved)) };
    }
    const moved = await repo.moveClaim(
      tx,
      claim.id,
      ['awaiting_answer'],
      'objected',
      { answeredAt: now, objection: input.objection },
      { before: now },
    );
    if (!moved) return { paymentId: null, message: await repeated(tx, claim.id, 'objected', now) };
    await note(
      tx,
      f,
      { kind: 'guest' },
      `The guest objected to the damage claim of ${amountOf(moved)}: ${input.objection}`,
    );
    await enqueueMail(
      tx,
      hostNoticeMail(
        f,
        `The guest objects to your damage claim of ${amountOf(moved)}`,
        [
          `${f.firstName} objects to your claim of ${amountOf(moved)} for ${f.listingName}: “${input.objection}”`,
          'Our team reads both sides and decides; nothing is charged meanwhile. You are e-mailed the decision.',
        ],
        base,
      ),
    );
    for (const to of await adminEmails(tx)) {
      await enqueueMail(tx, adminObjectionMail(to, f, amountOf(moved), input.objection, base));
    }
    return { paymentId: null, message: msg.objected };
  });
  await charge(deps, result.paymentId);
  return result.message;
}

/** A second click of the same answer gets the same message; anything else says why nothing changed. */
async function repeated(tx: Tx, id: number, wanted: ClaimStatus, now: Date): Promise<string> {
  const found = await repo.findClaim(tx, id);
  const c = found?.claim;
  if (!c) throw notFound(msg.notFound);
  if (c.status === wanted) return wanted === 'accepted' ? msg.accepted(amountOf(c)) : msg.objected;
  if (c.status === 'expired' || (c.status === 'awaiting_answer' && c.answerDueAt <= now)) {
    const zone = (await repo.claimFacts(tx, c.reservationId))?.timeZone ?? 'UTC';
    throw new AppError('CONFLICT', msg.answerClosed(formatDateTime(c.answerDueAt, zone)));
  }
  throw new AppError('CONFLICT', msg.answered);
}

/** The expiry job: a claim not answered in CLAIM_ANSWER_HOURS is charged, as agreed at Pay. */
export async function expireClaims(deps: ClaimDeps, now = new Date()): Promise<number> {
  const ids = await repo.dueClaimIds(deps.db, now, 20);
  let charged = 0;
  for (const id of ids) {
    const paymentId = await deps.db.transaction(async (tx) => {
      const moved = await repo.moveClaim(tx, id, ['awaiting_answer'], 'expired', {}, { notBefore: now });
      if (!moved) return null;
      const f = await factsOf(tx, moved.reservationId);
      const paymentId = await openCharge(deps, tx, moved);
      await note(
        tx,
        f,
        { kind: 'system' },
        `The guest did not answer the damage claim of ${amountOf(moved)} in time: it is charged.`,
      );
      await enqueueMail(
        tx,
        guestClaimNoticeMail(
          f,
          `The damage claim of ${amountOf(moved)} is charged`,
          [
            `You did not answer the claim of ${amountOf(moved)} for ${f.listingName} in time, so it is charged to your card as you agreed when you paid. If you disagree, write to us through the contact page.`,
          ],
          deps.env.publicBaseUrl,
        ),
      );
      return paymentId;
    });
    if (paymentId !== null) charged += 1;
    await charge(deps, paymentId);
  }
  return charged;
}

/** An admin upholds (charged now) or rejects (closed) a claim the guest objected to. */
export async function decideClaim(
  deps: ClaimDeps,
  adminId: number,
  claimId: number,
  input: ClaimDecision,
  now = new Date(),
): Promise<string> {
  const upheld = input.decision === 'uphold';
  const result = await deps.db.transaction(async (tx) => {
    const moved = await repo.moveClaim(tx, claimId, ['objected'], upheld ? 'upheld' : 'rejected', {
      decidedAt: now,
      decidedByUserId: adminId,
      decisionNote: input.note,
    });
    if (!moved) {
      if (!(await repo.findClaim(tx, claimId))) throw notFound(msg.notFound);
      throw new AppError('CONFLICT', msg.notObjected);
    }
    const f = await factsOf(tx, moved.reservationId);
    const amount = amountOf(moved);
    const paymentId = upheld ? await openCharge(deps, tx, moved) : null;
    // Said to each side: the guest reads of their own card, the host and the history of the guest's.
    const outcome = (card: string) =>
      upheld
        ? `Our team upheld the damage claim of ${amount} for ${f.listingName}: it is charged to ${card} now.`
        : `Our team rejected the damage claim of ${amount} for ${f.listingName}: it is closed and nothing is charged.`;
    await note(
      tx,
      f,
      { kind: 'admin', userId: adminId },
      `${outcome("the guest's card")} Note: ${input.note}`,
    );
    const ourNote = `Our note: “${input.note}”`;
    const subject = `The damage claim of ${amount} is ${upheld ? 'upheld' : 'rejected'}`;
    const base = deps.env.publicBaseUrl;
    await enqueueMail(
      tx,
      guestClaimNoticeMail(f, subject, [outcome('the card you paid with'), ourNote], base),
    );
    await enqueueMail(tx, hostNoticeMail(f, subject, [outcome("the guest's card"), ourNote], base));
    return { paymentId, message: upheld ? msg.upheld(amount) : msg.rejected };
  });
  await charge(deps, result.paymentId);
  return result.message;
}

/**
 * The host (their own stay's latest claim) or an admin (any claim) refunds a charged claim: the refund is
 * written with its key and the claim's held payout lowered in one transaction, then sent to the provider.
 */
export async function refundClaim(
  deps: ClaimDeps,
  actor: { kind: 'host' | 'admin'; userId: number },
  claimId: number,
  reason: string,
): Promise<string> {
  const result = await deps.db.transaction(async (tx) => {
    const found = await repo.findClaim(tx, claimId);
    if (!found) throw notFound(msg.notFound);
    const { claim, payment } = found;
    if (!payment) throw new AppError('CONFLICT', msg.notRefundable);
    const opened = await claims.openClaimRefund(tx, payment.id, { reason, actorUserId: actor.userId });
    if (opened === 'disputed') throw new AppError('CONFLICT', refunds.DISPUTED_REFUND);
    if (opened === 'not_refundable') throw new AppError('CONFLICT', msg.notRefundable);
    const f = await factsOf(tx, claim.reservationId);
    const amount = formatMoney(opened.amountMinor, claim.currency);
    const who = actor.kind === 'host' ? 'The host' : 'Our team';
    await note(tx, f, actor, `${who} refunded the damage claim: ${amount}. ${reason}`);
    await enqueueMail(
      tx,
      guestClaimNoticeMail(
        f,
        `The damage claim of ${amount} is refunded`,
        [
          `${who} refunded the damage claim for ${f.listingName}: ${amount} goes back to your card (${REFUND_TIMING}).`,
          // The refund form tells whoever refunds that the guest reads why.
          `${actor.kind === 'host' ? 'The host’s' : 'Our'} reason: “${reason}”`,
        ],
        deps.env.publicBaseUrl,
      ),
    );
    if (actor.kind === 'admin') {
      await enqueueMail(
        tx,
        hostNoticeMail(
          f,
          `Your damage claim of ${amount} was refunded`,
          [
            `Our team refunded your damage claim of ${amount} for ${f.listingName}: ${reason}`,
            'Its payout is cancelled.',
          ],
          deps.env.publicBaseUrl,
        ),
      );
    }
    return { refundId: opened.refundId, message: msg.refunded(amount) };
  });
  await refunds.sendRefunds(deps, [result.refundId]);
  return result.message;
}
