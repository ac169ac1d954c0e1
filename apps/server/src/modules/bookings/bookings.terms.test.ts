import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import {
  billingBody,
  bookingBody,
  day,
  post,
  reservationRow,
  reservationsOf,
} from './bookings.test-helpers.ts';

/** The house rules, times and cancellation terms accepted at Pay, recorded with the reservation (decision 0035). */
let seq = 0;
const rules = { houseRules: 'No parties. A cot on request.', cancellationPolicy: 'strict' } as const;

const t = useTestApp();
const host = useConnectedHost(t);

const email = () => `terms${++seq}@example.com`;

describe('accept_terms at Pay', () => {
  it('Book now records when and what the guest accepted: house rules, times, cancellation policy', async () => {
    const l = await createListing(t.db, host.user.id, rules);
    const before = Date.now();
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { email_address: email(), accept_terms: 1 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const r = await reservationRow(t, res.json().data.reservation_id);
    expect(r.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(r.acceptedTerms).toEqual({
      house_rules: 'No parties. A cot on request.',
      check_in_from: '15:00',
      check_in_until: '20:00',
      check_out_time: '11:00',
      cancellation_policy: 'strict',
    });
  });

  it('a client that sends no accept_terms (docs/requirements/wire.md#R-W1) still books; nothing is recorded as accepted', async () => {
    const l = await createListing(t.db, host.user.id, rules);
    const res = await post(t, '/api/bookings', bookingBody(l.id, { email_address: email() }));
    expect(res.statusCode, res.body).toBe(201);
    const r = await reservationRow(t, res.json().data.reservation_id);
    expect(r.termsAcceptedAt).toBeNull();
    expect(r.acceptedTerms).toBeNull();
  });

  it('refuses a malformed accept_terms with 422 and holds nothing', async () => {
    const l = await createListing(t.db, host.user.id, rules);
    const body = { ...bookingBody(l.id, { email_address: email() }), accept_terms: 'maybe' };
    const res = await post(t, '/api/bookings', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.accept_terms).toBeDefined();
    expect(await reservationsOf(t, l.id)).toEqual([]);
  });

  it('the finalise page shows the terms before payment and Pay records the acceptance', async () => {
    const l = await createListing(t.db, host.user.id, rules);
    const approved = await createReservation(t.db, l.id, {
      statusId: 3,
      startDate: day(30),
      endDate: day(33),
      cancellationPolicy: 'strict',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
      depositMinor: 0,
    });
    const page = await t.app.inject({ url: `/api/bookings/reservation/${approved.uniqueHash}` });
    expect(page.json().data.data.terms).toEqual({
      house_rules: 'No parties. A cot on request.',
      check_in_from: '15:00',
      check_in_until: '20:00',
      check_out_time: '11:00',
    });
    const pay = await post(t, '/api/bookings/billing', billingBody(approved.uniqueHash, { accept_terms: 1 }));
    expect(pay.statusCode, pay.body).toBe(201);
    const r = await reservationRow(t, approved.id);
    expect(r.statusId).toBe(6);
    expect(r.termsAcceptedAt).not.toBeNull();
    expect(r.acceptedTerms).toMatchObject({
      house_rules: 'No parties. A cot on request.',
      cancellation_policy: 'strict',
    });
  });
});
