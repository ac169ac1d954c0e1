import { toCalculation } from '@innkeep/contract/bookings';
import { todayIso } from '@innkeep/contract/dates';
import { toMajor } from '@innkeep/contract/money';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { reservationMessages as msg, ReservationStatus, statusOf } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { claimWindowState, depositClaimWindow, refundableMinor } from '@innkeep/contract/reservations-money';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as payments from '../payments/payments.service.ts';
import { payoutsOfReservation } from '../payouts/payouts.lines.service.ts';
import { toReservationRow } from './reservations.mapper.ts';
import * as repo from './reservations.repository.ts';

type Money = Awaited<ReturnType<typeof payments.moneyOf>>;
type PaymentRow = Money['payments'][number];

const statusWire = (id: number) => {
  const s = statusOf(id);
  return { id, name: s?.name ?? 'Unknown', color: s?.color ?? 'gray' };
};

const OPEN = new Set(['created', 'requires_action', 'processing']);

/**
 * The deposit's state (decision 0024): available once the stay's charge saved the card with the guest's
 * consent, then from the latest claim (charging, waiting for the guest's bank, claimed, or failed with the
 * provider's message); authorisations held before decision 0024 keep their old states. A claim can be made
 * today on a paid stay with a card saved, no claim charged or in progress, inside the window.
 */
function depositOf(
  r: repo.ReservationWithListing['reservation'],
  all: PaymentRow[],
  today: string,
): ReservationDetail['deposit'] {
  const claim = all.filter((p) => p.kind === 'deposit_claim').at(-1);
  const saved = all.some(
    (p) =>
      p.kind === 'stay' && p.status === 'succeeded' && p.setupFutureUsage === 'off_session' && p.customerId,
  );
  const { state, claimedMinor, failure } =
    r.depositMinor === 0
      ? { state: 'none' as const, claimedMinor: 0, failure: null }
      : claim
        ? claimStateOf(claim)
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
      (state === 'available' || state === 'failed') &&
      claimWindowState(r.endDate, today) === 'open',
  };
}

type DepositState = ReservationDetail['deposit']['state'];
interface DepositFacts {
  state: DepositState;
  claimedMinor: number;
  failure: string | null;
}

function claimStateOf(claim: PaymentRow): DepositFacts {
  if (claim.status === 'succeeded')
    return { state: 'claimed', claimedMinor: claim.amountMinor, failure: null };
  if (claim.status === 'requires_action') {
    return { state: 'awaiting_guest', claimedMinor: claim.amountMinor, failure: null };
  }
  if (OPEN.has(claim.status)) return { state: 'claiming', claimedMinor: claim.amountMinor, failure: null };
  const failure =
    claim.status === 'canceled'
      ? 'The guest did not approve the charge in time.'
      : (claim.failureMessage ?? 'The card was declined.');
  return { state: 'failed', claimedMinor: 0, failure };
}

/** An authorisation held at booking before decision 0024. */
function heldStateOf(latest: PaymentRow | undefined): DepositFacts {
  const state: DepositState = !latest
    ? 'none'
    : OPEN.has(latest.status)
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

/** One of the host's reservations with its money and history; another host's is not found. */
export async function detailForHost(
  db: Tx,
  hostId: number,
  id: number,
  today = todayIso(),
): Promise<ReservationDetail> {
  const found = await repo.findForHost(db, hostId, id);
  if (!found) throw notFound(msg.notFound);
  const r = found.reservation;
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
      actor_name: actorFirstName ? `${actorFirstName} ${actorLastName ?? ''}`.trim() : null,
      from: e.fromStatusId === null ? null : statusWire(e.fromStatusId),
      to: statusWire(e.toStatusId),
      reason: e.reason,
      refunded: e.refundedMinor === null ? null : major(e.refundedMinor),
    })),
    refundable: major(refundableOf(money)),
    deposit: depositOf(r, money.payments, today),
    payouts: await payoutsOfReservation(db, id),
    dispute: await payments.disputeOf(db, id),
  };
}
