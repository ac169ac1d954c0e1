import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { bookingBody, day, post, reservationsOf } from './bookings.test-helpers.ts';

// Issue 26 item 12: the staff payment form records who took the payment, and a declined one leaves no
// stray cancelled reservation in the host's list.

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInHost>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signedInHost(t.db);
  await connectHost(t.db, me.user.id);
});
afterAll(() => t.close());

function staffForm(listingId: number, pm: string, start = 10) {
  const { payment_method_id, billing_address, city, country, zip_code, promotional_emails, ...guest } =
    bookingBody(listingId, { start_date: day(start), end_date: day(start + 2) });
  return {
    reservation: guest,
    billing: { billing_address, city, country, zip_code },
    payment_method_id: pm,
  };
}

describe('POST /api/reservations (staff payment form)', () => {
  it('a declined card leaves no reservation and no payment behind; the same stay then books', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const declined = await post(
      t,
      '/api/reservations',
      staffForm(l.id, 'pm_card_chargeDeclined'),
      me.headers,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('Something went wrong. Please try again. Your card was declined.');
    expect(await reservationsOf(t, l.id)).toEqual([]);
    const list = await t.app.inject({ url: '/api/reservations', headers: me.headers });
    const rows = list.json().data as { listing: { id: number } }[];
    expect(rows.filter((r) => r.listing.id === l.id)).toEqual([]);

    const ok = await post(t, '/api/reservations', staffForm(l.id, 'pm_card_visa'), me.headers);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
  });

  it('a failed 3-D Secure on the staff form leaves nothing either, once the form asks for the outcome', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const started = await post(
      t,
      '/api/reservations',
      staffForm(l.id, 'pm_card_authenticationRequired', 20),
      me.headers,
    );
    expect(started.statusCode).toBe(202);
    const { unique_hash, next_action } = started.json().data;
    await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: next_action.client_secret,
      outcome: 'fail',
    });
    const confirmed = await post(t, '/api/bookings/confirm', { reservation_id: unique_hash });
    expect(confirmed.statusCode).toBe(402);
    expect(await reservationsOf(t, l.id)).toEqual([]);
  });

  it('a Book now decline still keeps its cancelled reservation (only the staff form discards)', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { payment_method_id: 'pm_card_chargeDeclined' }),
    );
    expect(res.statusCode).toBe(402);
    const [r] = await reservationsOf(t, l.id);
    expect(r).toMatchObject({ statusId: 5, source: 'book_now' });
    expect(await t.db.select().from(payments).where(eq(payments.reservationId, r!.id))).toHaveLength(1);
  });

  it('the drawer’s history says who took the payment', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const ok = await post(t, '/api/reservations', staffForm(l.id, 'pm_card_visa', 40), me.headers);
    const id: number = ok.json().data.reservation_id;
    const detail = await t.app.inject({ url: `/api/reservations/${id}`, headers: me.headers });
    const history = detail.json().data.history as {
      actor: string;
      actor_name: string | null;
      reason: string;
    }[];
    expect(history[0]).toMatchObject({
      actor: 'host',
      actor_name: `${me.user.firstName} ${me.user.lastName}`,
      reason: 'Staff payment form',
    });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.source).toBe('staff');
  });
});
