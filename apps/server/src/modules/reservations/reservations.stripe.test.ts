import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { stripeClient, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookingBody, checkedOut, day, paymentsOf, post } from '../bookings/bookings.test-helpers.ts';
import { useStripeHost } from '../payments/payouts.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

/** Refunds and deposit claims through the Stripe adapter, against a local server that plays Stripe's API. */
let listingId: number;
let seq = 0;

const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env }));
const host = useStripeHost(t, server);
beforeAll(async () => {
  listingId = (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 200_00 })).id;
});
/** A stay paid through Book now on Stripe (3-D Secure finished as Stripe.js would), the card saved for the deposit. */
async function paidStay(card = 'pm_card_visa') {
  seq += 1;
  const dates = { start_date: day(10 + seq * 10), end_date: day(13 + seq * 10) };
  const res = await post(t, '/api/bookings', bookingBody(listingId, { ...dates, payment_method_id: card }));
  const id: number = res.json().data.reservation_id;
  if (res.statusCode === 202) {
    const [pending] = await paymentsOf(t, id, 'stay');
    server.authenticate(pending!.providerPaymentId!, 'complete');
    const hash = res.json().data.unique_hash;
    expect((await post(t, '/api/bookings/confirm', { reservation_id: hash })).statusCode).toBe(201);
  } else {
    expect(res.statusCode, res.body).toBe(201);
  }
  const [stay] = await paymentsOf(t, id, 'stay');
  expect(stay?.customerId).toMatch(/^cus_/);
  expect(await paymentsOf(t, id, 'deposit')).toEqual([]);
  return { id, stay: stay! };
}

/** The host files a claim and the guest accepts it (decision 0060): the reply is the guest's answer's. */
async function claim(id: number, amount: number, reason: string) {
  const filed = await t.app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/deposit-claim`,
    headers: host.headers,
    payload: { amount, reason },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/reservation/${r!.uniqueHash}/deposit-claim/answer`,
    payload: { answer: 'accept' },
  });
}

const callsTo = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('cancelling a paid stay on Stripe', () => {
  it('refunds the whole stay with its idempotency key', async () => {
    const { id, stay } = await paidStay();
    // A host's own amount is gone (decision 0023): an old client's refund_amount changes nothing.
    const res = await changeStatus(t, host.headers, id, 5, { refund_amount: 120_00 });
    expect(res.statusCode, res.body).toBe(200);

    const [refundCall] = callsTo('/v1/refunds').filter(
      (r) => r.body.payment_intent === stay.providerPaymentId,
    );
    expect(refundCall).toMatchObject({
      body: { payment_intent: stay.providerPaymentId, amount: String(stay.amountMinor) },
      // The install id comes first (decision 0022).
      idempotencyKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}:pay:${stay.id}:refund:1$`)),
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay.id));
    expect(refund).toMatchObject({ amountMinor: stay.amountMinor, status: 'succeeded' });
    expect(refund?.providerRefundId).toMatch(/^re_/);
    expect((await paymentsOf(t, id, 'stay'))[0]!.refundedMinor).toBe(stay.amountMinor);
  });

  it('refunds everything by default', async () => {
    const { id, stay } = await paidStay();
    expect((await changeStatus(t, host.headers, id, 5)).statusCode).toBe(200);
    const calls = callsTo('/v1/refunds').filter((r) => r.body.payment_intent === stay.providerPaymentId);
    expect(calls.map((c) => c.body.amount)).toEqual([String(stay.amountMinor)]);
    expect((await paymentsOf(t, id, 'stay'))[0]!.refundedMinor).toBe(stay.amountMinor);
  });
});

describe('claiming the deposit on Stripe (decision 0024)', () => {
  it('charges the saved card off-session as a new PaymentIntent with its own key', async () => {
    const { id, stay } = await paidStay();
    // One night: each test checks out its own night of the shared listing.
    await checkedOut(t, id, 1, 1);
    const res = await claim(id, 75_00, 'Stained sofa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('paid');
    const [paid] = await paymentsOf(t, id, 'deposit_claim');
    expect(paid).toMatchObject({
      status: 'succeeded',
      amountMinor: 75_00,
      idempotencyKey: `res:${id}:claim:1`,
    });
    // The install id comes first (decision 0022).
    const [call] = callsTo('/v1/payment_intents').filter((r) =>
      new RegExp(`^[0-9a-f-]{36}:${paid!.idempotencyKey}$`).test(r.idempotencyKey ?? ''),
    );
    expect(call?.body).toMatchObject({
      amount: '7500',
      customer: stay.customerId,
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
    });
    expect(call?.body.capture_method).toBe('automatic');
    expect(call?.body.setup_future_usage).toBeUndefined();
    expect(server.intent(paid!.providerPaymentId!)).toMatchObject({
      status: 'succeeded',
      amount_received: 75_00,
    });

    // The host refunds the claim (decision 0060): a Stripe refund of the claim's intent, with its key.
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/deposit-claim/refund`,
      headers: host.headers,
      payload: { reason: 'The stain came out' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refundCall] = callsTo('/v1/refunds').filter(
      (r) => r.body.payment_intent === paid!.providerPaymentId,
    );
    expect(refundCall).toMatchObject({
      body: { amount: '7500' },
      idempotencyKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}:pay:${paid!.id}:refund:1$`)),
    });
    expect((await paymentsOf(t, id, 'deposit_claim'))[0]).toMatchObject({ refundedMinor: 75_00 });
  });

  it("a card that always authenticates: 402 authentication_required, then the guest's approval pays it", async () => {
    const { id } = await paidStay('pm_card_authenticationRequired');
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    await checkedOut(t, id, 2, 1);
    const res = await claim(id, 50_00, 'Broken lamp');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('waiting');
    const [waiting] = await paymentsOf(t, id, 'deposit_claim');
    expect(waiting).toMatchObject({ status: 'requires_action' });
    expect(server.intent(waiting!.providerPaymentId!)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });

    const url = `/api/bookings/reservation/${r!.uniqueHash}/deposit-claim`;
    const started = await t.app.inject({ method: 'POST', url: `${url}/authenticate` });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.client_secret).toBe(server.intent(waiting!.providerPaymentId!).client_secret);
    const [confirmCall] = callsTo(`/v1/payment_intents/${waiting!.providerPaymentId}/confirm`);
    expect(confirmCall).toMatchObject({
      body: { payment_method: 'pm_card_authenticationRequired' },
      // The install id comes first, as on every call (decision 0049).
      idempotencyKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}:pay:${waiting!.id}:approve$`)),
    });
    server.authenticate(waiting!.providerPaymentId!, 'complete');
    const done = await t.app.inject({ method: 'POST', url: `${url}/confirm` });
    expect(done.json().data.status).toBe('paid');
    expect((await paymentsOf(t, id, 'deposit_claim'))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('refuses off-session a card that was never saved to the Customer', async () => {
    const { stay } = await paidStay();
    const stripe = stripeClient(server);
    await expect(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        customer: stay.customerId!,
        payment_method: 'pm_card_mastercard',
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_method' });
  });
});
