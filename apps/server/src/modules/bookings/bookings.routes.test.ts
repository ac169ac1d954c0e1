import { addDays, addMonths, todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { blockedEmails } from '../../db/schema/content.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';

let host: Awaited<ReturnType<typeof createUser>>;
const day = (n: number) => addDays(todayIso(), n);
const calc = (q: Record<string, string | number>) =>
  t.app.inject({
    url: `/api/bookings/calculation?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
  });

const t = useTestApp();
beforeAll(async () => {
  host = await createUser(t.db, { firstName: 'Maria', email: 'maria.host@example.com' });
});

describe('GET /api/bookings/calculation', () => {
  it('returns the breakdown with every line for a weekly stay with an extra guest', async () => {
    const l = await createListing(t.db, host.id, { excludedFees: ['refundable_damage_deposit'] });
    const res = await calc({ listing_id: l.id, start_date: day(10), end_date: day(17), guests: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      // The moderate policy's terms for these dates if booked now (decision 0023): all but card processing
      // (2.9 % + €0.30 of €723, decision 0089).
      cancellation: expect.objectContaining({ policy: 'moderate', allowed: true, refund: 701.73 }),
      nights_count: 7,
      nights_price: 700,
      price: 100,
      // Every night at the base price: that price, per night.
      per_night: { kind: 'each', amount: 100, lowest: 100, highest: 100 },
      price_for_extra_person: 70,
      total_price: 723,
      currency: 'EUR',
      currency_symbol: '€',
      extra_guests: 1,
      extra_person_per_night: 10,
      cleaning_fee: 30,
      refundable_damage_deposit: 200,
      excluded_fees: ['refundable_damage_deposit'],
      discount: { kind: 'weekly', percent: 10, amount: 77 },
      lines: [
        { key: 'nights', label: '€100 × 7 nights', amount: 700, excluded: false },
        { key: 'extra_persons', label: '1 extra guest × €10 × 7 nights', amount: 70, excluded: false },
        { key: 'weekly_discount', label: 'Weekly discount (10%)', amount: -77, excluded: false },
        { key: 'cleaning_fee', label: 'Cleaning fee', amount: 30, excluded: false },
        {
          key: 'refundable_damage_deposit',
          label: 'Damage deposit (charged only for damage reported within 7 days of check-out)',
          amount: 200,
          excluded: true,
        },
      ],
      taxes: [],
      taxes_total: 0,
    });
  });

  it('applies the monthly discount from 28 nights, in decimal major units', async () => {
    const l = await createListing(t.db, host.id, {
      priceMinor: 80_50,
      cleaningFeeMinor: 0,
      refundableDamageDepositMinor: 0,
      monthlyDiscount: 20,
    });
    const { data } = (
      await calc({ listing_id: l.id, start_date: day(3), end_date: day(31), guests: 2 })
    ).json();
    // 28 × 80.50 = 2254; 20 % = 450.80
    expect(data).toMatchObject({ nights_count: 28, nights_price: 2254, total_price: 1803.2 });
    expect(data.discount).toEqual({ kind: 'monthly', percent: 20, amount: 450.8 });
  });

  it('answers each broken rule with 422 naming the field and the rule', async () => {
    const l = await createListing(t.db, host.id, { personCapacity: 4, minimumNights: 3, maximumNights: 14 });
    await createReservation(t.db, l.id, { startDate: day(20), endDate: day(25), statusId: 6 });
    const cases: [Record<string, string | number>, string, string][] = [
      [
        { start_date: day(-1), end_date: day(3), guests: 2 },
        'start_date',
        'Check-in date cannot be in the past',
      ],
      [
        { start_date: day(5), end_date: day(5), guests: 2 },
        'end_date',
        'Check-out date must be after the check-in date',
      ],
      [{ start_date: day(5), end_date: day(7), guests: 2 }, 'end_date', 'The minimum stay is 3 nights'],
      [{ start_date: day(5), end_date: day(20), guests: 2 }, 'end_date', 'The maximum stay is 14 nights'],
      [{ start_date: day(5), end_date: day(9), guests: 5 }, 'guests', 'This listing hosts at most 4 guests'],
      [{ start_date: day(23), end_date: day(27), guests: 2 }, 'start_date', 'These dates are not available'],
    ];
    for (const [q, field, message] of cases) {
      const res = await calc({ listing_id: l.id, ...q });
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    // back to back with the paid stay is fine
    expect(
      (await calc({ listing_id: l.id, start_date: day(25), end_date: day(28), guests: 2 })).statusCode,
    ).toBe(200);
  });

  it('refuses a stay that leaves too small a gap, and allows gap filling below the minimum when enabled', async () => {
    const l = await createListing(t.db, host.id, {
      minimumNights: 4,
      smallestAllowedGap: 3,
      enableGapNights: true,
      allowGapsBetweenStart: day(0),
      allowGapsBetweenEnd: day(365),
    });
    await createReservation(t.db, l.id, { startDate: day(10), endDate: day(14), statusId: 6 });
    await createReservation(t.db, l.id, { startDate: day(16), endDate: day(20), statusId: 3 });
    const gap = await calc({ listing_id: l.id, start_date: day(21), end_date: day(25), guests: 1 });
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors.start_date[0]).toMatch(/leave 1 free night after another stay/);
    const filler = await calc({ listing_id: l.id, start_date: day(14), end_date: day(16), guests: 1 });
    expect(filler.statusCode).toBe(200);
    expect(filler.json().data.nights_count).toBe(2);
  });

  it('answers 422 for bad input and for a listing guests cannot book', async () => {
    const draft = await createListing(t.db, host.id, { draft: true, publishedAt: null });
    const res = await calc({ listing_id: draft.id, start_date: day(3), end_date: day(5), guests: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.listing_id).toEqual(['This listing is not available for booking']);
    const bad = await calc({ listing_id: 'x', start_date: 'soon', end_date: day(5), guests: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['guests', 'listing_id', 'start_date']);
  });
});

describe('GET /api/bookings/unavailable-dates', () => {
  it('lists every night held by statuses 3/4/6 or blocked, from today to 18 months ahead', async () => {
    const l = await createListing(t.db, host.id);
    await createReservation(t.db, l.id, { startDate: day(-3), endDate: day(2), statusId: 6 });
    await createReservation(t.db, l.id, { startDate: day(5), endDate: day(7), statusId: 3 });
    await createReservation(t.db, l.id, { startDate: day(7), endDate: day(8), statusId: 4 });
    await createReservation(t.db, l.id, { startDate: day(10), endDate: day(12), statusId: 1 });
    await createReservation(t.db, l.id, { startDate: day(12), endDate: day(13), statusId: 5 });
    await createReservation(t.db, l.id, { startDate: day(13), endDate: day(14), statusId: 2 });
    await t.db.insert(calendarBlocks).values({ listingId: l.id, startDate: day(20), endDate: day(22) });
    const horizon = addMonths(todayIso(), 18);
    await t.db
      .insert(calendarBlocks)
      .values({ listingId: l.id, startDate: addDays(horizon, -1), endDate: addDays(horizon, 5) });
    const res = await t.app.inject({ url: `/api/bookings/unavailable-dates?listing_id=${l.id}&guests=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      unavailable_dates: [day(0), day(1), day(5), day(6), day(7), day(20), day(21), addDays(horizon, -1)],
      nightly_prices: {},
    });
  });

  it('404s an unknown or draft listing', async () => {
    const res = await t.app.inject({ url: '/api/bookings/unavailable-dates?listing_id=999999' });
    expect(res.statusCode).toBe(404);
  });

  it('addMonths clamps to the end of shorter months', () => {
    expect(addMonths('2025-08-31', 18)).toBe('2027-02-28');
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
  });
});

describe('POST /api/bookings/inquiry', () => {
  const inquiry = (listingId: number, over: Record<string, unknown> = {}) => ({
    listing_id: listingId,
    start_date: day(30),
    end_date: day(33),
    guests: 2,
    first_name: 'Ana',
    last_name: 'Silva',
    email_address: 'Ana.Silva@Example.com',
    phone_number: '+351 912 345 678',
    promotional_emails: 1,
    ...over,
  });

  it('stores the inquiry as status 1 with a price snapshot and e-mails the host', async () => {
    const l = await createListing(t.db, host.id, { externalListingName: 'Blue house' });
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings/inquiry', payload: inquiry(l.id) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Your inquiry has been sent to the host.');
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, body.data.reservation_id));
    expect(row).toMatchObject({
      statusId: 1,
      listingId: l.id,
      emailAddress: 'ana.silva@example.com',
      phoneNumber: '+351912345678',
      promotionalEmails: true,
      // The refundable damage deposit (200) is never part of the total.
      totalPriceMinor: 300_00 + 30_00,
      baseRateMinor: 100_00,
      currency: 'EUR',
      source: 'inquiry',
    });
    const mails = await mailsTo(t, 'maria.host@example.com');
    const mail = mails.find((m) => m.subject.startsWith('New inquiry for Blue house'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Ana Silva');
    expect(mail!.text).toContain('Guests: 2. Quoted total');
    expect(mail!.text).toContain(`${t.env.publicBaseUrl}/reservations`);
    expect(mail!.html).toContain('Open reservations');
  });

  it("does not hold the dates: two guests' inquiries for the same nights are both accepted", async () => {
    const l = await createListing(t.db, host.id);
    for (const email_address of ['ana@example.com', 'rui@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/inquiry',
        payload: inquiry(l.id, { email_address }),
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('stores and e-mails one of many concurrent copies of an inquiry; the others get 409', async () => {
    const l = await createListing(t.db, host.id, { externalListingName: 'Copy house' });
    const copies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings/inquiry',
          // The same guest, whatever the case of the address.
          payload: inquiry(l.id, { email_address: i % 2 ? 'dup@example.com' : 'DUP@Example.com' }),
        }),
      ),
    );
    const statuses = copies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const refused = copies.find((r) => r.statusCode === 409)!.json();
    expect(refused).toEqual({
      error:
        'You have already sent the host an inquiry for these dates from this e-mail address. The host will reply to it.',
      code: 'CONFLICT',
    });
    const rows = await t.db.select().from(reservations).where(eq(reservations.listingId, l.id));
    expect(rows).toHaveLength(1);
    const mails = await mailsTo(t, 'maria.host@example.com');
    expect(mails.filter((m) => m.subject.startsWith('New inquiry for Copy house'))).toHaveLength(1);

    // Other dates, or the same dates once the first inquiry is no longer open, are a new inquiry.
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/inquiry',
      payload: inquiry(l.id, { email_address: 'dup@example.com', start_date: day(40), end_date: day(43) }),
    });
    expect(later.statusCode).toBe(201);
    await t.db.update(reservations).set({ statusId: 2 }).where(eq(reservations.id, rows[0]!.id));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/inquiry',
      payload: inquiry(l.id, { email_address: 'dup@example.com' }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a blocked e-mail, broken rules and missing fields without storing anything', async () => {
    const l = await createListing(t.db, host.id, { minimumNights: 5 });
    await t.db.insert(blockedEmails).values({ email: 'spam@example.com' });
    const before = (await t.db.select().from(reservations).where(eq(reservations.listingId, l.id))).length;

    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/inquiry',
      payload: inquiry(l.id, { email_address: 'SPAM@example.com', start_date: day(30), end_date: day(40) }),
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors).toEqual({ email_address: ['Email is blocked'] });

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/inquiry',
      payload: inquiry(l.id),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ end_date: ['The minimum stay is 5 nights'] });

    const empty = await t.app.inject({ method: 'POST', url: '/api/bookings/inquiry', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email_address: ['Email field is required'],
      phone_number: ['Phone number is required'],
    });
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/inquiry',
      payload: inquiry(l.id, { phone_number: 'call me', email_address: 'Bad@Mail' }),
    });
    expect(badPhone.json().errors).toMatchObject({
      phone_number: ['Phone number must have 5 to 20 digits, optionally after a +'],
      email_address: ['Invalid email address'],
    });

    const after = (await t.db.select().from(reservations).where(eq(reservations.listingId, l.id))).length;
    expect(after).toBe(before);
  });
});
