import { type GuestDepositClaim, depositClaimOutcomeMessages as outcome } from '@innkeep/contract/deposit';
import { formatPrice, toMajor } from '@innkeep/contract/money';
import { AppError, notFound } from '../../lib/errors.ts';
import * as payments from '../payments/payments.service.ts';

type Deps = payments.PaymentDeps;

/**
 * The guest's side of a damage deposit claim their bank wants them to approve (decision 0024): the e-mailed
 * link opens `/reservation/{hash}/deposit-claim`, which shows the claim and its reason; Approve confirms the
 * charge again with the guest present (the bank's step in the browser, as on the finalise page), then the
 * page asks the server to check it with the provider and apply it.
 */

/** The reservation's latest deposit claim, for its guest; 404 when there is none. */
export async function guestClaim(deps: Deps, hash: string): Promise<GuestDepositClaim> {
  const found = await payments.latestClaimByHash(deps.db, hash);
  if (!found) throw notFound(outcome.notFound);
  return wireOf(found.claim, found.listingName, null);
}

/** Starts the bank's step for a claim that waits for the guest: answers with the client secret to finish. */
export async function startApproval(deps: Deps, hash: string): Promise<GuestDepositClaim> {
  const found = await payments.latestClaimByHash(deps.db, hash);
  if (!found) throw notFound(outcome.notFound);
  if (found.claim.status !== 'requires_action') throw new AppError('CONFLICT', outcome.notWaiting);
  const intent = await payments.startClaimApproval(deps, found.claim);
  const now = await payments.latestClaimByHash(deps.db, hash);
  const secret = intent?.status === 'requires_action' ? intent.clientSecret : null;
  return wireOf(now?.claim ?? found.claim, found.listingName, secret);
}

/** After the browser finished the bank's step: the provider's answer, applied. */
export async function confirmApproval(deps: Deps, hash: string): Promise<GuestDepositClaim> {
  const found = await payments.latestClaimByHash(deps.db, hash);
  if (!found) throw notFound(outcome.notFound);
  await payments.confirmClaimApproval(deps, found.claim);
  const now = await payments.latestClaimByHash(deps.db, hash);
  return wireOf(now?.claim ?? found.claim, found.listingName, null);
}

function wireOf(
  claim: payments.PaymentRow,
  listingName: string,
  clientSecret: string | null,
): GuestDepositClaim {
  const amount = formatPrice(toMajor(claim.amountMinor, claim.currency), claim.currency);
  const status =
    claim.status === 'requires_action'
      ? 'waiting'
      : claim.status === 'succeeded'
        ? 'paid'
        : claim.status === 'failed' || claim.status === 'canceled'
          ? 'failed'
          : 'processing';
  const message = {
    waiting: `Your bank asks you to approve the charge of ${amount}.`,
    processing: `The charge of ${amount} is being processed.`,
    paid: `The charge of ${amount} is approved and paid. Thank you.`,
    failed: `The charge of ${amount} did not go through${claim.failureMessage ? `: ${claim.failureMessage}` : '.'} The host is told.`,
  }[status];
  return {
    listing_name: listingName,
    amount: toMajor(claim.amountMinor, claim.currency),
    currency: claim.currency,
    reason: claim.reason,
    status,
    client_secret: clientSecret,
    message,
  };
}
