import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { mailOutbox } from '../../db/schema/mail.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { stripeClient, useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { runPayouts } from './payouts.jobs.ts';
import { afterDue, bookPaid, connectedHost, eurBalance, payoutOf } from './payouts.test-helpers.ts';

/**
 * Hosts beyond the platform's region (docs/requirements/money.md#R-M5, decision 0049), through the real `stripe` SDK against
 * the local Stripe server playing a platform in Lisbon that settles in euros.
 */
let sdk: Stripe;

const server = useStripeServer({ country: 'PT', defaultCurrency: 'eur', processingFee: true });
const t = useTestApp(() => ({ ...server.env, PLATFORM_FEE_PERCENT: '10' }));
beforeAll(async () => {
  sdk = stripeClient(server);
  // Admins are told about failed payouts.
  await createUser(t.db, { isAdmin: true, email: 'ops@innkeep.test' });
});
/**
 * A host with a listing in `where` and a verified full-service Stripe account of that country made outside
 * the app (before the route rule existed): no payout route stored yet.
 */
async function hostWithOutsideAccount(where: { city: string; country: string; currencyCode: string }) {
  const host = await signedInHost(t.db);
  const listing = await createListing(t.db, host.user.id, where);
  const account = await sdk.accounts.create({ type: 'express', country: where.country });
  server.setAccount(account.id, { chargesEnabled: true });
  await t.db.insert(paymentAccounts).values({
    userId: host.user.id,
    provider: 'stripe',
    accountId: account.id,
    verified: true,
    chargesEnabled: true,
    transfersEnabled: true,
  });
  return { host, listing };
}

async function verify(host: { user: { id: number }; headers: Record<string, string> }) {
  const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
  server.setAccount(row!.accountId, { chargesEnabled: true });
  return (await t.app.inject({ url: '/api/stripe/status', headers: host.headers })).json();
}

describe('a host in Tokyo on a Lisbon platform', () => {
  it('is told before onboarding that cards are not offered, and no Stripe account is made', async () => {
    const host = await signedInHost(t.db);
    await createListing(t.db, host.user.id, { city: 'Tokyo', country: 'JP', currencyCode: 'JPY' });
    const status = (await t.app.inject({ url: '/api/stripe/status', headers: host.headers })).json();
    expect(status).toMatchObject({ verified: false, payout_route: 'none' });
    expect(status.card_payments_reason).toContain('from Portugal to a host in Japan');
    const accountsBefore = server.requests.filter((r) => r.path === '/v1/accounts').length;
    const connect = await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    expect(connect.statusCode).toBe(409);
    expect(connect.json()).toMatchObject({ code: 'CARD_PAYMENT_UNAVAILABLE' });
    expect(connect.json().error).toContain('arrange payment with the host');
    expect(server.requests.filter((r) => r.path === '/v1/accounts').length).toBe(accountsBefore);
  });

  it('with a full account made before this rule: Book now is withdrawn once its status is read', async () => {
    const { host, listing } = await hostWithOutsideAccount({
      city: 'Tokyo',
      country: 'JP',
      currencyCode: 'JPY',
    });
    const stay = () => t.app.inject({ url: `/api/stays/${listing.id}` }).then((r) => r.json().data);
    expect((await stay()).book_now_available).toBe(true);
    const status = (await t.app.inject({ url: '/api/stripe/status', headers: host.headers })).json();
    expect(status).toMatchObject({ verified: false, payout_route: 'none' });
    expect((await stay()).book_now_available).toBe(false);
    await expect(bookPaid(t, listing.id, 40)).rejects.toThrow(/409/);
  });
});

describe('a host in London or New York on a Lisbon platform', () => {
  it('gets a recipient account (cross-border payouts) and is paid in euros', async () => {
    const host = await signedInHost(t.db);
    const listing = await createListing(t.db, host.user.id, {
      city: 'London',
      country: 'GB',
      currencyCode: 'GBP',
    });
    await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    const created = server.requests.filter((r) => r.path === '/v1/accounts').at(-1);
    expect(created?.body).toMatchObject({
      country: 'GB',
      tos_acceptance: { service_agreement: 'recipient' },
    });
    expect(await verify(host)).toMatchObject({
      verified: true,
      payout_route: 'cross_border',
      charges_enabled: false,
    });
    const id = await bookPaid(t, listing.id, 50);
    const before = await eurBalance(sdk);
    const payout = await payoutOf(t, id);
    await runPayouts(t.app.deps, afterDue(payout));
    const paid = await payoutOf(t, id);
    expect(paid).toMatchObject({ status: 'paid', transferCurrency: 'eur', exchangeRate: expect.any(String) });
    const share = Math.round((paid.amountMinor * paid.chargeSettledMinor!) / paid.chargeMinor);
    const transfer = server.requests.filter((r) => r.path === '/v1/transfers').at(-1);
    expect(transfer?.body).toMatchObject({ currency: 'eur', amount: String(share) });
    expect(await eurBalance(sdk)).toBe(before - share);
  });
});

describe('a stay priced in yen by a host in Lisbon', () => {
  it('is charged ¥, settles in €, and the host gets the share of the euros received: ¥ → € on the payout line', async () => {
    const host = await connectedHost(t, {
      currencyCode: 'JPY',
      priceMinor: 10_000,
      cleaningFeeMinor: 10_000,
    });
    await verify(host);
    const before = await eurBalance(sdk);
    const id = await bookPaid(t, host.listingId, 60);
    const payout = await payoutOf(t, id);
    expect(payout).toMatchObject({ currency: 'JPY', chargeMinor: 40_000 });
    // ¥40,000 settles as €243.10 on the platform's balance (the local server's fixed rate), less Stripe's
    // processing fee on it (1.5 % + €0.25 = €3.90).
    const stripeFee = 3_90;
    expect((await eurBalance(sdk)) - before).toBe(24_310 - stripeFee);
    await runPayouts(t.app.deps, afterDue(payout));
    const hostShare = 40_000 - 4_000;
    const transferred = Math.round((hostShare * 24_310) / 40_000);
    expect(await payoutOf(t, id)).toMatchObject({ status: 'paid', chargeSettledMinor: 24_310 });
    // The platform keeps its 10 % of what it received less Stripe's fee (€24.31 − €3.90), never pays the
    // host's share from its own money.
    expect((await eurBalance(sdk)) - before).toBe(24_310 - stripeFee - transferred);
    expect(24_310 - stripeFee - transferred).toBe(2_431 - stripeFee);
    const lines = (await t.app.inject({ url: '/api/payouts', headers: host.headers })).json().data;
    expect(lines[0]).toMatchObject({
      currency: 'JPY',
      amount: 36_000,
      transfer_currency: 'EUR',
      transfer_amount: transferred / 100,
      exchange_rate: '0.0060775',
    });
  });
});

describe('a transfer the provider keeps refusing', () => {
  it('is retried, then failed after 3 refusals with the reason, and the host and the admins are e-mailed', async () => {
    // A full-service US account made outside the app: Stripe refuses separate-charges transfers to it.
    const { host, listing } = await hostWithOutsideAccount({
      city: 'New York',
      country: 'US',
      currencyCode: 'USD',
    });
    const id = await bookPaid(t, listing.id, 70);
    let at = afterDue(await payoutOf(t, id));
    for (const attempt of [1, 2]) {
      await runPayouts(t.app.deps, at);
      expect(await payoutOf(t, id)).toMatchObject({ status: 'scheduled', attempts: attempt });
      at = new Date(at.getTime() + 2 * 3_600_000);
    }
    await runPayouts(t.app.deps, at);
    const failed = await payoutOf(t, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, providerTransferId: null });
    expect(failed.failureMessage).toContain("restricted outside of your platform's region");
    // Nothing retries a failed payout on its own.
    await runPayouts(t.app.deps, new Date(at.getTime() + 24 * 3_600_000));
    expect((await payoutOf(t, id)).attempts).toBe(3);
    const line = (await t.app.inject({ url: '/api/payouts', headers: host.headers })).json().data[0];
    expect(line).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('refused the transfer 3 times'),
    });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.to === host.user.email && /could not be sent/.test(m.subject))).toHaveLength(
      1,
    );
    expect(mails.filter((m) => m.to === 'ops@innkeep.test' && /failed/.test(m.subject))).toHaveLength(1);
  });
});

describe('GET /api/admin/payments', () => {
  it("gives admins the platform's country and the failed payouts; 403 for a host, 401 for a visitor", async () => {
    const admin = await signedInHost(t.db, true);
    const res = await t.app.inject({ url: '/api/admin/payments', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.platform).toEqual({ country: 'PT', settlement_currency: 'EUR' });
    expect(data.failed_payouts.map((p: { status: string }) => p.status)).toEqual(['failed']);
    expect(data.failed_payouts[0].host_email).toContain('@');
    const host = await signedInHost(t.db);
    expect((await t.app.inject({ url: '/api/admin/payments', headers: host.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/payments' })).statusCode).toBe(401);
  });
});
