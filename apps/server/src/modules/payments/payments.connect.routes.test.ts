import { eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

/** Onboarding on the offline simulator (the default): the page /integrations/onboarding stands in for Stripe's. */
const t = useTestApp({ PUBLIC_BASE_URL: 'http://innkeep.test' });

describe('host onboarding on the simulator', () => {
  it('connects, stays unverified until the onboarding page completes, then is verified', async () => {
    const host = await signedInHost(t.db);
    const onboard = () =>
      t.app.inject({ method: 'POST', url: '/api/stripe/simulator/onboard', headers: host.headers });
    const status = async () =>
      (await t.app.inject({ url: '/api/stripe/status', headers: host.headers })).json();

    expect((await onboard()).statusCode).toBe(404);
    const [a, b] = await Promise.all([
      t.app.inject({ url: '/api/stripe/connect', headers: host.headers }),
      t.app.inject({ url: '/api/stripe/connect', headers: host.headers }),
    ]);
    const rows = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
    expect(rows).toHaveLength(1);
    const accountId = rows[0]?.accountId ?? '';
    expect(a.json().onboarding_url).toBe(`http://innkeep.test/integrations/onboarding?account=${accountId}`);
    expect(b.json().onboarding_url).toBe(a.json().onboarding_url);
    expect(await status()).toMatchObject({ verified: false, provider: 'simulator' });

    const done = await onboard();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      verified: true,
      charges_enabled: true,
      payouts_enabled: true,
      transfers_enabled: true,
      requirements: [],
      provider: 'simulator',
      payout_route: 'transfers',
      card_payments_reason: null,
    });
    expect(await status()).toMatchObject({ verified: true });
    const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
    expect(row).toMatchObject({ verified: true, chargesEnabled: true, provider: 'simulator' });
    // Refreshing an unchanged status writes nothing.
    await status();
    const [again] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
    expect(again?.updatedAt).toEqual(row?.updatedAt);
  });

  it("onboards only the signed-in host's own account", async () => {
    const first = await signedInHost(t.db);
    const second = await signedInHost(t.db);
    await t.app.inject({ url: '/api/stripe/connect', headers: first.headers });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/simulator/onboard',
      headers: second.headers,
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, first.user.id));
    expect(row?.verified).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/simulator/onboard' })).statusCode).toBe(
      401,
    );
  });

  it('has no webhook: the simulator sends none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
