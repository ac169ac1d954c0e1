import { paymentMessages } from '@innkeep/contract/messages';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { billingBody, bookingBody, calculation, day, post, reservationsOf } from './bookings.test-helpers.ts';

// docs/requirements/money.md#R-M18 (decision 0061): the staff form no longer takes a card the host types. It reserves the stay
// for the guest and e-mails them the payment link of an approved inquiry; the guest pays and consents.

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', HOLD_HOURS: '48' });
const me = useConnectedHost(t);

function staffForm(listingId: number, start = 10, email = `staff.guest.${start}@example.com`) {
  const { payment_method_id, billing_address, city, country, zip_code, promotional_emails, ...guest } =
    bookingBody(listingId, { start_date: day(start), end_date: day(start + 2), email_address: email });
  return { reservation: guest };
}
const idem = (key: string) => ({ ...me.headers, 'idempotency-key': key });

describe('POST /api/reservations (staff form)', () => {
  it('holds the stay as approved and e-mails the guest the payment link; no card, no payment', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 300_00 });
    const before = Date.now();
    const res = await post(t, '/api/reservations', staffForm(l.id), idem('staff-1'));
    expect(res.statusCode, res.body).toBe(201);
    const { reservation_id, unique_hash, status_id, hold_expires_at } = res.json().data;
    expect(status_id).toBe(3);
    expect(res.json().message).toMatch(/^Reservation created\. The guest was e-mailed a payment link/);
    const held = new Date(hold_expires_at).getTime() - before;
    expect(held).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(held).toBeLessThan(48 * 3_600_000 + 60_000);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, reservation_id));
    expect(row).toMatchObject({
      statusId: 3,
      source: 'staff',
      depositConsentAt: null,
      termsAcceptedAt: null,
    });
    expect(await t.db.select().from(payments).where(eq(payments.reservationId, reservation_id))).toEqual([]);
    const [mail] = await mailsTo(t, 'staff.guest.10@example.com');
    expect(mail!.subject).toMatch(/is reserved: complete your booking$/);
    expect(mail!.text).toContain(`https://innkeep.test/reservation/${unique_hash}`);
    // The guest's page is the approved inquiry's: it takes their card and their acceptance.
    const page = await t.app.inject({ url: `/api/bookings/reservation/${unique_hash}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.data.status.id).toBe(3);
    // The guest pays there with their own card, accepting the terms and the deposit consent themselves.
    const paid = await post(t, '/api/bookings/billing', billingBody(unique_hash, { accept_terms: true }));
    expect(paid.statusCode, paid.body).toBe(201);
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, reservation_id));
    expect(after!.statusId).toBe(6);
    expect(after!.depositConsentAt).not.toBeNull();
    // A repeat of the same request (a double click, a lost answer) reserves once.
    const again = await post(t, '/api/reservations', staffForm(l.id), idem('staff-1'));
    expect(again.json().data.reservation_id).toBe(reservation_id);
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
  });

  it('refuses a card sent the old way: the fields are not part of the form and nothing is charged', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const body = { ...staffForm(l.id, 20), payment_method_id: 'pm_card_visa', billing: { city: 'Lisbon' } };
    const res = await post(t, '/api/reservations', body, idem('staff-2'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status_id).toBe(3);
    const id: number = res.json().data.reservation_id;
    expect(await t.db.select().from(payments).where(eq(payments.reservationId, id))).toEqual([]);
  });

  it('refuses taken dates, another host’s listing, a visitor and bad input, holding nothing', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    expect((await post(t, '/api/reservations', staffForm(l.id, 30), idem('staff-3'))).statusCode).toBe(201);
    const taken = await post(
      t,
      '/api/reservations',
      staffForm(l.id, 30, 'second@example.com'),
      idem('staff-4'),
    );
    expect(taken.statusCode).toBe(409);
    const other = await createUser(t.db, { email: 'other.staff.host@example.com' });
    const theirs = await createListing(t.db, other.id);
    expect((await post(t, '/api/reservations', staffForm(theirs.id), idem('staff-5'))).statusCode).toBe(404);
    expect((await post(t, '/api/reservations', staffForm(l.id, 40))).statusCode).toBe(401);
    const bad = staffForm(l.id, 50);
    const invalid = await post(
      t,
      '/api/reservations',
      { reservation: { ...bad.reservation, email_address: 'not-an-email' } },
      idem('staff-6'),
    );
    expect(invalid.statusCode).toBe(422);
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
    expect(await reservationsOf(t, theirs.id)).toEqual([]);
  });

  it('refuses a total that is no longer the price (409 PRICE_CHANGED), holding nothing', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const form = staffForm(l.id, 70);
    const { start_date, end_date } = form.reservation;
    const shown: number = (await calculation(t, l.id, start_date, end_date)).json().data.total_price;
    const stale = await post(t, '/api/reservations', { ...form, expected_total: shown + 1 }, idem('staff-8'));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ code: 'PRICE_CHANGED', error: paymentMessages.priceChanged });
    expect(await reservationsOf(t, l.id)).toEqual([]);
    const right = await post(t, '/api/reservations', { ...form, expected_total: shown }, idem('staff-9'));
    expect(right.statusCode, right.body).toBe(201);
  });

  it('the drawer’s history says the host reserved it and the guest was sent the link', async () => {
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const ok = await post(t, '/api/reservations', staffForm(l.id, 60), idem('staff-7'));
    const id: number = ok.json().data.reservation_id;
    const detail = await t.app.inject({ url: `/api/reservations/${id}`, headers: me.headers });
    expect(detail.json().data.history[0]).toMatchObject({
      actor: 'host',
      actor_name: `${me.user.firstName} ${me.user.lastName}`,
      reason: 'Staff form: the guest was e-mailed the payment link',
    });
  });
});
