import type { GuestDepositClaim } from '@innkeep/contract/deposit';
import { depositClaimOutcomeMessages as outcome } from '@innkeep/contract/deposit';
import type { ClaimStage } from '@innkeep/contract/deposit-claims';
import { formatPrice, toMajor } from '@innkeep/contract/money';
import { AppError } from '../../lib/errors.ts';
import * as claims from '../payments/payments.claims.service.ts';
import type * as repo from './reservations.claims.repository.ts';
import { claimFacts } from './reservations.claims.repository.ts';
import { type ClaimDeps, claimByHash } from './reservations.claims.ts';
import { claimWireOf } from './reservations.claims.wire.ts';

/**
 * The guest's side of a damage deposit claim (decisions 0024 and 0060): the e-mailed link opens
 * `/reservation/{hash}/deposit-claim`, which shows the claim with its reason and the host's photos, lets the
 * guest accept or object while the answer is open, and, when their bank wants them for the charge, runs the
 * bank's step (Approve confirms the charge again with the guest present; the page then asks the server to
 * check it with the provider and apply it).
 */

/** The reservation's latest deposit claim, for its guest; 404 when there is none. */
export async function guestClaim(deps: ClaimDeps, hash: string): Promise<GuestDepositClaim> {
  const found = await claimByHash(deps, hash);
  return wireOf(deps, found.claim, found.payment, null);
}

/** Starts the bank's step for a claim that waits for the guest: answers with the client secret to finish. */
export async function startApproval(deps: ClaimDeps, hash: string): Promise<GuestDepositClaim> {
  const found = await claimByHash(deps, hash);
  if (found.payment?.status !== 'requires_action') throw new AppError('CONFLICT', outcome.notWaiting);
  const intent = await claims.startClaimApproval(deps, found.payment);
  const now = await claimByHash(deps, hash);
  const secret = intent?.status === 'requires_action' ? intent.clientSecret : null;
  return wireOf(deps, now.claim, now.payment, secret);
}

/** After the browser finished the bank's step: the provider's answer, applied. */
export async function confirmApproval(deps: ClaimDeps, hash: string): Promise<GuestDepositClaim> {
  const found = await claimByHash(deps, hash);
  if (found.payment) await claims.confirmClaimApproval(deps, found.payment);
  const now = await claimByHash(deps, hash);
  return wireOf(deps, now.claim, now.payment, null);
}

const STATUS_OF_STAGE: Record<ClaimStage, GuestDepositClaim['status']> = {
  awaiting_answer: 'awaiting_answer',
  objected: 'objected',
  rejected: 'rejected',
  charging: 'processing',
  awaiting_bank: 'waiting',
  charged: 'paid',
  failed: 'failed',
  refunded: 'refunded',
};

export async function wireOf(
  deps: ClaimDeps,
  claim: repo.ClaimRow,
  payment: repo.PaymentOfClaim | null,
  clientSecret: string | null,
): Promise<GuestDepositClaim> {
  const facts = await claimFacts(deps.db, claim.reservationId);
  const wire = await claimWireOf(deps.db, deps.storage, claim, payment, facts?.timeZone ?? 'UTC');
  const amount = formatPrice(toMajor(claim.amountMinor, claim.currency), claim.currency);
  const status = STATUS_OF_STAGE[wire.stage];
  const message = {
    awaiting_answer: `Nothing is charged yet. Accept the claim, or object and our team decides. Without an answer by the time shown, ${amount} is charged as you agreed when you paid.`,
    objected:
      'You objected: our team reads both sides and decides. Nothing is charged meanwhile; you are e-mailed the decision.',
    rejected: 'Our team rejected this claim: it is closed and nothing is charged.',
    waiting: `Your bank asks you to approve the charge of ${amount}.`,
    processing: `The charge of ${amount} is being processed.`,
    paid: `The charge of ${amount} is paid.`,
    failed: `The charge of ${amount} did not go through${wire.failure ? `: ${wire.failure}` : '.'} The host is told.`,
    refunded: `The claim of ${amount} was refunded to your card.${wire.refund_reason ? ` The reason: “${wire.refund_reason}”` : ''}`,
  }[status];
  return {
    listing_name: facts?.listingName ?? '',
    amount: wire.amount,
    currency: claim.currency,
    reason: claim.reason,
    status,
    photos: wire.photos,
    answer_by: wire.answer_by,
    time_zone: wire.time_zone,
    objection: wire.objection,
    decision_note: wire.decision_note,
    client_secret: clientSecret,
    message,
  };
}
