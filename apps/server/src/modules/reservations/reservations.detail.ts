import { toCalculation } from '@innkeep/contract/bookings';
import type { ClaimStage } from '@innkeep/contract/deposit-claims';
import { toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { reservationMessages as msg, ReservationStatus, statusWire } from '@innkeep/contract/reservations';
import { type ReservationDetail, SUPPORT_ACTOR_NAME } from '@innkeep/contract/reservations-detail';
import { claimWindowState, depositClaimWindow, refundableMinor } from '@innkeep/contract/reservations-money';
import { todayIn } from '@innkeep/contract/time-zones';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as payments from '../payments/payments.service.ts';
import { payoutsOfReservation } from '../payments/payouts.lines.service.ts';
import * as claimsRepo from './reservations.claims.repository.ts';
import { claimWireOf } from './reservations.claims.wire.ts';
import { toReservationRow } from './reservations.mapper.ts';
import * as repo from './reservations.repository.ts';

type Money = Awaited<ReturnType<typeof payments.moneyOf>>;
type PaymentRow = Money['payments'][number];

/**
 * The deposit's state: available once the stay's charge saved the card with the guest's consent (decision
 * 0024), then from the latest claim (decision 0060): waiting for the guest's answer, objected, rejected,
 * being charged, waiting for the guest's bank, claimed, refunded, or failed with the provider's message.
 * Authorisations held before decision 0024 keep their old states. A claim can be filed today on a paid stay
 * with a card saved, no claim open, charged or rejected, inside the window.
 */
async function depositOf(
  db: Tx,
  storage: Pick<StoragePort, 'publicUrl'>,
  r: repo.ReservationWithListing['reservation'],
  all: PaymentRow[],
  listing: { today: string; timeZone: string },
): Promise<ReservationDetail['deposit']> {
  const { today, timeZone } = listing;
  const latest = r.depositMinor === 0 ? null : await claimsRepo.latestClaim(db, r.id);
  const saved = all.some(
    (p) =>
      p.kind === 'stay' && p.status === 'succeeded' && p.setupFutureUsage === 'off_session' && p.customerId,
  );
  const claim = latest ? await claimWireOf(db, storage, latest.claim, latest.payment, timeZone) : null;
  const { state, claimedMinor, failure } =
    r.depositMinor === 0
      ? { state: 'none' as const, claimedMinor: 0, failure: null }
      : latest && claim
        ? claimStateOf(claim.stage, latest.claim.amountMinor, claim.failure)
        : saved && r.statusId === ReservationStatus.Paid
          ? { state: 'available' as const, claimedMinor: 0, failure: null }
          : heldStateOf(all.filter((p) => p.kind === 'deposit').at(-1));
  const window = depositClaimWindow(r.endDate);
  return {
    state,
    amount: toMajor(r.depositMinor, r.currency),
    claimed: toMajor(claimedMinor, r.currency),
    failure,
    claim_opens: window.opens,
    claim_closes: window.closes,
    claimable:
      r.statusId === ReservationStatus.Paid &&
      (state === 'available' || (state === 'failed' && saved)) &&
      claimWindowState(r.endDate, today) === 'open',
    claim,
  };
}

type DepositState = ReservationDetail['deposit']['state'];
interface DepositFacts {
  state: DepositState;
  claimedMinor: number;
  failure: string | null;
}

const STATE_OF_STAGE: Record<ClaimStage, DepositState> = {
  awaiting_answer: 'awaiting_answer',
  objected: 'objected',
  rejected: 'rejected',
  charging: 'claiming',
  awaiting_bank: 'awaiting_guest',
  charged: 'claimed',
  failed: 'failed',
  refunded: 'refunded',
};

function claimStateOf(stage: ClaimStage, amountMinor: number, failure: string | null): DepositFacts {
  const state = STATE_OF_STAGE[stage];
  const counts = stage !== 'failed' && stage !== 'rejected' && stage !== 'refunded';
  return { state, claimedMinor: counts ? amountMinor : 0, failure };
}

/** An authorisation held at booking before decision 0024. */
function heldStateOf(latest: PaymentRow | undefined): DepositFacts {
  const state: DepositState = !latest
    ? 'none'
    : payments.isOpenPayment(latest.status)
      ? 'pending'
      : latest.status === 'requires_capture'
        ? latest.capturedMinor > 0
          ? 'claimed'
          : 'held'
        : latest.status === 'succeeded'
          ? 'claimed'
          : latest.status === 'canceled'
            ? 'released'
            : 'none';
  return { state, claimedMinor: state === 'claimed' ? (latest?.capturedMinor ?? 0) : 0, failure: null };
}

/** What the stay's succeeded payments can still give back, pending refunds counted as spent. */
function refundableOf(money: Money): number {
  return refundableMinor(
    money.payments
      .filter((p) => p.kind === 'stay' && p.status === 'succeeded')
      .map((p) => ({
        amountMinor: p.amountMinor,
        refundedMinor: p.refundedMinor,
        pendingRefundMinor: money.refunds
          .filter((x) => x.paymentId === p.id && x.status === 'pending')
          .reduce((sum, x) => sum + x.amountMinor, 0),
      })),
  );
}

/**
 * Who made a change, as the host reads it: a host's or team member's name, but an admin (who acts as Innkeep,
 * actor `system` with a user) as support: the admin's own name never reaches a host.
 */
function actorName(
  e: repo.HistoryRow['event'],
  firstName: string | null,
  lastName: string | null,
): string | null {
  if (e.actor === 'system') return e.actorUserId === null ? null : SUPPORT_ACTOR_NAME;
  return firstName ? fullName(firstName, lastName ?? '') : null;
}

/** One of the host's reservations with its money and history; another host's is not found. */
export async function detailForHost(
  db: Tx,
  storage: Pick<StoragePort, 'publicUrl'>,
  hostId: number,
  id: number,
  now = new Date(),
): Promise<ReservationDetail> {
  const found = await repo.findForHost(db, hostId, id);
  if (!found) throw notFound(msg.notFound);
  const r = found.reservation;
  // The claim window is counted in the listing's days, as the host and the guest live them.
  const today = todayIn(found.listingTimeZone, now);
  const major = (minor: number) => toMajor(minor, r.currency);
  const money = await payments.moneyOf(db, id);
  const history = await repo.historyOf(db, id);
  const breakdown = r.priceBreakdown as unknown as PriceBreakdown | null;
  return {
    ...toReservationRow(found),
    message: r.message,
    price_breakdown: breakdown?.currency ? toCalculation(breakdown) : null,
    payments: money.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      amount: major(p.amountMinor),
      captured: major(p.capturedMinor),
      refunded: major(p.refundedMinor),
      created_at: p.createdAt.toISOString(),
    })),
    refunds: money.refunds.map((x) => ({
      id: x.id,
      payment_id: x.paymentId,
      amount: major(x.amountMinor),
      status: x.status,
      reason: x.reason,
      failure_reason: x.failureReason,
      created_at: x.createdAt.toISOString(),
    })),
    history: history.map(({ event: e, actorFirstName, actorLastName }) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: e.actor,
      actor_name: actorName(e, actorFirstName, actorLastName),
      from: e.fromStatusId === null ? null : statusWire(e.fromStatusId),
      to: statusWire(e.toStatusId),
      reason: e.reason,
      refunded: e.refundedMinor === null ? null : major(e.refundedMinor),
    })),
    refundable: major(refundableOf(money)),
    deposit: await depositOf(db, storage, r, money.payments, { today, timeZone: found.listingTimeZone }),
    payouts: await payoutsOfReservation(db, id),
    dispute: await payments.disputeOf(db, id),
  };
}
