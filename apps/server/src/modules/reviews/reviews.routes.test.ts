import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/content.ts';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

/** Verified stay reviews (docs/requirements/public.md#R-P8, decision 0044): once per paid stay, after check-out, moderated by the admin. */
let seq = 0;

const t = useTestApp();
const host = useSignedInHost(t);
const admin = useSignedInHost(t, true);

async function listing(city = `Reviewtown ${++seq}`) {
  return createListing(t.db, host.user.id, {
    city,
    externalListingName: `Casa ${seq}`,
    checkOutTime: '11:00',
  });
}

async function stay(
  listingId: number,
  o: { from?: number; to?: number; statusId?: number; first?: string } = {},
) {
  seq += 1;
  const r = await createReservation(t.db, listingId, {
    startDate: day(o.from ?? -10 - seq * 3),
    endDate: day(o.to ?? -8 - seq * 3),
    statusId: o.statusId ?? 6,
    firstName: o.first ?? 'Anna',
    lastName: 'Keller',
    emailAddress: `guest${seq}@example.com`,
  });
  return r.uniqueHash;
}

const review = (hash: string, body: unknown) => post(t, `/api/bookings/reservation/${hash}/review`, body);
const reviewState = (hash: string) => t.app.inject({ url: `/api/bookings/reservation/${hash}/review` });
const stayPage = async (id: number) => (await t.app.inject({ url: `/api/stays/${id}` })).json().data;
const storedFor = async (listingId: number) =>
  t.db.select().from(reviews).where(eq(reviews.listingId, listingId));
const admin$ = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('POST /api/bookings/reservation/{hash}/review', () => {
  it('stores a paid, checked-out stay review once and shows it on the stay page and the search card', async () => {
    const l = await listing('Verifiedville');
    const a = await stay(l.id, { first: 'Anna' });
    const b = await stay(l.id, { first: 'Ben' });

    expect((await reviewState(a)).json().data).toMatchObject({
      may_review: true,
      reason: null,
      review: null,
    });
    const sent = await review(a, { rating: 5, text: '  Lovely light and a quiet street.  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      first_name: 'Anna',
      rating: 5,
      text: 'Lovely light and a quiet street.',
      verified: true,
    });
    expect((await review(b, { rating: 4, text: 'Good' })).statusCode).toBe(201);

    const again = await review(a, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already reviewed this stay.');
    expect(await storedFor(l.id)).toHaveLength(2);
    expect((await reviewState(a)).json().data).toMatchObject({
      may_review: false,
      review: { rating: 5 },
      review_visible: true,
    });

    const page = await stayPage(l.id);
    expect(page).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    expect(page.reviews.map((r: { first_name: string }) => r.first_name)).toEqual(['Ben', 'Anna']);
    expect(page.reviews[1]).not.toHaveProperty('last_name');

    const card = (await t.app.inject({ url: '/api/search?city=verifiedville' })).json().data[0];
    expect(card).toMatchObject({ id: l.id, rating_average: 4.5, rating_count: 2 });
  });

  it('refuses a review before check-out at the listing, with the time, and stores nothing', async () => {
    const l = await listing();
    const ongoing = await stay(l.id, { from: -2, to: 0 });
    // Check-out is today at 23:59 at the listing: not yet, whatever the hour of the test run.
    await t.db
      .update(listings)
      .set({ checkOutTime: '23:59', timeZone: 'Pacific/Pago_Pago' })
      .where(eq(listings.id, l.id));
    const future = await stay(l.id, { from: 5, to: 8 });
    for (const hash of [ongoing, future]) {
      const res = await review(hash, { rating: 4, text: 'Too early' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(
        /^You can review your stay after check-out, from .+ \(Pacific\/Pago_Pago\)\.$/,
      );
    }
    expect((await reviewState(future)).json().data).toMatchObject({ may_review: false, review: null });
    expect(await storedFor(l.id)).toHaveLength(0);
    expect(await stayPage(l.id)).toMatchObject({ rating_average: null, rating_count: 0, reviews: [] });
  });

  it('refuses an unpaid stay (inquiry, approved, cancelled) and a wrong hash', async () => {
    const l = await listing();
    for (const statusId of [1, 2, 3, 5]) {
      const res = await review(await stay(l.id, { statusId }), { rating: 5, text: 'Never came' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Only a paid stay can be reviewed.');
    }
    expect(await storedFor(l.id)).toHaveLength(0);
    const missing = 'a'.repeat(32);
    expect((await review(missing, { rating: 5, text: 'x' })).statusCode).toBe(404);
    expect((await reviewState(missing)).statusCode).toBe(404);
  });

  it('refuses a stay the listing’s host booked herself: no verified review of her own listing', async () => {
    const l = await listing();
    seq += 1;
    const own = await createReservation(t.db, l.id, {
      startDate: day(-20 - seq * 3),
      endDate: day(-18 - seq * 3),
      statusId: 6,
      firstName: 'Hostess',
      lastName: 'Self',
      emailAddress: host.user.email.toUpperCase(),
    });
    const res = await review(own.uniqueHash, { rating: 5, text: 'Best place ever' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A host cannot review a stay at their own listing.');
    expect((await reviewState(own.uniqueHash)).json().data).toMatchObject({ may_review: false });
    expect(await storedFor(l.id)).toHaveLength(0);
  });

  it('refuses hostile input with field errors: ratings 0, 6, 2.5 and "5", NUL, control characters, overlong text', async () => {
    const l = await listing();
    const hash = await stay(l.id);
    for (const rating of [0, 6, 2.5, '5', null]) {
      const res = await review(hash, { rating, text: 'Fine' });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().errors.rating).toEqual(['Choose a rating from 1 to 5 stars']);
    }
    for (const text of ['bad\u0000byte', 'bell\u0007', 'x'.repeat(2001), '   ', 42]) {
      const res = await review(hash, { rating: 3, text });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('text');
    }
    expect(await storedFor(l.id)).toHaveLength(0);
    expect((await review(hash, { rating: 3, text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });
});

describe('the admin moderates stay reviews', () => {
  it('lists them with the listing and rating, hides (out of the page and the average), shows, never edits or deletes', async () => {
    const l = await listing('Moderated');
    await review(await stay(l.id, { first: 'Cleo' }), { rating: 2, text: 'Noisy at night' });
    await review(await stay(l.id, { first: 'Dan' }), { rating: 4, text: 'Great host' });
    const [cleo] = (await storedFor(l.id)).filter((r) => r.firstName === 'Cleo');

    const listed = (await admin$('GET', '/api/admin/reviews?q=noisy')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: cleo!.id,
        listing_id: l.id,
        listing_name: l.externalListingName,
        rating: 2,
        hidden: false,
      }),
    ]);

    const hidden = await admin$('POST', `/api/admin/reviews/${cleo!.id}/visibility`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ message: 'Review hidden', data: { hidden: true } });
    // Twice is still hidden once: the average does not move again.
    expect(
      (await admin$('POST', `/api/admin/reviews/${cleo!.id}/visibility`, { hidden: true })).statusCode,
    ).toBe(200);
    let page = await stayPage(l.id);
    expect(page).toMatchObject({ rating_average: 4, rating_count: 1 });
    expect(page.reviews.map((r: { first_name: string }) => r.first_name)).toEqual(['Dan']);

    expect(
      (await admin$('POST', `/api/admin/reviews/${cleo!.id}/visibility`, { hidden: false })).statusCode,
    ).toBe(200);
    expect(await stayPage(l.id)).toMatchObject({ rating_average: 3, rating_count: 2 });

    // The guest's words are kept: an edit is refused and a delete too (decision 0080); hiding is the way.
    const edited = await admin$('POST', `/api/admin/reviews/${cleo!.id}`, {
      first_name: 'Cleo',
      last_name: 'Keller',
      message: 'A little noisy at night',
    });
    expect(edited.statusCode).toBe(409);
    page = await stayPage(l.id);
    expect(page.reviews.find((r: { first_name: string }) => r.first_name === 'Cleo').text).toBe(
      'Noisy at night',
    );

    expect((await admin$('DELETE', `/api/admin/reviews/${cleo!.id}`)).statusCode).toBe(409);
    expect(await stayPage(l.id)).toMatchObject({ rating_average: 3, rating_count: 2 });
    expect((await admin$('POST', '/api/admin/reviews/999999/visibility', { hidden: true })).statusCode).toBe(
      404,
    );
    expect(
      (await admin$('POST', `/api/admin/reviews/${cleo!.id}/visibility`, { hidden: 'yes' })).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reviews/1/visibility`,
          headers: host.headers,
          payload: { hidden: true },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps the home page carousel to the site reviews: no stay review, no hidden one', async () => {
    const l = await listing();
    await review(await stay(l.id, { first: 'Eve' }), {
      rating: 5,
      text: 'Stay review only on the stay page',
    });
    const site = await admin$('POST', '/api/admin/reviews/', {
      first_name: 'Site',
      last_name: 'Fan',
      message: 'Great platform',
    });
    const siteId = site.json().data.id;
    let carousel = (await t.app.inject({ url: '/api/reviews' })).json().data;
    expect(carousel.some((r: { message: string }) => r.message === 'Great platform')).toBe(true);
    expect(carousel.some((r: { message: string }) => r.message.startsWith('Stay review'))).toBe(false);
    await admin$('POST', `/api/admin/reviews/${siteId}/visibility`, { hidden: true });
    carousel = (await t.app.inject({ url: '/api/reviews' })).json().data;
    expect(carousel.some((r: { message: string }) => r.message === 'Great platform')).toBe(false);
  });
});
