import { stayReviewMessages } from '@innkeep/contract/stay-reviews';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

/** An admin keeps a verified stay review's words: hide it or add a visible note, each change in its history. */
let seq = 0;

const t = useTestApp();
const host = useSignedInHost(t);
const admin = useSignedInHost(t, true);

const admin$ = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const stayPage = async (id: number) => (await t.app.inject({ url: `/api/stays/${id}` })).json().data;

/** A listing with one verified stay review by Cleo: its id and the listing's. */
async function reviewed(text = 'Noisy at night, the bed was hard') {
  seq += 1;
  const l = await createListing(t.db, host.user.id, { city: `Moderation ${seq}`, checkOutTime: '11:00' });
  const r = await createReservation(t.db, l.id, {
    startDate: day(-12),
    endDate: day(-9),
    statusId: 6,
    firstName: 'Cleo',
    lastName: 'Keller',
    emailAddress: `cleo${seq}@example.com`,
  });
  const sent = await post(t, `/api/bookings/reservation/${r.uniqueHash}/review`, { rating: 2, text });
  expect(sent.statusCode, sent.body).toBe(201);
  return { listingId: l.id, reviewId: sent.json().data.id as number, hash: r.uniqueHash };
}

describe("a verified stay review keeps the guest's words", () => {
  it('refuses any rewrite of the words or the name, and changes nothing; the same values are a no-op', async () => {
    const { listingId, reviewId } = await reviewed();
    for (const body of [
      { first_name: 'Cleo', last_name: 'Keller', message: 'Lovely and quiet' },
      { first_name: 'Someone', last_name: 'Keller', message: 'Noisy at night, the bed was hard' },
    ]) {
      const res = await admin$('POST', `/api/admin/reviews/${reviewId}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: stayReviewMessages.keptWords, code: 'CONFLICT' });
    }
    const same = await admin$('POST', `/api/admin/reviews/${reviewId}`, {
      first_name: 'Cleo',
      last_name: 'Keller',
      message: 'Noisy at night, the bed was hard',
    });
    expect(same.statusCode).toBe(200);
    const [shown] = (await stayPage(listingId)).reviews;
    expect(shown).toMatchObject({
      first_name: 'Cleo',
      text: 'Noisy at night, the bed was hard',
      admin_note: null,
    });
    expect((await admin$('GET', `/api/admin/reviews/${reviewId}/history`)).json().data).toEqual([]);
  });

  it('shows the admin note with the review on the stay page and the trip page; removing it leaves no note', async () => {
    const { listingId, reviewId, hash } = await reviewed();
    const note = 'The host replaced the mattress in May 2026.';
    const saved = await admin$('POST', `/api/admin/reviews/${reviewId}/note`, { note: `  ${note}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: stayReviewMessages.noteSaved, data: { admin_note: note } });
    const [shown] = (await stayPage(listingId)).reviews;
    expect(shown).toMatchObject({ text: 'Noisy at night, the bed was hard', admin_note: note });
    expect(Date.parse(shown.admin_note_at)).toBeGreaterThan(0);
    const trip = (await t.app.inject({ url: `/api/bookings/reservation/${hash}/review` })).json().data;
    expect(trip.review.admin_note).toBe(note);

    const removed = await admin$('POST', `/api/admin/reviews/${reviewId}/note`, { note: '' });
    expect(removed.json()).toMatchObject({
      message: stayReviewMessages.noteRemoved,
      data: { admin_note: null },
    });
    expect((await stayPage(listingId)).reviews[0]).toMatchObject({ admin_note: null, admin_note_at: null });
  });

  it("keeps every change in the review's history: who, when, what before and after", async () => {
    const { listingId, reviewId } = await reviewed();
    await admin$('POST', `/api/admin/reviews/${reviewId}/visibility`, { hidden: true });
    await admin$('POST', `/api/admin/reviews/${reviewId}/visibility`, { hidden: true }); // no change, no entry
    expect((await stayPage(listingId)).reviews).toEqual([]);
    await admin$('POST', `/api/admin/reviews/${reviewId}/note`, { note: 'First note' });
    await admin$('POST', `/api/admin/reviews/${reviewId}/note`, { note: 'Second note' });
    await admin$('POST', `/api/admin/reviews/${reviewId}/visibility`, { hidden: false });
    const history = await admin$('GET', `/api/admin/reviews/${reviewId}/history`);
    expect(history.statusCode).toBe(200);
    const entries = history.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['shown', 'note', 'note', 'hidden']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      before: { note: 'First note' },
      after: { note: 'Second note' },
    });
    expect(entries[3]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
    for (const e of entries) expect(Math.abs(Date.parse(e.at) - Date.now())).toBeLessThan(600_000);
    // The review is shown again with its note, and its listing's rating counts it again.
    expect(await stayPage(listingId)).toMatchObject({ rating_count: 1, rating_average: 2 });
    expect((await stayPage(listingId)).reviews[0].admin_note).toBe('Second note');
  });

  it("keeps a site review's edits in its history, and deletes a site review but never a stay review", async () => {
    const site = await admin$('POST', '/api/admin/reviews/', {
      first_name: 'Site',
      last_name: 'Fan',
      message: 'Great platform',
    });
    const siteId = site.json().data.id;
    const edited = await admin$('POST', `/api/admin/reviews/${siteId}`, {
      first_name: 'Site',
      last_name: 'Fan',
      message: 'A great platform',
    });
    expect(edited.statusCode).toBe(200);
    const [entry] = (await admin$('GET', `/api/admin/reviews/${siteId}/history`)).json().data;
    expect(entry).toMatchObject({
      action: 'edited',
      before: { message: 'Great platform' },
      after: { message: 'A great platform' },
    });
    expect((await admin$('DELETE', `/api/admin/reviews/${siteId}`)).statusCode).toBe(200);

    const { reviewId } = await reviewed();
    const refused = await admin$('DELETE', `/api/admin/reviews/${reviewId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(stayReviewMessages.keptReview);
  });

  it('refuses bad notes with a field error and changes nothing; 404, 401 and 403 as every admin route', async () => {
    const { listingId, reviewId } = await reviewed();
    for (const note of ['x'.repeat(1001), 'bell\u0007', 'nul\u0000', 42]) {
      const res = await admin$('POST', `/api/admin/reviews/${reviewId}/note`, { note });
      expect(res.statusCode, String(note).slice(0, 10)).toBe(422);
      expect(res.json().errors).toHaveProperty('note');
    }
    expect((await stayPage(listingId)).reviews[0].admin_note).toBeNull();
    expect((await admin$('GET', `/api/admin/reviews/${reviewId}/history`)).json().data).toEqual([]);
    expect((await admin$('POST', '/api/admin/reviews/999999/note', { note: 'x' })).statusCode).toBe(404);
    expect((await admin$('GET', '/api/admin/reviews/999999/history')).statusCode).toBe(404);
    const asHost = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/note`,
      headers: host.headers,
      payload: { note: 'host note' },
    });
    expect(asHost.statusCode).toBe(403);
    const visitor = await t.app.inject({ url: `/api/admin/reviews/${reviewId}/history` });
    expect(visitor.statusCode).toBe(401);
  });
});
