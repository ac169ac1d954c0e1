import { createListing } from '../../factories/listings.factory.ts';
import { stripeClient, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import {
  applyWebhook,
  loseDispute,
  openStayDispute,
  payoutOf,
  useStripeHost,
} from '../payments/payouts.test-helpers.ts';

/**
 * A goodwill refund of a paid stay, made in Stripe's dashboard, through the real SDK against the local Stripe
 * server: the refund takes the charge's share of the taxes, the payout pays the host that much less, and the
 * tax report asks the host to remit only what they kept (decision 0048). A chargeback likewise: what the
 * guest's bank took back for good carries its taxes with it. 3 nights at €100 for 2 guests, €30
 * cleaning, Lisbon city tax €4 per person per night (€24) and 6 % VAT on the lodging (€18): €372.
 */
const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env, PLATFORM_FEE_PERCENT: '10' }));
const host = useStripeHost(t, server);

const LISBON = { name: 'Lisbon city tax', type: 'per_person_per_night', amountMinor: 400, maxNights: 7 };
const VAT = { name: 'VAT', type: 'percentage', percent: 6 };

async function report(year: string, listingId: number) {
  const res = await t.app.inject({ url: `/api/taxes/report.csv?year=${year}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .trimEnd()
    .split('\r\n')
    .filter((x) => x.includes(`,${listingId},`));
}

describe('the tax report after a goodwill refund of a paid stay', () => {
  it('reports the taxes the host kept, with the nights the guests stayed', async () => {
    const l = await createListing(t.db, host.user.id, {
      taxes: [LISBON, VAT],
      refundableDamageDepositMinor: 0,
    });
    const r = await bookedStay(t, bookingBody(l.id, { start_date: day(20), end_date: day(23) }));
    const [stay] = await paymentsOf(t, r.id, 'stay');
    expect(stay).toMatchObject({ amountMinor: 372_00, taxesMinor: 42_00 });
    const year = r.startDate.slice(0, 4);
    const month = r.startDate.slice(0, 7);
    const before = await report(year, l.id);
    expect(before).toEqual([
      `${month},${l.id},${l.externalListingName},Lisbon city tax,EUR,1,3,6,6,24.00`,
      `${month},${l.id},${l.externalListingName},VAT,EUR,1,3,6,,18.00`,
    ]);

    // €37.20 back (a tenth of the charge) from the dashboard: a tenth of the taxes, €4.20, goes with it.
    await stripeClient(server).refunds.create({ payment_intent: stay!.providerPaymentId!, amount: 37_20 });
    const charge = server.intent(stay!.providerPaymentId!).latest_charge as string;
    await applyWebhook(t, server.event('charge.refunded', { charge }));

    // Kept €334.80, €37.80 of it taxes: the fee is 10 % of the €297 rest, and the host remits €37.80.
    const payout = await payoutOf(t, r.id);
    expect(payout).toMatchObject({ amountMinor: 334_80 - 29_70, feeMinor: 29_70 });
    expect(await report(year, l.id)).toEqual([
      `${month},${l.id},${l.externalListingName},Lisbon city tax,EUR,1,3,6,6,21.60`,
      `${month},${l.id},${l.externalListingName},VAT,EUR,1,3,6,,16.20`,
    ]);
  });
});

describe('the tax report after a paid stay is charged back', () => {
  it('keeps the guest-nights and reports only the taxes kept: none once the dispute is lost', async () => {
    const l = await createListing(t.db, host.user.id, {
      taxes: [LISBON, VAT],
      refundableDamageDepositMinor: 0,
    });
    const r = await bookedStay(t, bookingBody(l.id, { start_date: day(30), end_date: day(33) }));
    const [year, month] = [r.startDate.slice(0, 4), r.startDate.slice(0, 7)];
    const lines = (city: string, vat: string) => [
      `${month},${l.id},${l.externalListingName},Lisbon city tax,EUR,1,3,6,6,${city}`,
      `${month},${l.id},${l.externalListingName},VAT,EUR,1,3,6,,${vat}`,
    ];
    const dispute = await openStayDispute(t, server, r.id);
    // Open, the dispute may still be won: the host still owes the taxes collected.
    expect(await report(year, l.id)).toEqual(lines('24.00', '18.00'));

    await loseDispute(t, server, dispute);
    expect(await report(year, l.id)).toEqual(lines('0.00', '0.00'));
  });
});
