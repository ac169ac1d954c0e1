import { mailOutbox } from '../../db/schema/mail.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { bookingBody, post, reservationsOf, simulatedIntents } from './bookings.test-helpers.ts';

/**
 * docs/requirements/money.md#R-M2, R-M16 through Book now on the simulator: amounts are charged in Stripe's units (a
 * Budapest stay at HUF 30,000 a night is not charged HUF 300), what Stripe would refuse is a 422 before any
 * hold or provider call, and the receipt shows the exact amount.
 */
const t = useTestApp();
const host = useConnectedHost(t, { firstName: 'Zsófia', email: 'zsofia.host@example.com' });

const noFees = { extraPersonPriceMinor: 0, cleaningFeeMinor: 0, refundableDamageDepositMinor: 0 };

describe('Book now in currencies Stripe counts differently from ICU', () => {
  it('HUF 30,000 a night for 3 nights is charged as 9,000,000 (HUF 90,000.00 in Stripe’s hundredths)', async () => {
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Budapest flat',
      currencyCode: 'HUF',
      priceMinor: 3_000_000,
      ...noFees,
    });
    const res = await post(t, '/api/bookings', bookingBody(l.id, { email_address: 'huf.guest@example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    const [r] = await reservationsOf(t, l.id);
    expect(r!.totalPriceMinor).toBe(9_000_000);
    const intents = await simulatedIntents(t, r!.id);
    expect(intents.map((i) => [i.amountMinor, i.currency])).toEqual([[9_000_000, 'huf']]);
    const detail = await t.app.inject({ url: `/api/bookings/reservation/${r!.uniqueHash}` });
    expect(detail.json().data.data).toMatchObject({ total_price: 90_000, currency: 'HUF' });
  });

  it('a receipt shows the exact amount: €119.50, not €120', async () => {
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Half-euro house',
      priceMinor: 39_50,
      cleaningFeeMinor: 1_00,
      extraPersonPriceMinor: 0,
    });
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { email_address: 'cents.guest@example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const mails = await t.db.select().from(mailOutbox);
    const receipt = mails.find((m) => m.to === 'cents.guest@example.com' && m.subject.startsWith('Receipt'));
    expect(receipt?.text).toContain('€119.50');
    expect(receipt?.text).not.toContain('€120');
  });
});

describe('what Stripe would refuse is a 422 before anything is held or charged', () => {
  let guests = 0;
  it.each([
    [
      'a stay under Stripe’s minimum (€0.30 < €0.50)',
      { externalListingName: 'Cheap', priceMinor: 10 },
      'The price of this stay must be at least €0.50 to be paid by card',
    ],
    [
      'a three-decimal amount not ending in 0 (KWD 37.035, stored before the rule)',
      { externalListingName: 'Kuwait', currencyCode: 'KWD', priceMinor: 12_345 },
      'The price of this stay must be in steps of KWD\u00a00.010 in KWD to be paid by card',
    ],
    [
      'a deposit under the minimum',
      { externalListingName: 'Tiny deposit', refundableDamageDepositMinor: 20 },
      'The damage deposit must be at least €0.50 to be paid by card',
    ],
    [
      'a currency Stripe does not charge (a listing stored before the rule)',
      { externalListingName: 'Rial', currencyCode: 'IRR' },
      'Card payments are not available in IRR',
    ],
  ])('%s', async (_name, listing, message) => {
    const l = await createListing(t.db, host.user.id, { ...noFees, ...listing });
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { email_address: `refused${++guests}@example.com` }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.end_date).toEqual([message]);
    expect(await reservationsOf(t, l.id)).toEqual([]);
  });
});
