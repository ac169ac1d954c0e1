import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useStripeHost } from '../payments/payouts.test-helpers.ts';
import { bookedStay, bookingBody, day, paymentsOf, post } from './bookings.test-helpers.ts';

/**
 * A guest's cancellation under each policy through the Stripe adapter, against the local server that plays
 * Stripe's API: the refund Stripe is asked for is the policy's amount, with the refund's idempotency key.
 * 3 nights at €100 for 2 guests plus a €30 cleaning fee (€330).
 */
const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env }));
const host = useStripeHost(t, server);
const refundCallsFor = (intentId: string) =>
  server.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === intentId,
  );

describe('a guest cancellation on Stripe', () => {
  it.each([
    // Everything but card processing (2.9 % + €0.30 of €330 = €9.87, decision 0089).
    ['flexible, 3 days out: everything but card processing', 'flexible', 3, 320_13],
    ['moderate, 3 days out: the cleaning fee and half of the nights after the first', 'moderate', 3, 130_00],
    ['strict, 10 days out, booked now: the cleaning fee and half of the nights', 'strict', 10, 180_00],
  ] as const)('%s', async (_name, policy, start, refundMinor) => {
    const l = await createListing(t.db, host.user.id, { cancellationPolicy: policy });
    const { id, uniqueHash } = await bookedStay(
      t,
      bookingBody(l.id, { start_date: day(start), end_date: day(start + 3) }),
    );
    const cancel = await post(t, `/api/bookings/reservation/${uniqueHash}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [stay] = await paymentsOf(t, id, 'stay');
    expect(refundCallsFor(stay!.providerPaymentId!)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ amount: String(refundMinor) }),
        // The install id comes first (decision 0022).
        idempotencyKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}:pay:${stay!.id}:refund:1$`)),
      }),
    ]);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay!.id));
    expect(refund).toMatchObject({ amountMinor: refundMinor, status: 'succeeded' });
    expect(server.intent(stay!.providerPaymentId!)).toMatchObject({ amount: 330_00 });
  });
});
