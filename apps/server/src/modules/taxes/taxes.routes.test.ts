import { hostListingToFormValues } from '@innkeep/contract/listings-form';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, calculation, day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import {
  completeListing,
  createdListing,
  photo,
  postListing,
  readListing,
  useConnectedHost,
  useSignedInHost,
} from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';

/**
 * Occupancy taxes end to end (decision 0048): 3 nights at €100 for 2 guests, €30 cleaning (€330), with the
 * Lisbon city tax (€4 per person per night, 7 nights at most: €24) and a 6% tax on the lodging (€18): €372.
 */
let seq = 0;

const LISBON = { name: 'Lisbon city tax', type: 'per_person_per_night', amountMinor: 400, maxNights: 7 };
const VAT = { name: 'VAT', type: 'percentage', percent: 6 };

const t = useTestApp({ PLATFORM_FEE_PERCENT: '10' });
const host = useConnectedHost(t);
const other = useSignedInHost(t);

async function book(listingId: number, start = 10, nights = 3) {
  seq += 1;
  const body = bookingBody(listingId, {
    email_address: `tax${seq}@example.com`,
    start_date: day(start),
    end_date: day(start + nights),
  });
  return { ...(await bookedStay(t, body)), email: body.email_address };
}

describe('listing taxes through the listing API', () => {
  it('are saved from the form, shown to the host and on the public stay, and kept when a client leaves them out', async () => {
    const values = completeListing({
      images: [await photo()],
      taxes: [
        { name: 'Lisbon city tax', type: 'per_person_per_night', percent: '', amount: '4', max_nights: '7' },
        { name: 'VAT', type: 'percentage', percent: '6.5', amount: '', max_nights: '' },
      ],
    });
    const saved = await createdListing(t, host.headers, values);
    const id = saved.id;
    expect(saved.price_and_fee.taxes).toEqual([
      { name: 'Lisbon city tax', type: 'per_person_per_night', percent: null, amount: 4, max_nights: 7 },
      { name: 'VAT', type: 'percentage', percent: 6.5, amount: null, max_nights: null },
    ]);
    const stay = await t.app.inject({ url: `/api/stays/${id}` });
    expect(stay.statusCode, stay.body).toBe(200);
    expect(stay.json().data.price_and_fee.taxes).toEqual(saved.price_and_fee.taxes);

    // The edit page's values round-trip; an update removing one keeps the other.
    const form = hostListingToFormValues(saved);
    const update = await postListing(
      t,
      host.headers,
      { ...form, taxes: form.taxes.slice(0, 1), images: [] },
      {
        draft: true,
        listingId: id,
      },
    );
    expect(update.statusCode, update.body).toBe(200);
    expect((await readListing(t, id, host.headers)).price_and_fee.taxes).toHaveLength(1);
  });

  it.each([
    [[{ name: '', type: 'percentage', percent: 5 }], 'taxes.0.name'],
    [[{ name: 'VAT', type: 'percentage', percent: 0 }], 'taxes.0.percent'],
    [[{ name: 'VAT', type: 'percentage', percent: 100.5 }], 'taxes.0.percent'],
    [[{ name: 'City', type: 'per_person_per_night', amount: -1 }], 'taxes.0.amount'],
    [[{ name: 'City', type: 'per_person_per_night', amount: 2, max_nights: 0 }], 'taxes.0.max_nights'],
    [[{ name: 'City', type: 'per_night', amount: 2 }], 'taxes.0.type'],
    [
      [
        { name: 'A', type: 'percentage', percent: 1 },
        { name: 'a', type: 'percentage', percent: 1 },
      ],
      'taxes.1.name',
    ],
    [Array.from({ length: 6 }, (_, i) => ({ name: `T${i}`, type: 'percentage', percent: 1 })), 'taxes'],
    ['not json', 'taxes'],
  ])('a bad tax is a 422 on its field: %j → %s', async (taxes, field) => {
    const form = new FormData();
    form.append('draft', '1');
    form.append('external_listing_name', 'Tax flat');
    form.append('property_type_id', '1');
    form.append('address', '1 Rua Augusta, Lisbon');
    form.append('taxes', typeof taxes === 'string' ? taxes : JSON.stringify(taxes));
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...host.headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('a stay with taxes', () => {
  it('the calculation adds each tax as its own line and to the total', async () => {
    const l = await createListing(t.db, host.user.id, { taxes: [LISBON, VAT] });
    const res = await calculation(t, l.id, day(10), day(13));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.taxes).toEqual([
      { name: 'Lisbon city tax', type: 'per_person_per_night', amount: 24 },
      { name: 'VAT', type: 'percentage', amount: 18 },
    ]);
    expect(c.taxes_total).toBe(42);
    expect(c.total_price).toBe(372);
    expect(c.lines.filter((x: { key: string }) => x.key.startsWith('tax_'))).toEqual([
      { key: 'tax_0', label: 'Lisbon city tax (€4 × 2 guests × 3 nights)', amount: 24, excluded: false },
      { key: 'tax_1', label: 'VAT (6%)', amount: 18, excluded: false },
    ]);
    // 10 nights: the city tax stops at 7.
    const long = await calculation(t, l.id, day(20), day(30));
    expect(long.json().data.taxes[0].amount).toBe(2 * 7 * 4);
  });

  it('Book now charges the taxes, stores their lines, takes no fee on them and pays them to the host', async () => {
    const l = await createListing(t.db, host.user.id, { taxes: [LISBON, VAT] });
    const r = await book(l.id);
    expect(r.totalPriceMinor).toBe(372_00);
    expect(r.taxesMinor).toBe(42_00);
    expect((r.priceBreakdown as { taxes: unknown[] }).taxes).toHaveLength(2);
    const [stay] = await paymentsOf(t, r.id, 'stay');
    expect(stay).toMatchObject({ amountMinor: 372_00, feeMinor: 33_00, status: 'succeeded' });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.reservationId, r.id));
    expect(payout).toMatchObject({ amountMinor: 339_00, feeMinor: 33_00 });

    const receipt = (await mailsTo(t, r.email)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.text).toContain('Lisbon city tax (€4 × 2 guests × 3 nights): €24');
    expect(receipt?.text).toContain('VAT (6%): €18');
    expect(receipt?.text).toContain('Total paid: €372');
    const hostMail = (await mailsTo(t, host.user.email)).find((m) =>
      m.text.includes(`Reservation number: ${r.id}.`),
    );
    expect(hostMail?.text).toContain('Occupancy taxes collected for you to remit: €42');
  });

  it("a later change of the listing's taxes leaves the booked stay as it was", async () => {
    const l = await createListing(t.db, host.user.id, { taxes: [LISBON, VAT] });
    const r = await book(l.id);
    const { listings } = await import('../../db/schema/listings.ts');
    await t.db
      .update(listings)
      .set({ taxes: [{ ...LISBON, amountMinor: 900 }] })
      .where(eq(listings.id, l.id));
    const page = await t.app.inject({ url: `/api/bookings/reservation/${r.uniqueHash}` });
    expect(page.statusCode, page.body).toBe(200);
    const breakdown = page.json().data.data.price_breakdown;
    expect(breakdown.taxes).toEqual([
      { name: 'Lisbon city tax', type: 'per_person_per_night', amount: 24 },
      { name: 'VAT', type: 'percentage', amount: 18 },
    ]);
    expect(breakdown.total_price).toBe(372);
    const [again] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(again).toMatchObject({ totalPriceMinor: 372_00, taxesMinor: 42_00 });
    // The host's drawer reads the same snapshot.
    const detail = await t.app.inject({ url: `/api/reservations/${r.id}`, headers: host.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('Lisbon city tax (€4 × 2 guests × 3 nights)');
  });

  it('a late moderate cancellation refunds the taxes with the nights they follow; the payout follows', async () => {
    const l = await createListing(t.db, host.user.id, {
      taxes: [LISBON, VAT],
      cancellationPolicy: 'moderate',
    });
    const r = await book(l.id, 3);
    const quote = (await t.app.inject({ url: `/api/bookings/reservation/${r.uniqueHash}` })).json().data.data
      .cancellation;
    // cleaning 30 + half of the nights after the first (100) + the same share of the taxes (100/300 × 42 = 14)
    expect(quote.refund).toBe(144);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/reservation/${r.uniqueHash}/cancel`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe(144);
    const [stay] = await paymentsOf(t, r.id, 'stay');
    expect(stay!.refundedMinor).toBe(144_00);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.reservationId, r.id));
    // Kept 228, of which 28 taxes: the fee is 10 % of the 200 rest, not the charge's 33/372 of 228 (20.23),
    // since the refund row records its 14 of taxes (decision 0048).
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay!.id));
    expect(refund).toMatchObject({ amountMinor: 144_00, taxesMinor: 14_00 });
    expect(payout).toMatchObject({ amountMinor: 228_00 - 20_00, feeMinor: 20_00 });

    // The €28 of taxes the stay kept are the host's to remit: the tax report has them, each tax in its
    // share (Lisbon 24/42, VAT 18/42 of 28), on rows of their own with no nights (nobody stayed).
    const rows = (
      await t.app.inject({
        url: `/api/taxes/report.csv?year=${r.startDate.slice(0, 4)}`,
        headers: host.headers,
      })
    ).body
      .trimEnd()
      .split('\r\n')
      .filter((x) => x.includes(`,${l.id},`));
    const month = r.startDate.slice(0, 7);
    expect(rows).toEqual([
      `${month},${l.id},${l.externalListingName},Lisbon city tax (kept on cancellation),EUR,1,0,0,,16.00`,
      `${month},${l.id},${l.externalListingName},VAT (kept on cancellation),EUR,1,0,0,,12.00`,
    ]);
  });
});

describe('GET /api/taxes/report.csv', () => {
  it('totals the paid stays per month of check-in, listing and tax; only the host’s own', async () => {
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Report, "the" flat',
      taxes: [LISBON],
    });
    const a = await book(l.id, 40, 3);
    const b = await book(l.id, 44, 2);
    const year = Number(a.startDate.slice(0, 4));
    const res = await t.app.inject({ url: `/api/taxes/report.csv?year=${year}`, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="taxes-${year}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'month,listing_id,listing_name,tax,currency,stays,nights,guest_nights,taxed_guest_nights,amount',
    );
    const mine = lines.filter((x) => x.includes(`,${l.id},`));
    const sameMonth = a.startDate.slice(0, 7) === b.startDate.slice(0, 7);
    if (sameMonth && b.startDate.slice(0, 4) === String(year))
      expect(mine).toEqual([
        `${a.startDate.slice(0, 7)},${l.id},"Report, ""the"" flat",Lisbon city tax,EUR,2,5,10,10,40.00`,
      ]);
    else
      expect(mine[0]).toBe(
        `${a.startDate.slice(0, 7)},${l.id},"Report, ""the"" flat",Lisbon city tax,EUR,1,3,6,6,24.00`,
      );

    // A city-tax return counts nights and guest-nights: a 9-night stay of 2 guests is 18 guest-nights, of which
    // the tax capped at 7 nights charged 14 (4.00 × 14 = 56.00); a percentage tax has no taxed guest-nights.
    const long = await createListing(t.db, host.user.id, {
      externalListingName: 'Long',
      taxes: [LISBON, VAT],
    });
    const c = await book(long.id, 40, 9);
    const yearC = c.startDate.slice(0, 4);
    const longRows = (
      await t.app.inject({ url: `/api/taxes/report.csv?year=${yearC}`, headers: host.headers })
    ).body
      .trimEnd()
      .split('\r\n')
      .filter((x) => x.startsWith(`${c.startDate.slice(0, 7)},${long.id},`));
    const vatMinor = (c.priceBreakdown as { taxes: { name: string; amountMinor: number }[] }).taxes.find(
      (x) => x.name === 'VAT',
    )!.amountMinor;
    expect(longRows).toEqual([
      `${c.startDate.slice(0, 7)},${long.id},Long,Lisbon city tax,EUR,1,9,18,14,56.00`,
      `${c.startDate.slice(0, 7)},${long.id},Long,VAT,EUR,1,9,18,,${(vatMinor / 100).toFixed(2)}`,
    ]);

    const others = await t.app.inject({ url: `/api/taxes/report.csv?year=${year}`, headers: other.headers });
    expect(others.statusCode).toBe(200);
    expect(others.body).toBe(
      'month,listing_id,listing_name,tax,currency,stays,nights,guest_nights,taxed_guest_nights,amount\r\n',
    );
    expect((await t.app.inject({ url: '/api/taxes/report.csv' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/taxes/report.csv?year=20x6', headers: host.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.year).toBeDefined();
  });
});
