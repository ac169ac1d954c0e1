import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { and, eq } from 'drizzle-orm';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { stripeEvent, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookingBody,
  calculation,
  day,
  paymentsOf,
  post,
  statusOf,
} from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import { deliverWebhook, recordedEvents, useStripeHost } from './payouts.test-helpers.ts';

/** Book now through the Stripe adapter, against a local server that plays Stripe's API. */
let listingId: number;

const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env, PLATFORM_FEE_PERCENT: '10' }));
const host = useStripeHost(t, server);
beforeAll(async () => {
  listingId = (await createListing(t.db, host.user.id)).id;
});
/** Delivers an event, then runs the payment-events job's round that applies it (decision 0022). */
async function postWebhook(event: Record<string, unknown>) {
  const res = await deliverWebhook(t, event);
  await processPaymentEvents(t.app.deps);
  return res;
}

const intentCalls = () => server.requests.filter((r) => r.path === '/v1/payment_intents');

/** Book now on the file's listing for the 3 nights from `day(start)`, paying with `card`. */
const bookNow = (start: number, card = 'pm_card_visa') =>
  post(
    t,
    '/api/bookings',
    bookingBody(listingId, { start_date: day(start), end_date: day(start + 3), payment_method_id: card }),
  );

describe('Book now with Stripe', () => {
  it('charges the stay on the platform with its transfer group, records the fee and makes the reservation paid', async () => {
    const before = intentCalls().length;
    const calc = await calculation(t, listingId, day(10), day(13));
    const totalMinor = Math.round(calc.json().data.total_price * 100);

    const res = await bookNow(10);
    expect(res.statusCode).toBe(201);
    const { reservation_id: reservationId, status_id } = res.json().data;
    expect(status_id).toBe(6);
    const [stay] = await paymentsOf(t, reservationId, 'stay');
    expect(stay).toMatchObject({
      provider: 'stripe',
      status: 'succeeded',
      destinationAccountId: host.accountId,
    });
    const call = intentCalls()
      .slice(before)
      .find((r) => r.idempotencyKey?.endsWith(`:${stay?.idempotencyKey}`));
    // The server's own price in cents (EUR has two decimals). Separate charges and transfers (decision
    // 0021): the charge stays on the platform; the host's share goes later, less the 10 % fee recorded here.
    expect(call?.body).toMatchObject({
      amount: String(totalMinor),
      currency: 'eur',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      transfer_group: `res:${reservationId}`,
    });
    expect(call?.body).not.toHaveProperty('transfer_data');
    expect(call?.body).not.toHaveProperty('application_fee_amount');
    expect(stay?.feeMinor).toBe(Math.round(totalMinor / 10));
    expect(server.intent(stay?.providerPaymentId ?? '')).toMatchObject({
      status: 'succeeded',
      amount: totalMinor,
    });
    // No deposit is held (decision 0024): the stay's charge saves the card to the reservation's Customer
    // for off-session use, which a later deposit claim charges; the Customer is kept on the payment row.
    expect(await paymentsOf(t, reservationId, 'deposit')).toEqual([]);
    expect(intentCalls().some((r) => r.body.capture_method === 'manual')).toBe(false);
    expect(call?.body.customer).toMatch(/^cus_/);
    expect(call?.body.setup_future_usage).toBe('off_session');
    expect(stay?.customerId).toBe(call?.body.customer);
  });

  it('refuses Book now for a host whose Stripe account cannot take charges, before any charge', async () => {
    const other = await signedInHost(t.db);
    const otherListing = await createListing(t.db, other.user.id);
    await t.app.inject({ url: '/api/stripe/connect', headers: other.headers });
    const before = intentCalls().length;
    const res = await post(t, '/api/bookings', bookingBody(otherListing.id));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toBe(paymentGateMessages.hostCannotBePaid);
    expect(intentCalls().length).toBe(before);
  });

  it("a decline answers 402 with Stripe's message and frees the dates", async () => {
    const res = await bookNow(20, 'pm_card_chargeDeclined');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'Your card was declined.', code: 'PAYMENT_FAILED' });
    expect((await bookNow(20)).statusCode).toBe(201);
  });

  it('a 3-D Secure payment waits in status 4 and a payment_intent.succeeded webhook (delivered twice) makes it 6 once', async () => {
    const res = await bookNow(30, 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(202);
    const { reservation_id: reservationId, next_action } = res.json().data;
    expect(next_action).toMatchObject({ type: 'use_stripe_sdk' });
    expect(await statusOf(t, reservationId)).toBe(4);
    const [stay] = await paymentsOf(t, reservationId, 'stay');
    const intentId = stay?.providerPaymentId ?? '';
    expect(next_action.client_secret).toMatch(new RegExp(`^${intentId}_secret_`));

    // The guest passes 3-D Secure in Stripe.js; Stripe then sends the event. Its snapshot is older than
    // the intent (still requires_action): the route reads the intent again.
    const snapshot = server.intent(intentId);
    server.authenticate(intentId, 'complete');
    const event = stripeEvent('payment_intent.succeeded', snapshot);
    const first = await postWebhook(event);
    expect(first.json()).toEqual({ received: true });
    expect(await statusOf(t, reservationId)).toBe(6);
    expect((await postWebhook(event)).json()).toEqual({ received: true, duplicate: true });

    expect(await recordedEvents(t, event)).toHaveLength(1);
    const paid = await t.db
      .select()
      .from(reservationEvents)
      .where(and(eq(reservationEvents.reservationId, reservationId), eq(reservationEvents.toStatusId, 6)));
    expect(paid).toHaveLength(1);
    expect((await paymentsOf(t, reservationId, 'stay'))[0]?.status).toBe('succeeded');
  });
});

describe('a failed 3-D Secure reported by webhook', () => {
  it('payment_intent.payment_failed cancels the Book now reservation and frees its dates', async () => {
    const res = await bookNow(40, 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(202);
    const reservationId = res.json().data.reservation_id;
    const intentId = (await paymentsOf(t, reservationId, 'stay'))[0]?.providerPaymentId ?? '';
    const failed = server.authenticate(intentId, 'fail');
    expect((await postWebhook(stripeEvent('payment_intent.payment_failed', failed))).statusCode).toBe(200);
    expect(await statusOf(t, reservationId)).toBe(5);
    expect((await paymentsOf(t, reservationId, 'stay'))[0]?.status).toBe('failed');
    expect((await bookNow(40)).statusCode).toBe(201);
  });
});
