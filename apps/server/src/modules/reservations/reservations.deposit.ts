import { formatDate, todayIso } from '@innkeep/contract/dates';
import { depositClaimOutcomeMessages as outcome } from '@innkeep/contract/deposit';
import { chargeProblem, formatMoney } from '@innkeep/contract/money';
import { reservationMessages as msg, ReservationStatus } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { claimWindowState, depositClaimWindow } from '@innkeep/contract/reservations-money';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import * as payments from '../payments/payments.service.ts';
import { detailForHost } from './reservations.detail.ts';
import { depositClaimMail } from './reservations.mails.ts';
import * as repo from './reservations.repository.ts';
import { recordEvent } from './reservations.service.ts';

type ClaimDeps = Pick<AppDeps, 'db' | 'payments'> & {
  env: Pick<AppDeps['env'], 'PLATFORM_FEE_PERCENT' | 'PAYMENT_HOLD_MINUTES' | 'publicBaseUrl'>;
};

/**
 * The host claims part or all of the damage deposit of a paid stay, from the check-out day for
 * DEPOSIT_CLAIM_DAYS days, with a reason the guest reads (decision 0024). One transaction checks the rules,
 * writes the claim as a new payment (the card the guest saved at Pay, their consent recorded), records it in
 * the history and queues the guest's e-mail; the off-session charge runs after the commit. The reply says
 * what happened: charged, waiting for the guest's bank (they are e-mailed a link), failed (never shown as
 * claimed), or not answered yet (the reconciliation job repeats it with the same key).
 */
export async function claimDeposit(
  deps: ClaimDeps,
  hostId: number,
  id: number,
  input: { amount: number; reason: string },
  now = new Date(),
): Promise<{ message: string; data: ReservationDetail }> {
  const today = todayIso(now);
  const claim = await deps.db.transaction(async (tx) => {
    const found = await repo.findForHost(tx, hostId, id);
    if (!found) throw notFound(msg.notFound);
    const r = found.reservation;
    if (!(await repo.lockInStatus(tx, id, ReservationStatus.Paid))) {
      throw new AppError('CONFLICT', msg.claimNotPaid);
    }
    const window = depositClaimWindow(r.endDate);
    const when = claimWindowState(r.endDate, today);
    if (when === 'too_early') throw new AppError('CONFLICT', msg.claimTooEarly(formatDate(window.opens)));
    if (when === 'closed') throw new AppError('CONFLICT', msg.claimTooLate(formatDate(window.closes)));
    if (r.depositMinor === 0) throw new AppError('CONFLICT', outcome.noCardSaved);
    const money = (minor: number) => formatMoney(minor, r.currency);
    if (input.amount > r.depositMinor) {
      throw FieldErrors.of('amount', msg.claimTooMuch(money(r.depositMinor)));
    }
    // What Stripe would refuse (under its minimum, a three-decimal amount not ending in 0) is refused here.
    const refused = chargeProblem(input.amount, r.currency, 'The claim');
    if (refused) throw FieldErrors.of('amount', refused);
    const opened = await payments.openDepositClaim(
      tx,
      { provider: deps.payments.name, feePercent: deps.env.PLATFORM_FEE_PERCENT },
      { reservationId: id, amountMinor: input.amount, reason: input.reason },
    );
    if (opened === 'no_card') throw new AppError('CONFLICT', outcome.noCardSaved);
    if (opened === 'in_progress') throw new AppError('CONFLICT', outcome.inProgress);
    if (opened === 'claimed') throw new AppError('CONFLICT', outcome.alreadyClaimed);
    await recordEvent(tx, {
      reservationId: id,
      fromStatusId: ReservationStatus.Paid,
      to: ReservationStatus.Paid,
      actor: 'host',
      actorUserId: hostId,
      reason: `Damage deposit claim: ${money(input.amount)} of ${money(r.depositMinor)}. ${input.reason}`,
    });
    await enqueueMail(
      tx,
      depositClaimMail({ ...r, listingName: found.listingName }, input.amount, input.reason),
    );
    return { paymentId: opened.paymentId, money: money(input.amount) };
  });
  const charged = await payments.chargeClaim(deps, claim.paymentId);
  return {
    message: messageOf(charged, claim.money),
    data: await detailForHost(deps.db, hostId, id, today),
  };
}

function messageOf(claim: payments.PaymentRow | null, money: string): string {
  switch (claim?.status) {
    case 'succeeded':
      return outcome.charged(money);
    case 'requires_action':
      return outcome.awaitingGuest(money);
    case 'failed':
    case 'canceled':
      return outcome.failed(money, claim.failureMessage ?? 'the card was declined.');
    default:
      return outcome.processing(money);
  }
}
