import { formatMoney, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { type PayoutLine, type PayoutStatusLabel, payoutStatusLabel } from '@innkeep/contract/payouts';
import type { Tx } from '../../db/client.ts';
import * as repo from './payouts.repository.ts';
import { inSettlement } from './payouts.rules.ts';

/** Who cancelled a paid stay whose card processing the host bears (cause `host_cancellation`, decision 0089). */
const CANCELLED_BY = {
  host: 'You cancelled this paid stay',
  system: 'Innkeep cancelled this paid stay as your cancellation',
} as const;
const cancellerOf = (actor: string | null): keyof typeof CANCELLED_BY =>
  actor === 'system' ? actor : 'host';

/** Why a payout waits or stopped, in the host's words; null when nothing is wrong. */
function reasonOf(row: repo.PayoutLineRow): string | null {
  const { payout: p, kind, cancelledBy } = row;
  if (p.status === 'held') return 'Held while a card dispute on this payment is open.';
  if (row.chargedBack)
    return "The guest's bank took this payment back: the card dispute was decided for the guest.";
  if (p.status === 'failed') return p.failureMessage ?? 'The payment provider refused the transfer.';
  if (p.status === 'scheduled' && p.failureMessage) return p.failureMessage;
  if (p.hostChargeMinor > 0) {
    const what =
      kind === 'deposit_claim' ? 'This damage claim was refunded' : CANCELLED_BY[cancellerOf(cancelledBy)];
    return `${what}: its card processing (${formatMoney(p.hostChargeMinor, p.currency)}) is kept from your next payouts.`;
  }
  return null;
}

const wire = (row: repo.PayoutLineRow): PayoutLine => {
  const p = row.payout;
  const transferMinor = p.transferCurrency ? inSettlement(p, p.transferredMinor ?? p.amountMinor) : null;
  return {
    reservation_id: p.reservationId,
    amount: toMajor(p.amountMinor, p.currency),
    fee: toMajor(p.feeMinor, p.currency),
    currency: p.currency,
    status: p.status,
    scheduled_for: p.scheduledFor.toISOString(),
    paid_at: p.paidAt ? p.paidAt.toISOString() : null,
    reversed_at: p.status === 'reversed' && p.reversedAt ? p.reversedAt.toISOString() : null,
    kind: row.kind === 'deposit_claim' ? 'deposit_claim' : 'stay',
    guest_name: fullName(row.guestFirstName, row.guestLastName),
    listing: row.listingName ?? '',
    time_zone: row.timeZone,
    start_date: row.startDate,
    end_date: row.endDate,
    transfer_amount:
      transferMinor === null || !p.transferCurrency ? null : toMajor(transferMinor, p.transferCurrency),
    transfer_currency: p.transferCurrency ? p.transferCurrency.toUpperCase() : null,
    exchange_rate: p.exchangeRate,
    reason: reasonOf(row),
    owed: toMajor(p.owedMinor + p.hostChargeMinor - p.recoveredMinor, p.currency),
  };
};

/** The host's payouts for the payouts page, the latest first. */
export async function payoutsOfHost(db: Tx, hostId: number): Promise<PayoutLine[]> {
  return (await repo.payoutsOfHost(db, hostId)).map(wire);
}

/** A reservation's payouts for its detail drawer, oldest first. */
export async function payoutsOfReservation(db: Tx, reservationId: number): Promise<PayoutLine[]> {
  return (await repo.payoutsOfReservation(db, reservationId)).map(wire);
}

/** Payouts refused for good, with the host to contact, for the admin dashboard. */
export async function failedPayouts(db: Tx): Promise<Array<PayoutLine & { host_email: string }>> {
  return (await repo.failedPayouts(db)).map((row) => ({ ...wire(row), host_email: row.hostEmail }));
}

/** A stay's payout as it stands, minor units of `currency`: what an e-mail about a change to the stay tells the host. */
export interface StayPayout {
  amountMinor: number;
  currency: string;
  /** As the host reads it on the payouts page (contract `payoutStatusLabel`): `cancelled` before any transfer. */
  status: PayoutStatusLabel;
  scheduledFor: Date;
}

/** A reservation's stay payouts (not its damage claims'), as the caller's transaction sees them, oldest first. */
export async function stayPayoutsOf(db: Tx, reservationId: number): Promise<StayPayout[]> {
  return (await repo.payoutsOfReservation(db, reservationId))
    .filter((row) => row.kind === 'stay')
    .map((row) => ({
      amountMinor: row.payout.amountMinor,
      currency: row.payout.currency,
      // The rule of the page the e-mail sends the host to, from the same line.
      status: payoutStatusLabel(wire(row)),
      scheduledFor: row.payout.scheduledFor,
    }));
}
