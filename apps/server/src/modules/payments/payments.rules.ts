import { roundMinor } from '@innkeep/contract/money';
import type { PayoutRoute } from '@innkeep/contract/payout-routes';
import { DEPOSIT_CLAIM_DAYS } from '@innkeep/contract/reservations-money';
import type {
  IntentStatus,
  PaymentIntentState,
  ProviderName,
} from '../../adapters/payments/payments.port.ts';
import type { PaymentStatus } from '../../db/schema/payments.ts';

/** The days after check-out in which the host may claim the damage deposit (decision 0024). */
export const DEPOSIT_RELEASE_DAYS = DEPOSIT_CLAIM_DAYS;

/** A deposit claim waits this long for the guest to approve it (their bank asked), then it is cancelled. */
export const CLAIM_APPROVAL_DAYS = 7;

/**
 * The platform's fee on a stay charge: `percent` of what the host earns, never of the occupancy taxes the
 * host collects to remit (decision 0048): `stayFee(total, taxes, percent, currency)`.
 */
export function stayFee(totalMinor: number, taxesMinor: number, percent: number, currency: string): number {
  return platformFee(Math.max(0, totalMinor - Math.max(0, taxesMinor)), percent, currency);
}

/**
 * The platform's share of a charge, in minor units: rounded to the currency's step (KWD 62.150, not 62.145,
 * so the host's payout is an amount too), never more than the charge.
 */
export function platformFee(totalMinor: number, percent: number, currency: string): number {
  return Math.min(totalMinor, Math.max(0, roundMinor((totalMinor * percent) / 100, currency)));
}

/**
 * Where a stay's money goes: the host's connected account when it can be paid from this platform
 * (hostCanBePaid: a recipient account takes no charges but receives transfers). Without one the simulator
 * charges the platform (the offline demo must work for every host), while Stripe refuses, since a live
 * charge to the platform would keep the host's money.
 */
export function chargeDestination(
  provider: ProviderName,
  account: (Parameters<typeof hostCanBePaid>[0] & { accountId: string }) | null,
): { destinationAccountId: string | null } | 'host_not_connected' {
  if (account && hostCanBePaid(account)) return { destinationAccountId: account.accountId };
  return provider === 'simulator' ? { destinationAccountId: null } : 'host_not_connected';
}

/** The status a provider intent gives our payment row; null when it says nothing new (not yet confirmed). */
export function paymentStatusOf(
  intent: Pick<PaymentIntentState, 'status' | 'failure'>,
): PaymentStatus | null {
  // An off-session charge (a deposit claim) the bank wants the guest to approve is not a decline: it waits.
  const waits = intent.failure?.code === 'authentication_required';
  const map: Record<IntentStatus, PaymentStatus | null> = {
    requires_payment_method: waits ? 'requires_action' : intent.failure ? 'failed' : null,
    requires_confirmation: null,
    requires_action: 'requires_action',
    processing: 'processing',
    requires_capture: 'requires_capture',
    succeeded: 'succeeded',
    canceled: 'canceled',
  };
  return map[intent.status];
}

const RANK: Record<PaymentStatus, number> = {
  created: 0,
  requires_action: 1,
  processing: 1,
  requires_capture: 2,
  succeeded: 3,
  failed: 3,
  canceled: 3,
};

/**
 * Whether a payment may move from one status to another. Events arrive late and out of order, so a
 * payment only moves forward and a final status (succeeded, failed, canceled) never changes, with one
 * exception: a payment we gave up on ourselves (`failed` while the provider never named an intent, after
 * it could not be reached) still takes a success the provider reports later, so that money is not lost
 * (the reservation no longer holds the dates then, and the money is refunded).
 */
export function canMove(from: PaymentStatus, to: PaymentStatus, knownToProvider: boolean): boolean {
  if (from === 'failed' && !knownToProvider) return to === 'succeeded';
  if (RANK[from] === 3 || from === to) return false;
  return RANK[to] >= RANK[from];
}

/**
 * A host's account can be paid when transfers can reach it from this platform (decision 0049): its route is
 * not `none`, it can receive transfers and, under the full service agreement, take charges (a recipient
 * account, paid by cross-border payouts, never takes charges).
 */
export function hostCanBePaid(
  account: {
    chargesEnabled: boolean;
    transfersEnabled?: boolean | null;
    serviceAgreement?: 'full' | 'recipient';
    payoutRoute?: PayoutRoute | null;
  } | null,
): boolean {
  if (!account || account.payoutRoute === 'none' || account.transfersEnabled === false) return false;
  return account.serviceAgreement === 'recipient'
    ? account.transfersEnabled === true
    : account.chargesEnabled;
}

/** A provider's answer about one payment, as applyIntent applies it. */
export interface PaymentChange {
  status: PaymentStatus;
  providerPaymentId: string | null;
  failureMessage: string | null;
  capturedMinor?: number;
}
