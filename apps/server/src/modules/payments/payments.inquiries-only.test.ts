import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookingBody, inquiryBody, post, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';

/**
 * docs/requirements/money.md#R-M17: production with neither Stripe keys nor PAYMENTS_SIMULATOR=on is honest (decision 0065):
 * no simulated onboarding or `verified: true`, no Book now, and approving an inquiry promises no payment.
 */

const t = useTestApp({
  NODE_ENV: 'production',
  PAYMENTS_SIMULATOR: 'off',
  PUBLIC_BASE_URL: 'https://innkeep.test',
});
const host = useSignedInHost(t);
beforeAll(async () => {
  expect(t.env.STRIPE_SECRET_KEY).toBeUndefined();
});

describe('production without Stripe keys (inquiries only)', () => {
  it('serves no onboarding: connect answers 409 with the reason, status is never verified, no simulator page', async () => {
    const connect = await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    expect(connect.statusCode, connect.body).toBe(409);
    expect(connect.json()).toMatchObject({
      error: paymentGateMessages.notSetUp,
      code: 'CARD_PAYMENT_UNAVAILABLE',
    });
    expect(await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id))).toEqual(
      [],
    );
    const onboard = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/simulator/onboard',
      headers: host.headers,
    });
    expect(onboard.statusCode).toBe(404);
    // Even a host whose simulated account was verified before the keys went away is not shown as verified.
    await connectHost(t.db, host.user.id);
    const status = await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({
      verified: false,
      charges_enabled: false,
      payouts_enabled: false,
      transfers_enabled: false,
      requirements: [],
      provider: 'none',
      payout_route: null,
      card_payments_reason: null,
    });
  });

  it('offers no Book now and refuses it', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const stay = await t.app.inject({ url: `/api/stays/${l.id}` });
    expect(stay.json().data.book_now_available).toBe(false);
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CARD_PAYMENT_UNAVAILABLE');
  });

  it('approving an inquiry holds the dates without a deadline and e-mails no pay link or amount', async () => {
    const l = await createListing(t.db, host.user.id);
    const { id } = await sentInquiry(
      t,
      inquiryBody(l.id, { first_name: 'Olga', last_name: 'Offline', email_address: 'olga@example.com' }),
    );
    // The host's notice and the inquiry's receipt promise no pay link either.
    const [notice] = (await mailsTo(t, host.user.email)).filter((m) => m.subject.startsWith('New inquiry'));
    expect(notice?.text).toContain('arrange the payment with the guest directly');
    expect(notice?.text).not.toContain('payment link');
    const [receipt] = await mailsTo(t, 'olga@example.com');
    expect(receipt?.text).toContain('the host contacts you to arrange the payment directly');
    expect(receipt?.text).not.toContain('a link to pay');
    const approved = await changeStatus(t, host.headers, id, 3);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: { id: 3 }, hold_expires_at: null });
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(r?.holdExpiresAt).toBeNull();

    const [mail] = (await mailsTo(t, 'olga@example.com')).filter((m) => m.subject.includes('approved'));
    expect(mail?.subject).toBe(`Your stay at ${l.externalListingName} is approved`);
    expect(mail?.text).toContain(paymentGateMessages.approvedInquiriesOnly);
    expect(mail?.text).not.toMatch(/\bPay\b|€|complete your booking/i);
    // The link opens the reservation page (to write to the host or cancel), not a payment.
    expect(mail?.text).toContain(`https://innkeep.test/reservation/${r?.uniqueHash}`);

    // The guest's page: no hold to pay within; Pay is refused if a client tries anyway.
    const page = await t.app.inject({ url: `/api/bookings/reservation/${r?.uniqueHash}` });
    expect(page.json().data.data).toMatchObject({ status: { id: 3 }, hold_expires_at: null });
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json().payments.enabled).toBe(false);
  });
});
