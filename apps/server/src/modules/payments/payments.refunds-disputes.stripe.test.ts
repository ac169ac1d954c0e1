import { formatMoney } from '@innkeep/contract/money';
import { eq } from 'drizzle-orm';
import { disputes } from '../../db/schema/disputes.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { stripeClient, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { executeRefund } from './payments.apply.ts';
import { payoutActionOf } from './payments.disputes.payout.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import { reconcilePayments } from './payments.jobs.service.ts';
import { openRefunds } from './payments.refunds.service.ts';
import { deliverWebhook, recordedEvents, useStripeHost } from './payouts.test-helpers.ts';

/**
 * Refund bookkeeping and disputes through the real SDK against the local Stripe server (decision 0022):
 * events in today's shapes, queued by the webhook and applied by the payment-events job.
 */
let listingId: number;
let seq = 0;

const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env }));
const host = useStripeHost(t, server);
const admin = useSignedInHost(t, true);
beforeAll(async () => {
  listingId = (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 })).id;
  // A busy shared machine can take a minute to build the app and its database.
}, 180_000);
async function paidStay(paymentMethod = 'pm_card_visa') {
  seq += 1;
  const dates = {
    start_date: day(10 + seq * 10),
    end_date: day(13 + seq * 10),
    payment_method_id: paymentMethod,
  };
  const { id } = await bookedStay(t, bookingBody(listingId, dates));
  const [stay] = await paymentsOf(t, id, 'stay');
  return { id, stay: stay!, intentId: stay!.providerPaymentId! };
}

/** Writes a pending refund of the stay, as a cancellation does, without sending it. */
async function pendingRefund(reservationId: number, amountMinor: number) {
  const { refundIds } = await t.db.transaction((tx) =>
    openRefunds(tx, {
      reservationId,
      amountMinor,
      reason: 'test',
      cause: 'host_cancellation',
      actorUserId: null,
      tooMuch: () => new Error('too much'),
    }),
  );
  return refundIds[0]!;
}

const deliver = (event: Record<string, unknown>, endpoint?: string) => deliverWebhook(t, event, endpoint);
const refundRows = (paymentId: number) =>
  t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
const refunded = async (paymentId: number) =>
  (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.refundedMinor;
const detail = (id: number) => t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers });

describe('refund bookkeeping', () => {
  it('a charge.refunded that arrives before the refund’s own answer counts the refund once', async () => {
    const { id, stay, intentId } = await paidStay();
    const refundId = await pendingRefund(id, 100_00);
    // The refund is made at Stripe, but every answer (and the SDK's retries) is lost on the way back.
    server.loseReplies('/v1/refunds', 3);
    await expect(executeRefund(t.app.deps, refundId)).rejects.toThrow();
    expect((await refundRows(stay.id))[0]).toMatchObject({ status: 'pending', providerRefundId: null });

    // Today's charge.refunded carries no refunds list: the job lists them by the PaymentIntent.
    const event = server.event('charge.refunded', {
      charge: server.intent(intentId).latest_charge as string,
    });
    expect(event).not.toHaveProperty('data.object.refunds');
    const before = server.requests.length;
    expect((await deliver(event)).statusCode).toBe(200);
    // The webhook only records the event: no call to Stripe in the request.
    expect(server.requests.length).toBe(before);
    await processPaymentEvents(t.app.deps);
    const [row] = await refundRows(stay.id);
    expect(row).toMatchObject({ status: 'succeeded', amountMinor: 100_00 });
    expect(row?.providerRefundId).toMatch(/^re_/);
    expect(await refunded(stay.id)).toBe(100_00);

    // The late answer, a redelivery and the reconciliation job change nothing.
    await executeRefund(t.app.deps, refundId);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    await deliver(
      server.event('charge.refunded', { charge: server.intent(intentId).latest_charge as string }),
    );
    await processPaymentEvents(t.app.deps);
    await reconcilePayments(t.app.deps, new Date(Date.now() + 120_000));
    expect(await refunded(stay.id)).toBe(100_00);
    expect(server.refunds(intentId)).toHaveLength(1);
  });

  it('a pending refund is looked up before it is created again, so Stripe’s forgotten key cannot refund twice', async () => {
    const { id, stay, intentId } = await paidStay();
    const refundId = await pendingRefund(id, 50_00);
    server.loseReplies('/v1/refunds', 3);
    await expect(executeRefund(t.app.deps, refundId)).rejects.toThrow();
    // No webhook arrives; a day and more passes: Stripe has pruned the key.
    server.advanceTime(25 * 3600_000);
    await reconcilePayments(t.app.deps, new Date(Date.now() + 120_000));
    expect(server.refunds(intentId)).toHaveLength(1);
    expect((await refundRows(stay.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await refunded(stay.id)).toBe(50_00);
    // What the lookup prevents: the same key, 25 hours on, makes a second refund at Stripe.
    await t.app.deps.payments.refund({
      paymentIntentId: intentId,
      amountMinor: 50_00,
      idempotencyKey: (await refundRows(stay.id))[0]!.idempotencyKey,
    });
    expect(server.refunds(intentId)).toHaveLength(2);
  });

  it('refund.failed: the refund fails, the money is counted back, the drawer and the host are told', async () => {
    const { id, stay, intentId } = await paidStay('pm_card_refundFail');
    const currency = stay.currency.toLowerCase();
    const balanceBefore = server.balance(currency);
    const res = await changeStatus(t, host.headers, id, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(await refunded(stay.id)).toBe(stay.amountMinor);
    expect(server.balance(currency)).toBe(balanceBefore - stay.amountMinor);
    const [sent] = server.refunds(intentId);
    server.settleRefund(String(sent?.id), 'failed', 'expired_or_canceled_card');
    expect((await deliver(server.event('refund.failed', { refund: String(sent?.id) }))).statusCode).toBe(200);
    await processPaymentEvents(t.app.deps);
    expect((await refundRows(stay.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
    expect(await refunded(stay.id)).toBe(0);
    expect(server.balance(currency)).toBe(balanceBefore);
    const body = (await detail(id)).json().data;
    expect(body.refunds[0]).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(body.history.at(-1).reason).toMatch(
      /^Refund of .* failed at the card provider \(expired or canceled card\)/,
    );
    const mails = await mailsTo(t, host.user.email);
    expect(mails.map((m) => m.subject)).toContain(`A refund for reservation ${id} failed`);
    // A replayed refund.updated cannot bring it back.
    await deliver(server.event('refund.updated', { refund: String(sent?.id) }));
    await processPaymentEvents(t.app.deps);
    expect((await refundRows(stay.id))[0]?.status).toBe('failed');
  });

  it('a refund made in Stripe’s dashboard is recorded once, from charge.refunded', async () => {
    const { stay, intentId } = await paidStay();
    const sdk = stripeClient(server);
    await sdk.refunds.create({ payment_intent: intentId, amount: 30_00 });
    const charge = server.intent(intentId).latest_charge as string;
    await deliver(server.event('charge.refunded', { charge }));
    await deliver(server.event('charge.refunded', { charge }));
    await processPaymentEvents(t.app.deps);
    const rows = await refundRows(stay.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountMinor: 30_00 });
    expect(await refunded(stay.id)).toBe(30_00);
  });
});

describe('disputes', () => {
  it('records a dispute, flags the reservation, tells host and admin, refuses refunds; lost: the money is gone', async () => {
    const { id, stay, intentId } = await paidStay();
    const currency = stay.currency.toLowerCase();
    const balanceBefore = server.balance(currency);
    const opened = server.openDispute(intentId, 'product_not_received');
    expect(server.balance(currency)).toBe(balanceBefore - stay.amountMinor - server.disputeFeeMinor);
    expect(
      (await deliver(server.event('charge.dispute.created', { dispute: String(opened.id) }))).statusCode,
    ).toBe(200);
    await deliver(server.event('charge.dispute.funds_withdrawn', { dispute: String(opened.id) }));
    await processPaymentEvents(t.app.deps);

    const [row] = await t.db.select().from(disputes).where(eq(disputes.reservationId, id));
    expect(row).toMatchObject({
      paymentId: stay.id,
      providerDisputeId: opened.id,
      amountMinor: stay.amountMinor,
      reason: 'product_not_received',
      status: 'needs_response',
      outcome: null,
      withdrawnMinor: stay.amountMinor,
    });
    expect(payoutActionOf(row!)).toBe('hold');
    const dispute = (await detail(id)).json().data.dispute;
    expect(dispute).toMatchObject({
      open: true,
      status: 'needs_response',
      reason: 'product_not_received',
      reason_text: 'the guest says the stay was not provided',
      amount: stay.amountMinor / 100,
      outcome: null,
    });
    expect(new Date(dispute.evidence_due_by).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    const history = await t.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(
      history.filter((h) => h.reason?.startsWith('Disputed by the guest’s bank'.replace('’', "'"))),
    ).toHaveLength(1);
    for (const to of [host.user.email, admin.user.email]) {
      const mails = await mailsTo(t, to);
      expect(mails.map((m) => m.subject)).toContainEqual(
        expect.stringMatching(new RegExp(`^Reservation ${id} is disputed \\(€`)),
      );
    }
    const list = await t.app.inject({ url: '/api/admin/disputes', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ reservation_id: id, status: 'needs_response' }),
    );
    expect((await t.app.inject({ url: '/api/admin/disputes', headers: host.headers })).statusCode).toBe(403);

    // No refund while disputed: a clear 422 and nothing written.
    const cancel = await changeStatus(t, host.headers, id, 5);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.refund[0]).toMatch(/disputed by the guest's bank/);
    expect(await refundRows(stay.id)).toEqual([]);

    server.closeDispute(String(opened.id), 'lost');
    await deliver(server.event('charge.dispute.closed', { dispute: String(opened.id) }));
    await processPaymentEvents(t.app.deps);
    const [closed] = await t.db.select().from(disputes).where(eq(disputes.id, row!.id));
    expect(closed).toMatchObject({ status: 'lost', outcome: 'lost' });
    expect(closed?.closedAt).not.toBeNull();
    expect(payoutActionOf(closed!)).toBe('reverse');
    // Lost: the platform paid the amount and the fee back to the guest's bank.
    expect(server.balance(currency)).toBe(balanceBefore - stay.amountMinor - server.disputeFeeMinor);
    expect(
      (await t.app.inject({ url: '/api/admin/disputes', headers: admin.headers })).json().data,
    ).not.toContainEqual(expect.objectContaining({ reservation_id: id }));
    // A late `updated` event cannot reopen a closed dispute.
    await deliver(server.event('charge.dispute.updated', { dispute: String(opened.id) }));
    await processPaymentEvents(t.app.deps);
    expect((await t.db.select().from(disputes).where(eq(disputes.id, row!.id)))[0]?.status).toBe('lost');

    // Lost, the stay can be cancelled to free its dates: nothing is refunded again (Stripe would refuse a
    // refund of a charged-back charge), and the platform's balance does not move.
    const lostBalance = server.balance(currency);
    const cancelled = await changeStatus(t, host.headers, id, 5);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(
      `Reservation cancelled. The guest's bank already gave them ${formatMoney(stay.amountMinor, stay.currency)} back through the card dispute, so nothing more is refunded.`,
    );
    expect(await refundRows(stay.id)).toEqual([]);
    await reconcilePayments(t.app.deps);
    expect(server.balance(currency)).toBe(lostBalance);
    expect((await detail(id)).json().data).toMatchObject({ status: { id: 5 }, amount_paid: 0 });
  });

  it('a dispute won gives the amount back and releases the payout', async () => {
    const { stay, intentId } = await paidStay();
    const currency = stay.currency.toLowerCase();
    const balanceBefore = server.balance(currency);
    const opened = server.openDispute(intentId, 'fraudulent');
    await deliver(server.event('charge.dispute.created', { dispute: String(opened.id) }));
    server.closeDispute(String(opened.id), 'won');
    await deliver(server.event('charge.dispute.funds_reinstated', { dispute: String(opened.id) }));
    await processPaymentEvents(t.app.deps);
    const [row] = await t.db
      .select()
      .from(disputes)
      .where(eq(disputes.providerDisputeId, String(opened.id)));
    expect(row).toMatchObject({ status: 'won', outcome: 'won', reinstatedMinor: stay.amountMinor });
    expect(payoutActionOf(row!)).toBe('release');
    expect(server.balance(currency)).toBe(balanceBefore - server.disputeFeeMinor);
  });
});

describe('the webhook endpoints', () => {
  it('refuses a live-mode event on a test-mode key, recording nothing', async () => {
    const { intentId } = await paidStay();
    const testEvent = server.event('charge.refunded', {
      charge: server.intent(intentId).latest_charge as string,
    });
    const event: Record<string, unknown> = { ...testEvent, livemode: true };
    const res = await deliver(event);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/live-mode event was not applied: the server uses a test-mode key/);
    expect(await recordedEvents(t, event)).toEqual([]);
  });

  it('verifies each endpoint with its own secret', async () => {
    const event = server.event('account.updated' as string, {
      charge: server.intent((await paidStay()).intentId).latest_charge as string,
    });
    // Signed with the platform's secret, sent to the Connect endpoint: refused.
    expect((await deliver(event, '/api/stripe/connect/webhook')).statusCode).toBe(400);
    expect((await deliver(event, '/api/stripe/webhook')).statusCode).toBe(200);
  });
});
