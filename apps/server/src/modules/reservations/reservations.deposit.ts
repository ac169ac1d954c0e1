import { formatDate, todayIso } from '@innkeep/contract/dates';
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
 * The host claims part or all of the damage deposit held for a paid stay, from the check-out day for
 * DEPOSIT_CLAIM_DAYS days, with a reason the guest reads. One transaction checks the rules, writes the
 * claim on the held deposit, records it in the history and queues the guest's e-mail; the capture runs
 * after the commit (a partial capture releases the rest), and the deposit job repeats it if it got no answer.
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
    const deposit = await payments.unclaimedDeposit(tx, id);
    if (!deposit) throw new AppError('CONFLICT', msg.noDepositHeld);
    const money = (minor: number) => formatMoney(minor, deposit.currency);
    if (input.amount > deposit.amountMinor) {
      throw FieldErrors.of('amount', msg.claimTooMuch(money(deposit.amountMinor)));
    }
    // What Stripe would refuse (under its minimum, a three-decimal amount not ending in 0) is refused here.
    const refused = chargeProblem(input.amount, deposit.currency, 'The claim');
    if (refused) throw FieldErrors.of('amount', refused);
    await payments.recordClaim(tx, deposit.id, input.amount, now);
    await recordEvent(tx, {
      reservationId: id,
      fromStatusId: ReservationStatus.Paid,
      to: ReservationStatus.Paid,
      actor: 'host',
      actorUserId: hostId,
      reason: `Damage deposit claim: ${money(input.amount)} of ${money(deposit.amountMinor)}. ${input.reason}`,
    });
    await enqueueMail(
      tx,
      depositClaimMail(
        { ...r, listingName: found.listingName, depositMinor: deposit.amountMinor },
        input.amount,
        input.reason,
      ),
    );
    return { id: deposit.id, money: money(input.amount) };
  });
  const captured = await payments.captureClaim(deps, claim.id);
  return {
    message: captured ? msg.claimRecorded(claim.money) : msg.claimPending(claim.money),
    data: await detailForHost(deps.db, hostId, id, today),
  };
}
