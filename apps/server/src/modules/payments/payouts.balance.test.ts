import type { CancellationPolicy } from '@innkeep/contract/cancellation';
import { CARD_PROCESSING, cardProcessingMinor } from '@innkeep/contract/card-processing';
import { formatPrice } from '@innkeep/contract/money';
import { type PayoutLine, payoutFeeLabel } from '@innkeep/contract/payouts';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payouts } from '../../db/schema/payouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { stripeClient, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkedOut, paymentsOf, post, reservationRow } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import { runPayouts } from './payouts.jobs.ts';
import {
  afterDue,
  bookPaid,
  connectedHost,
  deliverWebhook,
  enableCharges,
  eurBalance,
  hostCancels,
  loseDispute,
  openStayDispute,
  payoutOf,
  policyRefund,
  reversalsOf,
} from './payouts.test-helpers.ts';

/**
 * The platform's net balance through the real `stripe` SDK against the local Stripe server (which keeps
 * balances: charges add less Stripe's processing fee, refunds and transfers take away and never give that
 * fee back, reversals bring back). In every case the platform keeps exactly its fee less Stripe's processing
 * fee, or what the card-processing rule leaves it (decision 0089: a guest who cancels keeps the card
 * processing paid, a host who cancels pays it from their next payout), and never pays a host's share from
 * its own money. A dispute also costs the platform Stripe's dispute fee. Stays are 3 nights at €100 plus a
 * €30 cleaning fee (€330), the fee is 10 %; Stripe takes 1.5 % + €0.25 (€5.20), card processing is €9.87.
 */
let sdk: Stripe;
let host: Awaited<ReturnType<typeof connectedHost>>;
let accountId: string;

const server = useStripeServer({ processingFee: true });
const t = useTestApp(() => ({ ...server.env, PLATFORM_FEE_PERCENT: '10' }));
const admin = useSignedInHost(t, true);
beforeAll(async () => {
  sdk = stripeClient(server);
  host = await connectedHost(t);
  accountId = await enableCharges(t, server, host);
});
/** EUR balances in minor units, as Stripe reports them: the platform's and the host's connected account. */
async function ledger() {
  return { platform: await eurBalance(sdk), host: await eurBalance(sdk, accountId) };
}

/** Stripe's processing fee on a payment, from its charge's balance transaction (what Stripe kept). */
async function stripeFeeOf(paymentIntentId: string): Promise<number> {
  const pi = await sdk.paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge.balance_transaction'],
  });
  const txn = (pi.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction;
  return txn.fee;
}

/**
 * A paid stay: its id, what the guest paid, the platform's 10 % fee, what Stripe kept of the charge
 * (`stripeFee`), the card processing the rule passes on, and the balances before it.
 */
async function booked(start: number, listingId = host.listingId, nights = 3) {
  const before = await ledger();
  const id = await bookPaid(t, listingId, start, nights);
  const payout = await payoutOf(t, id);
  const [stay] = await paymentsOf(t, id, 'stay');
  const stripeFee = await stripeFeeOf(stay!.providerPaymentId!);
  const processing = cardProcessingMinor(payout.chargeMinor, payout.currency);
  return {
    id,
    before,
    charge: payout.chargeMinor,
    fee: payout.chargeFeeMinor,
    payout,
    stripeFee,
    processing,
  };
}

const delta = async (before: { platform: number; host: number }) => {
  const now = await ledger();
  return { platform: now.platform - before.platform, host: now.host - before.host };
};
const pay = (p: { scheduledFor: Date }) => runPayouts(t.app.deps, afterDue(p));

describe("the platform's net balance", () => {
  it("a booking: the platform holds the charge less Stripe's fee, and after the payout keeps its fee less Stripe's", async () => {
    const b = await booked(10);
    expect(b.fee).toBe(Math.round(b.charge / 10));
    // EEA standard cards: 1.5 % + €0.25 of €330.
    expect(b.stripeFee).toBe(5_20);
    expect(await delta(b.before)).toEqual({ platform: b.charge - b.stripeFee, host: 0 });
    await pay(b.payout);
    expect(await delta(b.before)).toEqual({ platform: b.fee - b.stripeFee, host: b.charge - b.fee });
  });

  it('a host cancellation before the payout: the guest gets everything, the host pays the card processing from their next payout', async () => {
    const b = await booked(20);
    expect((await hostCancels(t, host.headers, b.id)).statusCode).toBe(200);
    await pay(b.payout);
    // Stripe kept its fee on the refunded charge: the platform is out of it until the host's next payout.
    expect(await delta(b.before)).toEqual({ platform: -b.stripeFee, host: 0 });
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'reversed', hostChargeMinor: b.processing });
    const line = (await t.app.inject({ url: '/api/payouts', headers: host.headers }))
      .json()
      .data.find((l: { reservation_id: number }) => l.reservation_id === b.id);
    expect(line).toMatchObject({ owed: b.processing / 100 });
    expect(line.reason).toContain('You cancelled this paid stay');
    const next = await booked(24);
    await pay(next.payout);
    expect(await payoutOf(t, next.id)).toMatchObject({ withheldMinor: b.processing });
    expect(await delta(b.before)).toEqual({
      platform: b.processing - b.stripeFee + next.fee - next.stripeFee,
      host: next.charge - next.fee - b.processing,
    });
    expect(b.processing).toBeGreaterThanOrEqual(b.stripeFee);
  });

  it("a host cancellation after the payout: the host's share is reversed, and the card processing is kept from the next payout", async () => {
    const b = await booked(30);
    await pay(b.payout);
    expect((await hostCancels(t, host.headers, b.id)).statusCode).toBe(200);
    expect(await delta(b.before)).toEqual({ platform: -b.stripeFee, host: 0 });
    const next = await booked(34);
    await pay(next.payout);
    expect(await delta(b.before)).toEqual({
      platform: b.processing - b.stripeFee + next.fee - next.stripeFee,
      host: next.charge - next.fee - b.processing,
    });
  });

  it('a guest cancellation in the free period: everything back but the card processing, which pays Stripe', async () => {
    const listingId = await listingOf({ cancellationPolicy: 'flexible' });
    const b = await booked(44, listingId);
    const res = await guestCancels(b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe((b.charge - b.processing) / 100);
    await pay(b.payout);
    expect(await payoutOf(t, b.id)).toMatchObject({
      amountMinor: 0,
      feeMinor: b.processing,
      status: 'reversed',
    });
    // The host's pages name that fee as the guest's refund does: card processing, not a platform fee.
    const line = (await t.app.inject({ url: '/api/payouts', headers: host.headers }))
      .json()
      .data.find((l: PayoutLine) => l.reservation_id === b.id);
    expect(line).toMatchObject({ amount: 0, fee: b.processing / 100 });
    expect(payoutFeeLabel(line)).toBe(CARD_PROCESSING);
    // The guest kept €9.87 paid; Stripe kept €5.20 of it: the platform never ends below zero.
    expect(await delta(b.before)).toEqual({ platform: b.processing - b.stripeFee, host: 0 });
    expect(b.processing - b.stripeFee).toBeGreaterThanOrEqual(0);
  });

  it('a policy refund (guest cancellation) of half: the platform keeps its fee on the half the guest keeps', async () => {
    const b = await booked(40);
    const refund = Math.round(b.charge / 2);
    await policyRefund(t, b.id, refund);
    await pay(b.payout);
    const kept = b.charge - refund;
    const fee = Math.round(kept / 10);
    expect(await delta(b.before)).toEqual({ platform: fee - b.stripeFee, host: kept - fee });
  });

  it('a policy refund after the payout: the reversal takes back exactly the host share of it', async () => {
    const b = await booked(50);
    await pay(b.payout);
    const refund = Math.round(b.charge / 4);
    await policyRefund(t, b.id, refund);
    const kept = b.charge - refund;
    const fee = Math.round(kept / 10);
    expect(await delta(b.before)).toEqual({ platform: fee - b.stripeFee, host: kept - fee });
  });
});

/** Another listing of the same host (so the same connected account), e.g. under a given policy. */
const listingOf = async (listing: Partial<ListingInsert>) =>
  (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0, ...listing })).id;
const payoutRow = async (id: number) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const hashOf = async (id: number) => (await reservationRow(t, id)).uniqueHash;
/** The guest cancels from their trip page, under the listing's policy. */
const guestCancels = async (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/reservation/${await hashOf(id)}/cancel` });

describe("the platform's net balance after a guest cancels under each policy", () => {
  // The refunds of bookings.cancel.test.ts (decision 0023) on a €330 stay: the guest keeps `kept` paid.
  it.each([
    ['flexible under 24 hours out: all but the first night back', 'flexible', 1, '00:00', 230_00],
    [
      'moderate within 5 days: the cleaning fee and half the nights after the first',
      'moderate',
      3,
      null,
      130_00,
    ],
    [
      'strict 7+ days out, booked under 14 days ahead: the cleaning fee and half the nights',
      'strict',
      10,
      null,
      180_00,
    ],
  ] as const)('%s', async (_name, policy: CancellationPolicy, start, checkIn, refundMinor) => {
    const listingId = await listingOf({ cancellationPolicy: policy, checkInTimeStart: checkIn });
    const b = await booked(start, listingId);
    expect(b.charge).toBe(330_00);
    const res = await guestCancels(b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe(refundMinor / 100);
    const kept = b.charge - refundMinor;
    const fee = kept / 10;
    // Before the payout the platform holds what the guest kept; nothing has gone to the host.
    expect(await delta(b.before)).toEqual({ platform: kept - b.stripeFee, host: 0 });
    expect(await payoutOf(t, b.id)).toMatchObject({
      amountMinor: kept - fee,
      feeMinor: fee,
      status: 'scheduled',
    });
    await pay(b.payout);
    expect(await delta(b.before)).toEqual({ platform: fee - b.stripeFee, host: kept - fee });
    expect((await payoutOf(t, b.id)).status).toBe('paid');
  });
});

async function deliver(event: Record<string, unknown>) {
  const res = await deliverWebhook(t, event);
  expect(res.statusCode, res.body).toBe(200);
}

const disputeOpened = (reservationId: number) => openStayDispute(t, server, reservationId);
const disputeLost = (disputeId: string) => loseDispute(t, server, disputeId);

describe("the platform's net balance after a dispute lost", () => {
  it('before the payout: the payout is held, never sent, then reversed; the platform loses only the dispute fee', async () => {
    const b = await booked(60);
    const dispute = await disputeOpened(b.id);
    expect((await payoutOf(t, b.id)).status).toBe('held');
    expect(await delta(b.before)).toEqual({ platform: -server.disputeFeeMinor - b.stripeFee, host: 0 });
    // The job passes the payout's due time while the dispute is open: the host's share stays.
    await pay(b.payout);
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'held', providerTransferId: null });
    await disputeLost(dispute);
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'reversed', amountMinor: 0, feeMinor: 0 });
    await pay(b.payout);
    expect(await delta(b.before)).toEqual({ platform: -server.disputeFeeMinor - b.stripeFee, host: 0 });
  });

  it('won before the payout: the payout waits while the dispute is open, then goes out in full', async () => {
    const b = await booked(64);
    const dispute = await disputeOpened(b.id);
    await pay(b.payout);
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'held', providerTransferId: null });
    server.closeDispute(dispute, 'won');
    await deliver(server.event('charge.dispute.closed', { dispute }));
    await processPaymentEvents(t.app.deps);
    await pay(b.payout);
    expect((await payoutOf(t, b.id)).status).toBe('paid');
    expect(await delta(b.before)).toEqual({
      platform: b.fee - b.stripeFee - server.disputeFeeMinor,
      host: b.charge - b.fee,
    });
  });

  it("after the payout: the host's share is held, then reversed; the platform loses only the dispute fee", async () => {
    const b = await booked(70);
    await pay(b.payout);
    const transferred = b.charge - b.fee;
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'paid', transferredMinor: transferred });
    const dispute = await disputeOpened(b.id);
    expect((await payoutOf(t, b.id)).status).toBe('held');
    await disputeLost(dispute);
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'reversed', reversedMinor: transferred });
    const [reversal] = await reversalsOf(t, b.payout.id);
    expect(reversal).toMatchObject({ status: 'succeeded', amountMinor: transferred });
    expect(await delta(b.before)).toEqual({ platform: -server.disputeFeeMinor - b.stripeFee, host: 0 });
  });
});

describe("the platform's net balance after a deposit claim", () => {
  it('the platform keeps its fee on the claim, the host gets the rest once the dispute window has passed', async () => {
    // The stay is over (one night ending yesterday) and the claim is charged once the guest accepts (decision 0060).
    const { b, claim, row, stripeFee: claimStripeFee } = await acceptedClaim(80);
    expect(claim).toMatchObject({ status: 'succeeded', amountMinor: 75_00 });
    expect(row).toMatchObject(SCHEDULED_CLAIM_PAYOUT);
    // Until the job runs the platform holds the claim.
    const stripeFees = b.stripeFee + claimStripeFee;
    expect(await delta(b.before)).toEqual({ platform: b.fee + 75_00 - stripeFees, host: b.charge - b.fee });
    // Held for the dispute window (decision 0060): a day later nothing has gone to the host.
    await runPayouts(t.app.deps, new Date(row.updatedAt.getTime() + 86_400_000));
    expect((await payoutRow(row.id)).status).toBe('scheduled');
    await runPayouts(t.app.deps, new Date(row.scheduledFor.getTime() + 120_000));
    expect((await payoutRow(row.id)).status).toBe('paid');
    expect(await delta(b.before)).toEqual({
      platform: b.fee + 7_50 - stripeFees,
      host: b.charge - b.fee + 67_50,
    });
  });
});

/** A paid stay that has ended, a claim of €75 filed on it, and the guest's answer to it (200). */
async function answeredClaim(start: number, answer: Record<string, string>) {
  const listingId = await listingOf({ refundableDamageDepositMinor: 200_00 });
  const b = await booked(start, listingId);
  await pay(b.payout);
  await checkedOut(t, b.id, 1, 1);
  const claimed = await post(
    t,
    `/api/reservations/${b.id}/deposit-claim`,
    { amount: 75_00, reason: 'Stained sofa' },
    host.headers,
  );
  expect(claimed.statusCode, claimed.body).toBe(200);
  const url = `/api/bookings/reservation/${await hashOf(b.id)}/deposit-claim/answer`;
  const answered = await post(t, url, answer);
  expect(answered.statusCode, answered.body).toBe(200);
  return b;
}

/** The charged claim of the reservation, its payout and what Stripe kept of it. */
async function claimPayout(reservationId: number) {
  const [claim] = await paymentsOf(t, reservationId, 'deposit_claim');
  const [row] = await t.db.select().from(payouts).where(eq(payouts.paymentId, claim!.id));
  return { claim: claim!, row: row!, stripeFee: await stripeFeeOf(claim!.providerPaymentId!) };
}

/** The payout of a €75 claim once charged: the platform's 10 % taken, held for the dispute window. */
const SCHEDULED_CLAIM_PAYOUT = {
  chargeMinor: 75_00,
  feeMinor: 7_50,
  amountMinor: 67_50,
  status: 'scheduled',
};

/** A stay that has ended and a claim of €75 on it that the guest accepted: charged, its payout held. */
async function acceptedClaim(start: number) {
  const b = await answeredClaim(start, { answer: 'accept' });
  return { b, ...(await claimPayout(b.id)) };
}

/** A stay that has ended and a claim of €75 on it that the guest objected to, waiting for an admin. */
async function objectedClaim(start: number) {
  const b = await answeredClaim(start, {
    answer: 'object',
    objection: 'The stain was there when I arrived',
  });
  const list = await t.app.inject({
    url: '/api/admin/deposit-claims?status=objected',
    headers: admin.headers,
  });
  const claimId = (list.json().data as { id: number; reservation_id: number }[]).find(
    (c) => c.reservation_id === b.id,
  )!.id;
  const decide = (decision: 'uphold' | 'reject') =>
    post(
      t,
      `/api/admin/deposit-claims/${claimId}/decision`,
      { decision, note: 'Decided on the photos' },
      admin.headers,
    );
  return { b, decide };
}

describe("the platform's net balance after a deposit claim the guest objects to", () => {
  it("upheld by an admin: charged then, the platform keeps its fee less Stripe's, the host the rest", async () => {
    const { b, decide } = await objectedClaim(150);
    // Nothing is charged while the objection waits.
    expect(await delta(b.before)).toEqual({ platform: b.fee - b.stripeFee, host: b.charge - b.fee });
    expect((await decide('uphold')).statusCode).toBe(200);
    const { row, stripeFee } = await claimPayout(b.id);
    expect(row).toMatchObject(SCHEDULED_CLAIM_PAYOUT);
    await runPayouts(t.app.deps, new Date(row.scheduledFor.getTime() + 120_000));
    expect(await delta(b.before)).toEqual({
      platform: b.fee - b.stripeFee + 7_50 - stripeFee,
      host: b.charge - b.fee + 67_50,
    });
  });

  it('rejected by an admin: nothing is charged, the stay alone counts', async () => {
    const { b, decide } = await objectedClaim(160);
    expect((await decide('reject')).statusCode).toBe(200);
    expect(await paymentsOf(t, b.id, 'deposit_claim')).toEqual([]);
    expect(await delta(b.before)).toEqual({ platform: b.fee - b.stripeFee, host: b.charge - b.fee });
  });
});

describe("the platform's net balance after a deposit claim is refunded", () => {
  it('the host refunds it: the guest gets it all back, the host pays its card processing from the next payout', async () => {
    const { b, row, stripeFee } = await acceptedClaim(86);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${b.id}/deposit-claim/refund`,
      headers: host.headers,
      payload: { reason: 'The stain came out' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const processing = cardProcessingMinor(75_00, 'eur');
    expect(await payoutRow(row.id)).toMatchObject({
      status: 'reversed',
      amountMinor: 0,
      hostChargeMinor: processing,
    });
    // The claim came and went; Stripe kept its fee on it until the host's next payout pays it back.
    expect(await delta(b.before)).toEqual({
      platform: b.fee - b.stripeFee - stripeFee,
      host: b.charge - b.fee,
    });
    const next = await booked(96);
    await pay(next.payout);
    expect(await delta(b.before)).toEqual({
      platform: b.fee - b.stripeFee - stripeFee + processing + next.fee - next.stripeFee,
      host: b.charge - b.fee + next.charge - next.fee - processing,
    });
    expect(processing).toBeGreaterThanOrEqual(stripeFee);
  });
});

/** The host sends everything on their connected account to their bank: a later reversal is refused. */
async function hostWithdrawsAll() {
  const { host: balance } = await ledger();
  if (balance > 0) server.money.payOut(accountId, 'eur', balance);
}
const subjectsTo = async (to: string) => (await mailsTo(t, to)).map((m) => m.subject);

describe("the platform's net balance when the host's balance was withdrawn (decision 0066)", () => {
  it('a dispute lost after the payout: the host owes their share, recovered from their next stay', async () => {
    const b = await booked(90);
    await pay(b.payout);
    await hostWithdrawsAll();
    const dispute = await disputeOpened(b.id);
    await disputeLost(dispute);
    const share = b.charge - b.fee;
    // Stripe refused the reversal (insufficient funds): the debt is recorded, the admins are told.
    expect(await payoutOf(t, b.id)).toMatchObject({
      status: 'reversed',
      owedMinor: share,
      recoveredMinor: 0,
    });
    const owed = (await t.app.inject({ url: '/api/payouts', headers: host.headers })).json().data;
    expect(owed.find((l: { reservation_id: number }) => l.reservation_id === b.id)).toMatchObject({
      owed: share / 100,
    });
    expect(await subjectsTo(admin.user.email)).toContain(
      `Host owes ${formatPrice(share / 100, 'EUR')} on reservation ${b.id}`,
    );
    // The host's next stay (4 nights, €430) transfers its share less the debt.
    const next = await booked(100, host.listingId, 4);
    await pay(next.payout);
    const nextShare = next.charge - next.fee;
    expect(await payoutOf(t, next.id)).toMatchObject({
      status: 'paid',
      withheldMinor: share,
      transferredMinor: nextShare - share,
    });
    expect(await payoutOf(t, b.id)).toMatchObject({ owedMinor: share, recoveredMinor: share });
    // Over both stays the platform keeps the second stay's fee minus Stripe's dispute fee; it lost the first.
    expect((await delta(b.before)).platform).toBe(
      next.fee - server.disputeFeeMinor - b.stripeFee - next.stripeFee,
    );
  });

  it('a dispute won after the funds were withdrawn: the share goes back at once, and is sent again when won', async () => {
    const b = await booked(120);
    await pay(b.payout);
    const dispute = await disputeOpened(b.id);
    // The bank took the charge: the host's share is reversed now, not at the end of the dispute.
    expect(await delta(b.before)).toEqual({ platform: -server.disputeFeeMinor - b.stripeFee, host: 0 });
    server.closeDispute(dispute, 'won');
    await deliver(server.event('charge.dispute.closed', { dispute }));
    await processPaymentEvents(t.app.deps);
    expect(await delta(b.before)).toEqual({
      platform: b.fee - server.disputeFeeMinor - b.stripeFee,
      host: b.charge - b.fee,
    });
    expect((await payoutOf(t, b.id)).status).toBe('paid');
  });

  it('a dispute won after the host withdrew their share: the debt recorded at the withdrawal is forgiven', async () => {
    const b = await booked(140);
    await pay(b.payout);
    await hostWithdrawsAll();
    const dispute = await disputeOpened(b.id);
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'held', owedMinor: b.charge - b.fee });
    server.closeDispute(dispute, 'won');
    await deliver(server.event('charge.dispute.closed', { dispute }));
    await processPaymentEvents(t.app.deps);
    // Nothing was taken from the host, so nothing is sent again: the host simply owes nothing any more.
    expect(await payoutOf(t, b.id)).toMatchObject({ status: 'paid', owedMinor: 0, returnedMinor: 0 });
    expect((await delta(b.before)).platform).toBe(b.fee - server.disputeFeeMinor - b.stripeFee);
  });

  it('a failed refund on a cancelled stay: the payout never rises, the guest is owed it through the admins', async () => {
    const listingId = await listingOf({ cancellationPolicy: 'moderate' });
    const b = await booked(3, listingId);
    const res = await guestCancels(b.id);
    expect(res.statusCode, res.body).toBe(200);
    const refund = 130_00;
    const kept = b.charge - refund;
    const fee = kept / 10;
    const [stay] = await paymentsOf(t, b.id, 'stay');
    const [sent] = server.refunds(stay!.providerPaymentId!);
    server.settleRefund(String(sent!.id), 'failed', 'expired_or_canceled_card');
    await deliver(server.event('refund.failed', { refund: String(sent!.id) }));
    await processPaymentEvents(t.app.deps);
    expect(await payoutOf(t, b.id)).toMatchObject({ amountMinor: kept - fee, status: 'scheduled' });
    await pay(b.payout);
    // The platform holds the refund it owes the guest, and its fee; the host got only their share.
    expect(await delta(b.before)).toEqual({ platform: fee + refund - b.stripeFee, host: kept - fee });
    const queue = await t.app.inject({ url: '/api/admin/refund-returns', headers: admin.headers });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().data.find((q: { reservation_id: number }) => q.reservation_id === b.id);
    expect(item).toMatchObject({ amount: refund / 100, currency: 'EUR', status: 'open' });
    const [guest] = await t.db.select().from(reservations).where(eq(reservations.id, b.id));
    expect(await subjectsTo(guest!.emailAddress)).toContain(
      `Your refund of ${formatPrice(refund / 100, 'EUR')} could not be made to your card`,
    );
    const done = await post(
      t,
      `/api/admin/refund-returns/${item.id}/resolve`,
      { note: 'Bank transfer' },
      admin.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'resolved', note: 'Bank transfer' });
    // Resolving it outside Stripe changes nothing on the host's payout.
    expect((await payoutOf(t, b.id)).amountMinor).toBe(kept - fee);
  });
});
