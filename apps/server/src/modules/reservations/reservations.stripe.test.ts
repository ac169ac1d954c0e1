import { reservationMessages as msg } from '@innkeep/contract/reservations';
import { eq } from 'drizzle-orm';
import { paymentAccounts, refunds } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { type StripeServer, startStripeServer } from '../../test/stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookingBody, day, paymentsOf, post } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

/** Refunds and deposit claims through the Stripe adapter, against a local server that plays Stripe's API. */
let server: StripeServer;
let t: TestApp;
let host: Awaited<ReturnType<typeof signedInHost>>;
let listingId: number;
let seq = 0;

beforeAll(async () => {
  server = await startStripeServer();
  t = await createTestApp({
    ...server.env,
  });
  host = await signedInHost(t.db);
  listingId = (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 200_00 })).id;
  await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
  const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
  server.setAccount(row?.accountId ?? '', { chargesEnabled: true });
  await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function paidStay() {
  seq += 1;
  const dates = { start_date: day(10 + seq * 10), end_date: day(13 + seq * 10) };
  const res = await post(t, '/api/bookings', bookingBody(listingId, dates));
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.reservation_id;
  const [stay] = await paymentsOf(t, id, 'stay');
  const [deposit] = await paymentsOf(t, id, 'deposit');
  expect(deposit?.status).toBe('requires_capture');
  return { id, stay: stay!, deposit: deposit! };
}

const change = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reservations/change/status', headers: host.headers, payload });
const callsTo = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('cancelling a paid stay on Stripe', () => {
  it('refunds the whole stay with its idempotency key, and cancels the deposit authorisation', async () => {
    const { id, stay, deposit } = await paidStay();
    // A host's own amount is gone (decision 0023): an old client's refund_amount changes nothing.
    const res = await change({ reservation_id: id, status_id: 5, refund_amount: 120_00 });
    expect(res.statusCode, res.body).toBe(200);

    const [refundCall] = callsTo('/v1/refunds').filter(
      (r) => r.body.payment_intent === stay.providerPaymentId,
    );
    expect(refundCall).toMatchObject({
      body: { payment_intent: stay.providerPaymentId, amount: String(stay.amountMinor) },
      idempotencyKey: `pay:${stay.id}:refund:1`,
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay.id));
    expect(refund).toMatchObject({ amountMinor: stay.amountMinor, status: 'succeeded' });
    expect(refund?.providerRefundId).toMatch(/^re_/);
    expect((await paymentsOf(t, id, 'stay'))[0]!.refundedMinor).toBe(stay.amountMinor);
    expect(server.intent(deposit.providerPaymentId!)).toMatchObject({ status: 'canceled' });
    expect((await paymentsOf(t, id, 'deposit'))[0]!.status).toBe('canceled');
  });

  it('refunds everything by default', async () => {
    const { id, stay } = await paidStay();
    expect((await change({ reservation_id: id, status_id: 5 })).statusCode).toBe(200);
    const calls = callsTo('/v1/refunds').filter((r) => r.body.payment_intent === stay.providerPaymentId);
    expect(calls.map((c) => c.body.amount)).toEqual([String(stay.amountMinor)]);
    expect((await paymentsOf(t, id, 'stay'))[0]!.refundedMinor).toBe(stay.amountMinor);
  });
});

describe('claiming the deposit on Stripe', () => {
  it('captures only the claimed amount; Stripe releases the rest', async () => {
    const { id, deposit } = await paidStay();
    await t.db
      .update(reservations)
      .set({ startDate: day(-4), endDate: day(-1) })
      .where(eq(reservations.id, id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/deposit-claim`,
      headers: host.headers,
      payload: { amount: 75_00, reason: 'Stained sofa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.claimRecorded('€75'));
    const capture = callsTo(`/v1/payment_intents/${deposit.providerPaymentId}/capture`);
    expect(capture).toMatchObject([
      { body: { amount_to_capture: '7500' }, idempotencyKey: `pay:${deposit.id}:claim` },
    ]);
    expect(server.intent(deposit.providerPaymentId!)).toMatchObject({
      status: 'succeeded',
      amount_received: 75_00,
      amount_capturable: 0,
    });
    expect((await paymentsOf(t, id, 'deposit'))[0]).toMatchObject({
      status: 'succeeded',
      capturedMinor: 75_00,
    });
  });
});
