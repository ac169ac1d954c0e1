import { eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema/payments.ts';
import {
  signWebhook,
  stripeEvent,
  TEST_CONNECT_WEBHOOK_SECRET,
  TEST_WEBHOOK_SECRET,
  useStripeServer,
} from '../../test/stripe-server.ts';
import { capturedLog, type TestApp, useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import { recordedEvents } from './payouts.test-helpers.ts';

/** The payment-events job's round: recorded events are applied outside the webhook's request. */
const processEvents = () => processPaymentEvents(t.app.deps);

/** The payments routes with the app configured for Stripe, against a local server that plays Stripe's API. */
const errorLog = capturedLog<{ level: number }>('error');

const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env, PUBLIC_BASE_URL: 'http://innkeep.test' }), {
  logger: errorLog.logger,
});
function postWebhook(
  app: TestApp['app'],
  event: Record<string, unknown>,
  signature?: string,
  endpoint: 'platform' | 'connect' = 'platform',
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: endpoint === 'connect' ? '/api/stripe/connect/webhook' : '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined
        ? {
            'stripe-signature': signWebhook(
              payload,
              endpoint === 'connect' ? TEST_CONNECT_WEBHOOK_SECRET : TEST_WEBHOOK_SECRET,
            ),
          }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
    payload,
  });
}

const accountRow = async (userId: number) =>
  (await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)))[0];

describe('host onboarding with Stripe Connect', () => {
  it('connects a host: an Express account once, an onboarding link, then the status follows the account', async () => {
    const host = await signedInHost(t.db);
    const status = () => t.app.inject({ url: '/api/stripe/status', headers: host.headers });

    const before = await status();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      verified: false,
      charges_enabled: false,
      payouts_enabled: false,
      transfers_enabled: false,
      requirements: [],
      provider: 'stripe',
      payout_route: 'transfers',
      card_payments_reason: null,
    });

    // Two clicks at once: one account at Stripe (same idempotency key) and one row.
    const [a, b] = await Promise.all([
      t.app.inject({ url: '/api/stripe/connect', headers: host.headers }),
      t.app.inject({ url: '/api/stripe/connect', headers: host.headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const row = await accountRow(host.user.id);
    expect(row).toMatchObject({ provider: 'stripe', verified: false, chargesEnabled: false });
    const accountId = row?.accountId ?? '';
    expect(a.json().onboarding_url).toContain(accountId);
    expect(b.json().onboarding_url).toContain(accountId);
    const creates = server.requests.filter(
      (r) => r.path === '/v1/accounts' && r.body.email === host.user.email,
    );
    // Whether the second click saw the first one's row or also asked Stripe, it used the same key: one account.
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(creates[0]?.body).toMatchObject({
      type: 'express',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
    });
    expect(server.requests.filter((r) => r.path === '/v1/account_links').at(-1)?.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'http://innkeep.test/integrations?message=connected',
      refresh_url: 'http://innkeep.test/integrations?message=refresh',
    });

    const pending = (await status()).json();
    expect(pending).toMatchObject({ verified: false, charges_enabled: false, provider: 'stripe' });
    expect(pending.requirements.length).toBeGreaterThan(0);

    // The host finishes onboarding on Stripe's pages; Stripe tells us with account.updated. Its snapshot
    // may be stale: the account is read again, so the stored flags are the current ones.
    server.setAccount(accountId, { chargesEnabled: true });
    const event = stripeEvent('account.updated', {
      id: accountId,
      object: 'account',
      charges_enabled: false,
    });
    // account.updated is an event on a connected account: it comes through the Connect endpoint.
    const hook = await postWebhook(t.app, event, undefined, 'connect');
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });
    expect(await accountRow(host.user.id)).toMatchObject({ chargesEnabled: false });
    expect(await processEvents()).toBe(1);
    expect(await accountRow(host.user.id)).toMatchObject({
      verified: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      transfersEnabled: true,
      requirements: [],
    });

    expect((await status()).json()).toEqual({
      verified: true,
      charges_enabled: true,
      payouts_enabled: true,
      transfers_enabled: true,
      requirements: [],
      provider: 'stripe',
      payout_route: 'transfers',
      card_payments_reason: null,
    });
    // A second connect reuses the account and only makes a new link.
    const again = await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    expect(again.json().onboarding_url).toContain(accountId);
    expect(
      server.requests.filter((r) => r.path === '/v1/accounts' && r.body.email === host.user.email),
    ).toHaveLength(creates.length);
  });

  it('answers 502 with a clear message when Stripe refuses or cannot be reached', async () => {
    const host = await signedInHost(t.db);
    await t.db
      .insert(paymentAccounts)
      .values({ userId: host.user.id, provider: 'stripe', accountId: 'acct_gone' });
    const res = await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'The payment provider could not be reached. Please try again.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('is for hosts only, and the simulator onboarding page does not exist with Stripe', async () => {
    const admin = await signedInHost(t.db, true);
    const host = await signedInHost(t.db);
    expect((await t.app.inject({ url: '/api/stripe/connect' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stripe/status' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stripe/connect', headers: admin.headers })).statusCode).toBe(403);
    const onboard = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/simulator/onboard',
      headers: host.headers,
    });
    expect(onboard.statusCode).toBe(404);
    // Nor can an admin play the guest's bank: disputes come from the real one.
    const dispute = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reservations/1/test-dispute',
      headers: admin.headers,
      payload: {},
    });
    expect(dispute.statusCode).toBe(404);
    expect(dispute.json().error).toBe('Disputes can be simulated only in test mode.');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad, missing or foreign signature and garbage with 400, recording and logging nothing', async () => {
    const logged = errorLog.entries.length;
    const event = stripeEvent('account.updated', { id: 'acct_nobody' });
    const payload = JSON.stringify(event);
    const cases = [
      await postWebhook(t.app, event, 't=1,v1=deadbeef'),
      await postWebhook(t.app, event, ''),
      await postWebhook(t.app, event, signWebhook(payload, 'whsec_someone_else')),
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook('{') },
        payload: '{"a":',
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid webhook signature' });
    }
    expect(await recordedEvents(t, event)).toEqual([]);
    expect(errorLog.entries.slice(logged)).toEqual([]);
  });

  it('applies an event once: a second delivery is a 200 duplicate that changes nothing', async () => {
    const host = await signedInHost(t.db);
    await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    const accountId = (await accountRow(host.user.id))?.accountId ?? '';
    server.setAccount(accountId, { chargesEnabled: true });
    const event = stripeEvent('account.updated', { id: accountId });
    expect((await postWebhook(t.app, event, undefined, 'connect')).json()).toEqual({ received: true });
    await processEvents();
    // Stripe later disables the account; a late redelivery of the first event must not be applied again.
    server.setAccount(accountId, { chargesEnabled: false });
    const [r1, r2] = await Promise.all([
      postWebhook(t.app, event, undefined, 'connect'),
      postWebhook(t.app, event, undefined, 'connect'),
    ]);
    expect(await processEvents()).toBe(0);
    expect([r1.json(), r2.json()]).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect(await accountRow(host.user.id)).toMatchObject({ chargesEnabled: true });
    expect(await recordedEvents(t, event)).toHaveLength(1);
  });

  it('records an event about an object Stripe does not know, with nothing to apply', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent' });
    const res = await postWebhook(t.app, event);
    expect(res.statusCode).toBe(200);
    await processEvents();
    const rows = await recordedEvents(t, event);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.processedAt).not.toBeNull();
  });

  it('records an event type it does not handle', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    const res = await postWebhook(t.app, event);
    expect(res.statusCode).toBe(200);
    const [row] = await recordedEvents(t, event);
    expect(row).toMatchObject({ provider: 'stripe', type: 'customer.created' });
  });
});
