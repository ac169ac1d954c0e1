import { formatDate } from '@innkeep/contract/dates';
import { paymentMessages } from '@innkeep/contract/messages';
import { formatMoney } from '@innkeep/contract/money';
import { genericPaymentFailure } from '@innkeep/contract/payment-failures';
import { eq } from 'drizzle-orm';
import { blockedEmails } from '../../db/schema/content.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createBookableListing } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp, withTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import {
  bookingBody,
  day,
  inquiryBody,
  paymentsOf,
  post,
  reservationsOf,
  sentInquiry,
  simulatedIntents,
} from './bookings.test-helpers.ts';

const t = useTestApp({ PLATFORM_FEE_PERCENT: '10' });
const host = useConnectedHost(t, { firstName: 'Maria', email: 'maria.books@example.com' });

describe('POST /api/bookings (Book now) on the simulator', () => {
  it('pm_card_visa: 201 Booking successful!, status 6, the stay charged once, receipts, the card saved for the deposit', async () => {
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Visa house' });
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Booking successful!');
    expect(body.data).toMatchObject({ status_id: 6, next_action: null });
    const [r] = await reservationsOf(t, l.id);
    expect(r).toMatchObject({ id: body.data.reservation_id, uniqueHash: body.data.unique_hash, statusId: 6 });
    expect(r).toMatchObject({ source: 'book_now', billingAddress: 'Rua Augusta 1', zipCode: '1100-048' });
    expect(r!.holdExpiresAt).toBeNull();
    expect(r!.depositMinor).toBe(200_00);

    const [stay] = await paymentsOf(t, r!.id, 'stay');
    expect(stay).toMatchObject({
      status: 'succeeded',
      amountMinor: r!.totalPriceMinor,
      feeMinor: Math.round(r!.totalPriceMinor / 10),
      destinationAccountId: expect.stringMatching(/^acct_/),
      idempotencyKey: `res:${r!.id}:attempt:1:stay`,
    });
    expect(stay!.providerPaymentId).toMatch(/^pi_/);
    // No hold at booking (decision 0024): the guest's consent is recorded and the stay saves the card.
    expect(await paymentsOf(t, r!.id, 'deposit')).toEqual([]);
    expect(stay).toMatchObject({ setupFutureUsage: 'off_session' });
    expect(stay!.customerId).toMatch(/^cus_/);
    expect(r!.depositConsentAt).not.toBeNull();
    const intents = await simulatedIntents(t, r!.id);
    expect(intents.map((i) => [i.status, i.captureMethod])).toEqual([['succeeded', 'automatic']]);

    const guestMail = await mailsTo(t, 'ana.guest@example.com');
    const receipt = guestMail.find((m) => m.subject.startsWith('Receipt: your stay at Visa house is booked'));
    // The receipt says what the deposit is, never that something is held.
    expect(receipt?.text).toContain(
      'Damage deposit: up to €200 may be charged to your card for damage reported within 7 days of check-out.',
    );
    expect(receipt?.text).not.toMatch(/deposit of €200 is held|released/);
    const hostMail = await mailsTo(t, 'maria.books@example.com');
    expect(hostMail.some((m) => m.subject.startsWith('New booking for Visa house'))).toBe(true);
    const history = await t.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, r!.id));
    expect(history.map((e) => [e.fromStatusId, e.toStatusId])).toEqual([
      [null, 4],
      [4, 6],
    ]);
  });

  it("the host's booking e-mail says the payout's amount and the day it is expected (R-M4)", async () => {
    // Check-in 15:00 Lisbon time on day 10: the payout is due 24 hours later, on day 11.
    const l = await createListing(t.db, host.user.id, {
      externalListingName: 'Payout house',
      timeZone: 'Europe/Lisbon',
      checkInTimeStart: '15:00',
    });
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode, res.body).toBe(201);
    const [r] = await reservationsOf(t, l.id);
    const [stay] = await paymentsOf(t, r!.id, 'stay');
    // 10 % platform fee on the whole stay: the host is paid the rest.
    const hostShare = r!.totalPriceMinor - Math.round(r!.totalPriceMinor / 10);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.paymentId, stay!.id));
    expect(payout).toMatchObject({ amountMinor: hostShare, status: 'scheduled' });

    const hostMail = await mailsTo(t, 'maria.books@example.com');
    const notice = hostMail.find((m) => m.subject.startsWith('New booking for Payout house'));
    expect(notice?.text).toContain(
      `Your payout: ${formatMoney(hostShare, 'EUR')}, expected on ${formatDate(day(11))}, 24 hours after check-in`,
    );
    expect(notice?.html).toContain(formatMoney(hostShare, 'EUR'));
    // The guest's receipt says nothing of the host's payout.
    const guestMail = await mailsTo(t, 'ana.guest@example.com');
    expect(guestMail.filter((m) => m.text.includes('Your payout')).length).toBe(0);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    // Stripe's developer text is never shown to the guest (docs/requirements/bookings.md#R-B15).
    ['pm_card_unknown', genericPaymentFailure],
  ])('%s: 402 with the provider’s message, and the dates stay bookable', async (pm, message) => {
    const l = await createListing(t.db, host.user.id);
    const res = await post(t, '/api/bookings', bookingBody(l.id, { payment_method_id: pm }));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ error: message, code: 'PAYMENT_FAILED' });
    const [r] = await reservationsOf(t, l.id);
    expect(r!.statusId).toBe(5);
    const [stay] = await paymentsOf(t, r!.id);
    expect(stay).toMatchObject({ status: 'failed', failureMessage: message });
    // No hold left: the same dates book at once with a good card.
    const again = await post(t, '/api/bookings', bookingBody(l.id));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('pm_card_authenticationRequired: 202 with next_action, authenticate, confirm → 6', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { payment_method_id: 'pm_card_authenticationRequired' }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { message, data } = res.json();
    expect(message).toBe(paymentMessages.authenticationRequired);
    expect(data.status_id).toBe(4);
    expect(data.next_action.type).toBe('use_stripe_sdk');
    // Until the guest authenticates, the dates are held.
    const taken = await post(t, '/api/bookings', bookingBody(l.id, { email_address: 'other@example.com' }));
    expect(taken.statusCode).toBe(409);

    const auth = await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: data.next_action.client_secret,
      outcome: 'complete',
    });
    expect(auth.statusCode, auth.body).toBe(200);
    expect(auth.json()).toEqual({ data: { status: 'succeeded' } });
    const confirmed = await post(t, '/api/bookings/confirm', { reservation_id: data.unique_hash });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({
      message: 'Booking successful!',
      data: { status_id: 6, next_action: null },
    });
    expect(await simulatedIntents(t, data.reservation_id)).toHaveLength(1);
  });

  it('a failed authentication: confirm answers 402 and the dates are free again', async () => {
    const l = await createListing(t.db, host.user.id);
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { payment_method_id: 'pm_card_authenticationRequired' }),
    );
    const { data } = res.json();
    await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: data.next_action.client_secret,
      outcome: 'fail',
    });
    const confirmed = await post(t, '/api/bookings/confirm', { reservation_id: data.unique_hash });
    expect(confirmed.statusCode).toBe(402);
    // In the guest's words, not Stripe's developer text (docs/requirements/bookings.md#R-B15).
    expect(confirmed.json().error).toBe(
      'Your bank could not confirm this payment: its security check failed or was closed. Nothing was charged. Pay again and complete the check, or use another card.',
    );
    expect((await reservationsOf(t, l.id))[0]!.statusId).toBe(5);
    expect((await post(t, '/api/bookings', bookingBody(l.id))).statusCode).toBe(201);
  });

  it('the simulator step answers 404 for an unknown client secret', async () => {
    const res = await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: 'pi_sim_x_secret_y',
      outcome: 'complete',
    });
    expect(res.statusCode).toBe(404);
  });

  it('a JPY listing is charged in yen: ¥12,000 is 12000, not 1200000', async () => {
    const l = await createListing(t.db, host.user.id, {
      currencyCode: 'JPY',
      priceMinor: 12_000,
      extraPersonPriceMinor: 0,
      cleaningFeeMinor: 0,
      refundableDamageDepositMinor: 0,
      city: 'Tokyo',
    });
    const res = await post(t, '/api/bookings', bookingBody(l.id, { start_date: day(20), end_date: day(21) }));
    expect(res.statusCode, res.body).toBe(201);
    const [intent] = await simulatedIntents(t, res.json().data.reservation_id);
    expect(intent).toMatchObject({ amountMinor: 12_000, currency: 'jpy', status: 'succeeded' });
    const page = await t.app.inject({ url: `/api/bookings/reservation/${res.json().data.unique_hash}` });
    expect(page.json().data.data).toMatchObject({
      currency: 'JPY',
      currency_symbol: '¥',
      total_price: 12_000,
    });
  });

  it('a blocked e-mail cannot book: 422 on email_address, nothing held or charged', async () => {
    const l = await createListing(t.db, host.user.id);
    await t.db.insert(blockedEmails).values({ email: 'blocked.booker@example.com' });
    const before = (await simulatedIntents(t)).length;
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { email_address: 'Blocked.Booker@example.com' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email_address).toEqual(['Email is blocked']);
    expect(await reservationsOf(t, l.id)).toHaveLength(0);
    expect(await simulatedIntents(t)).toHaveLength(before);
  });

  it('the server prices the stay and a taken stay is a 409 with no charge', async () => {
    const l = await createListing(t.db, host.user.id);
    const first = await post(t, '/api/bookings', bookingBody(l.id));
    expect(first.statusCode).toBe(201);
    const before = (await simulatedIntents(t)).length;
    const overlap = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { start_date: day(12), end_date: day(15) }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ error: paymentMessages.datesUnavailable, code: 'DATES_UNAVAILABLE' });
    expect(await simulatedIntents(t)).toHaveLength(before);
  });

  it('50 concurrent bookings of the same dates: exactly 1 success, 49 × 409, 1 charge', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(t, '/api/bookings', bookingBody(l.id, { email_address: `racer${i}@example.com` })),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await reservationsOf(t, l.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statusId).toBe(6);
    expect(await simulatedIntents(t, rows[0]!.id)).toHaveLength(1);
  });

  it('Idempotency-Key: a retried request gets the first answer and makes one charge', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const body = bookingBody(l.id);
    const headers = { 'idempotency-key': 'retry-123' };
    const first = await post(t, '/api/bookings', body, headers);
    const second = await post(t, '/api/bookings', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
    expect(await simulatedIntents(t, first.json().data.reservation_id)).toHaveLength(1);

    const other = await post(t, '/api/bookings', { ...body, guests: 3 }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toEqual([paymentMessages.idempotencyMismatch]);
    // Without the key the same body is a new attempt: the dates are taken now.
    expect((await post(t, '/api/bookings', body)).statusCode).toBe(409);
  });

  it('Idempotency-Key: concurrent copies run once; the others wait (409) or replay', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const body = bookingBody(l.id, { start_date: day(40), end_date: day(42) });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(t, '/api/bookings', body, { 'idempotency-key': 'same-click' })),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toBe(paymentMessages.idempotencyInProgress);
    }
    const rows = await reservationsOf(t, l.id);
    expect(rows).toHaveLength(1);
    expect(await simulatedIntents(t, rows[0]!.id)).toHaveLength(1);
  });

  it('with Stripe-like rules a host without an enabled account is refused; with one the charge goes there', async () => {
    const connected = await createUser(t.db, { email: 'connected.host@example.com' });
    await t.db.insert(paymentAccounts).values({
      userId: connected.id,
      provider: 'simulator',
      accountId: 'acct_sim_connected',
      chargesEnabled: true,
      transfersEnabled: true,
      payoutsEnabled: true,
    });
    const l = await createListing(t.db, connected.id, { refundableDamageDepositMinor: 0 });
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode).toBe(201);
    const [stay] = await paymentsOf(t, res.json().data.reservation_id, 'stay');
    expect(stay!.destinationAccountId).toBe('acct_sim_connected');
  });

  it('refuses a price above what one card charge can take, on end_date', async () => {
    const l = await createListing(t.db, host.user.id, { priceMinor: 40_000_000, maximumNights: 0 });
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date[0]).toMatch(/at most 999,999.99 EUR/);
  });
});

describe('GET /api/bookings/reservation/:id', () => {
  it('shows only the reservation its hash names; an unknown hash is 404', async () => {
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Finalise house' });
    const res = await post(t, '/api/bookings', bookingBody(l.id, { start_date: day(50), end_date: day(52) }));
    const { unique_hash, reservation_id } = res.json().data;
    const page = await t.app.inject({ url: `/api/bookings/reservation/${unique_hash}` });
    expect(page.statusCode).toBe(200);
    const data = page.json().data.data;
    expect(data).toMatchObject({
      id: reservation_id,
      unique_hash,
      listing: { id: l.id, external_listing_name: 'Finalise house' },
      status: { id: 6, name: 'Paid', color: 'green' },
      currency: 'EUR',
      refundable_damage_deposit: 200,
      billing_address: 'Rua Augusta 1',
    });
    expect(data).not.toHaveProperty('email_address');
    expect(data.price_breakdown.nights_count).toBe(2);
    const unknown = await t.app.inject({ url: '/api/bookings/reservation/no-such-hash' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(paymentMessages.reservationNotFound);
    const byId = await t.app.inject({ url: `/api/bookings/reservation/${reservation_id}` });
    expect(byId.statusCode).toBe(404);
  });
});

describe('POST /api/bookings/inquiry', () => {
  it('e-mails the guest a confirmation that says what happens next', async () => {
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Inquiry house' });
    await sentInquiry(t, inquiryBody(l.id, { email_address: 'asking.guest@example.com' }));
    const [mail] = await mailsTo(t, 'asking.guest@example.com');
    expect(mail!.subject).toMatch(/^Your inquiry for Inquiry house was sent/);
    expect(mail!.text).toContain('The host replies in your conversation on the inquiry page');
    expect(mail!.text).not.toContain('reply by e-mail');
    expect(mail!.text).toContain('48 hours');
  });
});

describe('card testing', () => {
  it('past PAYMENT_RATE_LIMIT_PER_IP attempts in 10 minutes an address gets 429, and nothing is held or charged', async () => {
    await withTestApp({ PAYMENT_RATE_LIMIT_PER_IP: '2' }, async (limited) => {
      const l = await createBookableListing(limited.db, { refundableDamageDepositMinor: 0 });
      const declined = { payment_method_id: 'pm_card_chargeDeclined' };
      expect((await post(limited, '/api/bookings', bookingBody(l.id, declined))).statusCode).toBe(402);
      expect((await post(limited, '/api/bookings', bookingBody(l.id, declined))).statusCode).toBe(402);
      const third = await post(limited, '/api/bookings', bookingBody(l.id));
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await reservationsOf(limited, l.id)).filter((r) => r.statusId === 6)).toEqual([]);
      expect(await simulatedIntents(limited)).toHaveLength(2);
    });
  });
});
