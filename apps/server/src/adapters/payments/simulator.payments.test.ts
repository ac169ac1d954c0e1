import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeFakeObjects } from '../../db/schema/payments.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { ChargeInput, PaymentsPort } from './payments.port.ts';
import { cardErrorOf, stayCharge } from './payments.test-helpers.ts';
import { simulatorPayments } from './simulator.payments.ts';

/** Stripe's refusal of a request (not a card's), as the SDK raises it. */
const RequestRefused = Stripe.errors.StripeInvalidRequestError;

let payments: PaymentsPort;
let n = 0;

const database = useTestDatabase();
beforeAll(() => {
  payments = simulatorPayments(database.db, { publicBaseUrl: 'http://innkeep.test', installId: 'install-a' });
});

/** A new attempt on each call, €123.45 unless the test says otherwise. */
const input = (overrides: Partial<ChargeInput> = {}) =>
  stayCharge(++n, { amountMinor: 12_345, ...overrides });

async function intentCount(): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stripeFakeObjects)
    .where(eq(stripeFakeObjects.kind, 'payment_intent'));
  return Number(row?.n);
}

describe('simulator payments: the Stripe adapter over the fake in the database', () => {
  it('is the TEST MODE provider without a publishable key', () => {
    expect(payments.name).toBe('simulator');
    expect(payments.testMode).toBe(true);
    expect(payments.publishableKey).toBeNull();
    expect(payments.acceptsWebhooks('platform')).toBe(false);
    expect(() => payments.parseWebhook(Buffer.from('{}'), 't=1,v1=x', 'platform')).toThrow('no webhooks');
  });

  it('charges pm_card_visa: succeeded, Stripe-like id, lower-case currency, amount received', async () => {
    const charge = input({ amountMinor: 12_000, currency: 'JPY' });
    const intent = await payments.charge(charge);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountMinor: 12_000,
      amountReceived: 12_000,
      currency: 'jpy',
      clientSecret: null,
      failure: null,
      metadata: charge.metadata,
    });
    expect(intent.id).toMatch(/^pi_[a-f0-9]{24}$/);
    expect(await payments.retrieve(intent.id)).toEqual(intent);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'card_declined', 'generic_decline'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'Your card has insufficient funds.',
      'card_declined',
      'insufficient_funds',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card', 'expired_card'],
  ])(
    'declines %s with Stripe’s message and codes, and keeps the failed intent',
    async (pm, message, code, declineCode) => {
      const error = await cardErrorOf(payments.charge(input({ paymentMethodId: pm })));
      expect(error).toMatchObject({ message, code, declineCode });
      expect(error.paymentIntentId).toMatch(/^pi_/);
      const intent = await payments.retrieve(error.paymentIntentId ?? '');
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.failure).toEqual({ code, declineCode, message });
      expect(intent.amountReceived).toBe(0);
    },
  );

  it('refuses an unknown PaymentMethod without creating an intent', async () => {
    const before = await intentCount();
    const error = await cardErrorOf(payments.charge(input({ paymentMethodId: 'pm_nope' })));
    expect(error).toMatchObject({ message: "No such PaymentMethod: 'pm_nope'", code: 'resource_missing' });
    expect(error.paymentIntentId).toBeNull();
    expect(await intentCount()).toBe(before);
  });

  it('refuses amounts above Stripe’s 8-digit limit or below 1, finally (a CardError), with no intent', async () => {
    const before = await intentCount();
    expect(await cardErrorOf(payments.charge(input({ amountMinor: 100_000_000 })))).toMatchObject({
      code: 'amount_too_large',
      paymentIntentId: null,
    });
    expect(await cardErrorOf(payments.charge(input({ amountMinor: 0 })))).toMatchObject({
      code: 'parameter_invalid_integer',
    });
    expect(await intentCount()).toBe(before);
  });

  it('returns the stored object for a repeated idempotency key, even when called concurrently', async () => {
    const before = await intentCount();
    const same = input();
    const results = await Promise.all(Array.from({ length: 10 }, () => payments.charge(same)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await payments.charge(same)).toEqual(results[0]);
    expect(await intentCount()).toBe(before + 1);
  });

  it('replays a decline for a repeated key as the same error on the same intent', async () => {
    const same = input({ paymentMethodId: 'pm_card_chargeDeclined' });
    const first = await cardErrorOf(payments.charge(same));
    const second = await cardErrorOf(payments.charge(same));
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('asks for authentication, then completes it through the simulator’s 3-D Secure step', async () => {
    const intent = await payments.charge(input({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(intent.status).toBe('requires_action');
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const done = await payments.simulator?.authenticate(intent.clientSecret ?? '', 'complete');
    expect(done).toMatchObject({ status: 'succeeded', amountReceived: 12_345, clientSecret: null });
    // A second completion (double click) changes nothing.
    expect(await payments.simulator?.authenticate(intent.clientSecret ?? '', 'complete')).toEqual(done);
  });

  it('a failed authentication leaves the intent declined', async () => {
    const intent = await payments.charge(input({ paymentMethodId: 'pm_card_authenticationRequired' }));
    const failed = await payments.simulator?.authenticate(intent.clientSecret ?? '', 'fail');
    expect(failed?.status).toBe('requires_payment_method');
    expect(failed?.failure?.code).toBe('payment_intent_authentication_failure');
    await expect(payments.simulator?.authenticate('pi_unknown_secret_y', 'complete')).rejects.toThrow(
      "No such payment_intent: 'pi_unknown'",
    );
    await expect(payments.simulator?.authenticate(`${intent.id}_secret_wrong`, 'complete')).rejects.toThrow(
      RequestRefused,
    );
  });

  it('authorises with manual capture, then captures or cancels', async () => {
    const held = await payments.charge(input({ captureMethod: 'manual', amountMinor: 5_000 }));
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturable: 5_000, amountReceived: 0 });
    const captured = await payments.capture(held.id, 2_000, 'cap:1');
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 2_000, amountCapturable: 0 });
    expect(await payments.capture(held.id, 2_000, 'cap:1')).toEqual(captured);
    await expect(payments.cancel(held.id, 'cancel:1')).rejects.toThrow(RequestRefused);

    const released = await payments.charge(input({ captureMethod: 'manual' }));
    const canceled = await payments.cancel(released.id, 'cancel:2');
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturable: 0, amountReceived: 0 });
    expect(await payments.cancel(released.id, 'cancel:2')).toEqual(canceled);
    expect(await cardErrorOf(payments.capture(released.id, 1, 'cap:2'))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refunds up to the amount received, once per key', async () => {
    const paid = await payments.charge(input({ amountMinor: 1_000 }));
    const first = await payments.refund({
      paymentIntentId: paid.id,
      amountMinor: 600,
      idempotencyKey: 'r:1',
    });
    expect(first).toMatchObject({ status: 'succeeded', amountMinor: 600 });
    expect(first.id).toMatch(/^re_/);
    expect(
      await payments.refund({ paymentIntentId: paid.id, amountMinor: 600, idempotencyKey: 'r:1' }),
    ).toEqual(first);
    await expect(
      payments.refund({ paymentIntentId: paid.id, amountMinor: 401, idempotencyKey: 'r:2' }),
    ).rejects.toThrow('greater than unrefunded amount');
    await payments.refund({ paymentIntentId: paid.id, amountMinor: 400, idempotencyKey: 'r:3' });
    await expect(
      payments.refund({ paymentIntentId: paid.id, amountMinor: 1, idempotencyKey: 'r:4' }),
    ).rejects.toThrow(RequestRefused);
    await expect(payments.retrieve('pi_unknown')).rejects.toThrow("No such payment_intent: 'pi_unknown'");
  });

  it('creates a connected account once per key, links to the onboarding page and completes onboarding', async () => {
    const account = await payments.createAccount({ email: 'host@example.com', idempotencyKey: 'acct:1' });
    expect(account.accountId).toMatch(/^acct_/);
    expect(account).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    expect(account.requirements.length).toBeGreaterThan(0);
    expect(await payments.createAccount({ email: 'host@example.com', idempotencyKey: 'acct:1' })).toEqual(
      account,
    );
    expect(
      await payments.onboardingLink(account.accountId, { returnUrl: 'http://x/r', refreshUrl: 'http://x/f' }),
    ).toBe(`http://innkeep.test/integrations/onboarding?account=${account.accountId}`);
    const done = await payments.simulator?.completeOnboarding(account.accountId);
    expect(done).toEqual({
      accountId: account.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      transfersEnabled: true,
      requirements: [],
      country: 'PT',
      serviceAgreement: 'full',
    });
    expect(await payments.retrieveAccount(account.accountId)).toEqual(done);
    await expect(payments.retrieveAccount('acct_none')).rejects.toThrow("No such account: 'acct_none'");
  });

  it('keeps its objects in the database: another instance sees them', async () => {
    const other = simulatorPayments(database.db, {
      publicBaseUrl: 'http://innkeep.test',
      installId: 'install-a',
    });
    const intent = await payments.charge(input({ paymentMethodId: 'pm_card_authenticationRequired' }));
    await other.simulator?.authenticate(intent.clientSecret ?? '', 'complete');
    expect((await payments.retrieve(intent.id)).status).toBe('succeeded');
  });
});
