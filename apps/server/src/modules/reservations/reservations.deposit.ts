import { formatDate } from '@innkeep/contract/dates';
import { depositClaimOutcomeMessages as outcome } from '@innkeep/contract/deposit';
import { CLAIM_ANSWER_HOURS, claimMessages } from '@innkeep/contract/deposit-claims';
import { formatDateTime } from '@innkeep/contract/formats';
import { chargeProblem, formatMoney } from '@innkeep/contract/money';
import { reservationMessages as msg, ReservationStatus } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { claimWindowState, depositClaimWindow } from '@innkeep/contract/reservations-money';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Tx } from '../../db/client.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import * as claims from '../payments/payments.claims.service.ts';
import { claimFiledMail } from './reservations.claims.mails.ts';
import * as claimsRepo from './reservations.claims.repository.ts';
import type { ClaimDeps } from './reservations.claims.ts';
import { stageOf } from './reservations.claims.wire.ts';
import { detailForHost } from './reservations.detail.ts';
import * as repo from './reservations.repository.ts';
import { recordEvent } from './reservations.service.ts';

/**
 * The host files a damage deposit claim on a paid stay, from the check-out day for DEPOSIT_CLAIM_DAYS days,
 * with a reason and photos the guest reads (decision 0060). One transaction checks the rules under the
 * reservation's row lock (claims of one stay take turns there), writes the claim, records it in the history
 * and queues the guest's e-mail with a link to accept or object within CLAIM_ANSWER_HOURS. Nothing is
 * charged here: the card is charged once the guest accepts, the time runs out, or an admin upholds an
 * objection (reservations.claims.ts).
 */
export async function claimDeposit(
  deps: ClaimDeps,
  hostId: number,
  id: number,
  input: { amount: number; reason: string; photos?: string[] },
  now = new Date(),
): Promise<{ message: string; data: ReservationDetail }> {
  const photos = [...new Set(input.photos ?? [])];
  // A photo must be one this stay's claim form stored (its key names the reservation).
  for (const key of photos) {
    if (!key.startsWith(`claims/${id}/`) || !(await deps.storage.get(key))) {
      throw FieldErrors.of('photos', claimMessages.photoKeyInvalid);
    }
  }
  const message = await deps.db.transaction(async (tx) => {
    const found = await repo.findForHost(tx, hostId, id);
    if (!found) throw notFound(msg.notFound);
    const r = found.reservation;
    const today = todayIn(found.listingTimeZone, now); // the listing's day, as the window is read
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
    const blocked = await blockingClaim(tx, id);
    if (blocked) throw new AppError('CONFLICT', blocked);
    if (!(await claims.hasSavedCard(tx, id))) throw new AppError('CONFLICT', outcome.noCardSaved);
    const answerBy = new Date(now.getTime() + CLAIM_ANSWER_HOURS * 3_600_000);
    await claimsRepo.insertClaim(tx, {
      reservationId: id,
      amountMinor: input.amount,
      currency: r.currency,
      reason: input.reason,
      photos,
      answerDueAt: answerBy,
      createdAt: now,
    });
    await recordEvent(tx, {
      reservationId: id,
      fromStatusId: ReservationStatus.Paid,
      to: ReservationStatus.Paid,
      actor: 'host',
      actorUserId: hostId,
      reason: `Damage deposit claim: ${money(input.amount)} of ${money(r.depositMinor)}, sent to the guest to accept or object by ${formatDateTime(answerBy, found.listingTimeZone)}. ${input.reason}`,
    });
    const facts = await claimsRepo.claimFacts(tx, id);
    if (facts) {
      await enqueueMail(
        tx,
        claimFiledMail(
          facts,
          {
            amountMinor: input.amount,
            reason: input.reason,
            photoUrls: photos.map((k) => deps.storage.publicUrl(k)),
            answerBy,
          },
          deps.env.publicBaseUrl,
          r.depositMinor,
        ),
      );
    }
    return claimMessages.filed(
      money(input.amount),
      formatDateTime(answerBy, found.listingTimeZone),
      photos.length > 0,
    );
  });
  return { message, data: await detailForHost(deps.db, deps.storage, hostId, id, now) };
}

/**
 * Why a new claim cannot be filed: one waits for the guest or an admin, is being charged, was charged, or
 * was rejected by an admin. A claim whose charge failed leaves the deposit claimable again.
 */
async function blockingClaim(tx: Tx, reservationId: number): Promise<string | null> {
  const latest = await claimsRepo.latestClaim(tx, reservationId);
  if (!latest) return null;
  const stage = stageOf(latest.claim, latest.payment);
  if (stage === 'failed') return null;
  if (stage === 'charged' || stage === 'refunded') return outcome.alreadyClaimed;
  if (stage === 'rejected') return claimMessages.rejectedClosed;
  return outcome.inProgress;
}
