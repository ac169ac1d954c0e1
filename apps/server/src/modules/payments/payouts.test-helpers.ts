import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { beforeAll, expect } from 'vitest';
import { paymentAccounts, paymentEvents } from '../../db/schema/payments.ts';
import { payoutReversals, payouts } from '../../db/schema/payouts.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { type StripeServer, signWebhook } from '../../test/stripe-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  bookedStay,
  bookingBody,
  day,
  paymentsOf,
  simulatedObjects,
} from '../bookings/bookings.test-helpers.ts';
import { type SignedInHost, signedInHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import * as refunds from './payments.refunds.service.ts';
import { runPayouts } from './payouts.jobs.ts';

/** A host signed in with a simulated payment account that finished onboarding, and a listing of theirs. */
export async function connectedHost(t: TestApp, listing: Partial<ListingInsert> = {}) {
  const host = await signedInHost(t.db);
  await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
  if (t.app.deps.payments.simulator)
    await t.app.inject({ method: 'POST', url: '/api/stripe/simulator/onboard', headers: host.headers });
  const created = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0, ...listing });
  return { ...host, listingId: created.id };
}

/**
 * Stripe turns card payments on for the host's connected account (onboarding finished there) and the app reads
 * it (`GET /api/stripe/status`). Returns the account's id.
 */
export async function enableCharges(
  t: TestApp,
  server: StripeServer,
  host: { user: { id: number }; headers: Record<string, string> },
): Promise<string> {
  const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
  if (!row) throw new Error(`host ${host.user.id} has no payment account`);
  server.setAccount(row.accountId, { chargesEnabled: true });
  await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
  return row.accountId;
}

/**
 * The test file's host, connected through the app to the local Stripe server, which has turned card payments on
 * for the account: Book now is offered on their listings. Read it in hooks and tests only.
 */
export function useStripeHost(t: TestApp, server: StripeServer): SignedInHost & { accountId: string } {
  const host = useSignedInHost(t) as SignedInHost & { accountId: string };
  beforeAll(async () => {
    await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    host.accountId = await enableCharges(t, server, host);
  });
  return host;
}

/** The euros in a Stripe balance (the platform's, or a connected account's), available and pending, in minor units. */
export async function eurBalance(sdk: Stripe, stripeAccount?: string): Promise<number> {
  const balance = await sdk.balance.retrieve({}, stripeAccount ? { stripeAccount } : undefined);
  return [...balance.available, ...balance.pending]
    .filter((x) => x.currency === 'eur')
    .reduce((sum, x) => sum + x.amount, 0);
}

/** Book now with a card that succeeds: a paid reservation (6), its id. */
export async function bookPaid(t: TestApp, listingId: number, start: number, nights = 3): Promise<number> {
  return (
    await bookedStay(t, bookingBody(listingId, { start_date: day(start), end_date: day(start + nights) }))
  ).id;
}

export async function payoutOf(t: TestApp, reservationId: number) {
  const [row] = await t.db.select().from(payouts).where(eq(payouts.reservationId, reservationId));
  if (!row) throw new Error(`no payout for reservation ${reservationId}`);
  return row;
}

export const reversalsOf = (t: TestApp, payoutId: number) =>
  t.db
    .select()
    .from(payoutReversals)
    .where(eq(payoutReversals.payoutId, payoutId))
    .orderBy(payoutReversals.id);

/** The simulator's transfers (the money that actually left the platform for hosts). */
export async function simulatedTransfers(t: TestApp) {
  return (await simulatedObjects(t, 'transfer')).map((tr) => ({
    id: String(tr.id),
    amountMinor: Number(tr.amount),
    reversedMinor: Number(tr.amount_reversed),
  }));
}

/** A refund the guest's cancellation policy gives (cause guest_cancellation), written then sent. */
export async function policyRefund(t: TestApp, reservationId: number, amountMinor: number) {
  const { refundIds } = await t.db.transaction((tx) =>
    refunds.openRefunds(tx, {
      reservationId,
      amountMinor,
      reason: 'Cancelled by the guest under the policy',
      cause: 'guest_cancellation',
      actorUserId: null,
      tooMuch: () => new Error('too much'),
    }),
  );
  await refunds.sendRefunds(t.app.deps, refundIds);
}

/** The host cancels the paid stay through the route: a full refund (cause host_cancellation). */
export function hostCancels(t: TestApp, headers: Record<string, string>, reservationId: number) {
  return changeStatus(t, headers, reservationId, 5);
}

/** Just after the payout is due. */
export const afterDue = (p: { scheduledFor: Date }) => new Date(p.scheduledFor.getTime() + 60_000);

/** The payout job's round at `now` (for another module's tests). */
export const payoutJobAt = (t: TestApp, now: Date) => runPayouts(t.app.deps, now);

/** What the webhook recorded of a Stripe event (by its id): one row once it was taken, none if refused. */
export const recordedEvents = (t: TestApp, event: Record<string, unknown>) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, String(event.id)));

/** Delivers a Stripe event to the app's webhook, signed as Stripe signs it (the test webhook secret). */
export function deliverWebhook(t: TestApp, event: Record<string, unknown>, url = '/api/stripe/webhook') {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
    payload,
  });
}

/** Delivers a Stripe event to the webhook and runs the payment-events job that applies it, as production does. */
export async function applyWebhook(t: TestApp, event: Record<string, unknown>): Promise<void> {
  const res = await deliverWebhook(t, event);
  expect(res.statusCode, res.body).toBe(200);
  await processPaymentEvents(t.app.deps);
}

/** The guest's bank opens a dispute on the stay's charge; its webhooks arrive and the job applies them. */
export async function openStayDispute(
  t: TestApp,
  server: StripeServer,
  reservationId: number,
): Promise<string> {
  const [stay] = await paymentsOf(t, reservationId, 'stay');
  const opened = server.openDispute(stay!.providerPaymentId!, 'fraudulent');
  await applyWebhook(t, server.event('charge.dispute.created', { dispute: String(opened.id) }));
  await applyWebhook(t, server.event('charge.dispute.funds_withdrawn', { dispute: String(opened.id) }));
  return String(opened.id);
}

/** The dispute closes lost: the guest's bank keeps the money; its webhook arrives and the job applies it. */
export async function loseDispute(t: TestApp, server: StripeServer, disputeId: string): Promise<void> {
  server.closeDispute(disputeId, 'lost');
  await applyWebhook(t, server.event('charge.dispute.closed', { dispute: disputeId }));
}
