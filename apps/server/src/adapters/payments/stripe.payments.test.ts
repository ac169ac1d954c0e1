import { signWebhook, stripeEvent, useStripeServer } from '../../test/stripe-server.ts';
import { type CardError, type ChargeInput, type PaymentsPort, TransferRefused } from './payments.port.ts';
import { cardErrorOf, stayCharge } from './payments.test-helpers.ts';
import { stripePayments } from './stripe.payments.ts';

let stripe: PaymentsPort;
let n = 0;
const INSTALL = '7d7c1f5e-0000-4000-8000-000000000001';
/** The key Stripe sees: the install id, then the caller's (decision 0022). */
const sent = (key: string) => `${INSTALL}:${key}`;

const server = useStripeServer();
beforeAll(async () => {
  stripe = stripePayments({ ...server.env }, { installId: INSTALL });
});

const charge = (over: Partial<ChargeInput> = {}) => stayCharge(++n, over);
const lastCall = (path: string) => server.requests.filter((r) => r.path === path).at(-1);

describe('the Stripe adapter against a local Stripe API', () => {
  it("reads a card's fingerprint from its PaymentMethod; an unknown one has none", async () => {
    const visa = await stripe.cardFingerprint('pm_card_visa');
    expect(visa).toMatch(/^[\w-]{16}$/);
    expect(await stripe.cardFingerprint('pm_card_visa')).toBe(visa);
    expect(await stripe.cardFingerprint('pm_card_mastercard')).not.toBe(visa);
    expect(await stripe.cardFingerprint('pm_nope')).toBeNull();
    expect(server.requests.filter((r) => r.path === '/v1/payment_methods/pm_nope')).toHaveLength(1);
  });

  it('says who it is: test mode from an sk_test_ key, the publishable key, no simulator', () => {
    expect(stripe).toMatchObject({
      name: 'stripe',
      testMode: true,
      publishableKey: 'pk_test_x',
      simulator: null,
    });
    expect(
      stripePayments({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: server.url }, { installId: INSTALL })
        .testMode,
    ).toBe(false);
  });

  it('charges a card that succeeds, with the amount in minor units and the currency lower-case', async () => {
    const input = charge();
    const intent = await stripe.charge(input);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountMinor: 41_000,
      currency: 'eur',
      amountReceived: 41_000,
      clientSecret: null,
      failure: null,
      metadata: input.metadata,
    });
    const call = lastCall('/v1/payment_intents');
    expect(call?.idempotencyKey).toBe(sent(input.idempotencyKey));
    expect(call?.body).toMatchObject({
      amount: '41000',
      currency: 'eur',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      capture_method: 'automatic',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
    expect(call?.body).not.toHaveProperty('transfer_data');
    expect(call?.body).not.toHaveProperty('application_fee_amount');
  });

  it('passes a zero-decimal currency (JPY) as is: ¥12,000 is 12000', async () => {
    const intent = await stripe.charge(charge({ amountMinor: 12_000, currency: 'JPY' }));
    expect(intent).toMatchObject({ status: 'succeeded', amountMinor: 12_000, currency: 'jpy' });
    expect(lastCall('/v1/payment_intents')?.body).toMatchObject({ amount: '12000', currency: 'jpy' });
  });

  it('charges on the platform with the transfer group, transfers the host share from the charge, reverses part', async () => {
    const account = await stripe.createAccount({ email: 'host@example.com', idempotencyKey: `acct-${++n}` });
    const intent = await stripe.charge(
      charge({
        destinationAccountId: account.accountId,
        applicationFeeMinor: 4_100,
        transferGroup: 'res:77',
      }),
    );
    expect(intent.status).toBe('succeeded');
    const body = lastCall('/v1/payment_intents')?.body;
    // Separate charges and transfers (decision 0021): nothing reaches the host at charge time.
    expect(body).toMatchObject({ transfer_group: 'res:77' });
    expect(body).not.toHaveProperty('transfer_data');
    expect(body).not.toHaveProperty('application_fee_amount');

    const input = {
      amountMinor: 36_900,
      currency: 'EUR',
      destinationAccountId: account.accountId,
      sourcePaymentIntentId: intent.id,
      transferGroup: 'res:77',
      idempotencyKey: `pay:${n}:transfer`,
      metadata: { payout_id: '1' },
    };
    // An account without the transfers capability is refused for good, not retried as an outage.
    await expect(stripe.transfer(input)).rejects.toBeInstanceOf(TransferRefused);
    server.setAccount(account.accountId, { chargesEnabled: true });
    const transfer = await stripe.transfer({ ...input, idempotencyKey: `pay:${n}:transfer:2` });
    expect(transfer).toMatchObject({ amountMinor: 36_900, reversedMinor: 0 });
    expect(lastCall('/v1/transfers')?.body).toMatchObject({
      amount: '36900',
      currency: 'eur',
      destination: account.accountId,
      source_transaction: server.intent(intent.id).latest_charge,
      transfer_group: 'res:77',
    });
    const again = await stripe.transfer({ ...input, idempotencyKey: `pay:${n}:transfer:2` });
    expect(again.id).toBe(transfer.id);

    const reversal = await stripe.reverseTransfer({
      transferId: transfer.id,
      amountMinor: 10_000,
      idempotencyKey: `payout:1:reversal:1`,
      metadata: {},
    });
    expect(reversal.amountMinor).toBe(10_000);
    await expect(
      stripe.reverseTransfer({
        transferId: transfer.id,
        amountMinor: 30_000,
        idempotencyKey: 'x',
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(TransferRefused);
    expect(server.money.balanceOf(account.accountId)).toEqual({ eur: 26_900 });
  });

  it("maps a decline to CardError with Stripe's message, code, decline code and intent", async () => {
    const err = await cardErrorOf(stripe.charge(charge({ paymentMethodId: 'pm_card_chargeDeclined' })));
    expect(err).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(err.paymentIntentId).toMatch(/^pi_/);
    const after = await stripe.retrieve(err.paymentIntentId ?? '');
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });

    const funds = await stripe
      .charge(charge({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }))
      .catch((e: unknown) => e);
    expect(funds).toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
  });

  it('refuses a PaymentMethod Stripe does not know as a CardError, not a server failure', async () => {
    const failure = await cardErrorOf(stripe.charge(charge({ paymentMethodId: 'pm_made_up' })));
    expect(failure).toMatchObject({
      message: "No such PaymentMethod: 'pm_made_up'",
      code: 'resource_missing',
    });
  });

  it('returns requires_action with the client secret, and the intent finishes after 3-D Secure', async () => {
    const intent = await stripe.charge(charge({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(intent.status).toBe('requires_action');
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    server.authenticate(intent.id, 'complete');
    expect(await stripe.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      clientSecret: null,
      amountReceived: 41_000,
    });
  });

  it('makes one intent when a call is repeated with the same idempotency key', async () => {
    const input = charge();
    const before = server.requests.length;
    const [a, b] = await Promise.all([stripe.charge(input), stripe.charge(input)]);
    const again = await stripe.charge(input);
    expect(b.id).toBe(a.id);
    expect(again.id).toBe(a.id);
    const created = server.requests.slice(before).filter((r) => r.path === '/v1/payment_intents');
    expect(created).toHaveLength(3);
    expect(new Set(created.map((r) => r.idempotencyKey))).toEqual(new Set([sent(input.idempotencyKey)]));
    // A declined call repeated is the same decline of the same intent, not a second attempt.
    const declined = charge({ paymentMethodId: 'pm_card_chargeDeclined' });
    const first = (await stripe.charge(declined).catch((e: unknown) => e)) as CardError;
    const second = (await stripe.charge(declined).catch((e: unknown) => e)) as CardError;
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('holds a manual-capture authorisation, captures part of it, and cancels another', async () => {
    const held = await stripe.charge(charge({ amountMinor: 20_000, captureMethod: 'manual' }));
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturable: 20_000, amountReceived: 0 });
    const captured = await stripe.capture(held.id, 5_000, `capture-${held.id}`);
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 5_000, amountCapturable: 0 });
    expect(lastCall(`/v1/payment_intents/${held.id}/capture`)?.body).toEqual({ amount_to_capture: '5000' });

    const released = await stripe.charge(charge({ amountMinor: 20_000, captureMethod: 'manual' }));
    const canceled = await stripe.cancel(released.id, `release-${released.id}`);
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturable: 0 });
    expect(lastCall(`/v1/payment_intents/${released.id}/cancel`)?.idempotencyKey).toBe(
      sent(`release-${released.id}`),
    );
    await expect(stripe.cancel(captured.id, `cancel-${captured.id}`)).rejects.toThrow(/status of succeeded/);
  });

  it("takes the host's share back when it refunds a stay charged before decision 0021 (a destination charge)", async () => {
    const account = await stripe.createAccount({
      email: 'legacy@example.com',
      idempotencyKey: `acct-${++n}`,
    });
    server.setAccount(account.accountId, { chargesEnabled: true });
    // Charged as the adapter did before payouts after check-in: the host's share went with the charge.
    const legacy = await fetch(`${server.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.env.STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: '20000',
        currency: 'eur',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        'transfer_data[destination]': account.accountId,
        application_fee_amount: '2000',
      }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const back = await stripe.refund({
      paymentIntentId: legacy.id,
      amountMinor: 5_000,
      idempotencyKey: `pay:${++n}:refund:1`,
    });
    expect(server.refund(back.id)).toMatchObject({ amount: 5_000, reverse_transfer: true });
    // A platform charge (separate charges and transfers) has no transfer to reverse: its payout is settled apart.
    const platform = await stripe.charge(charge());
    const own = await stripe.refund({
      paymentIntentId: platform.id,
      amountMinor: 1_000,
      idempotencyKey: `pay:${++n}:refund:1`,
    });
    expect(server.refund(own.id)).toMatchObject({ amount: 1_000, reverse_transfer: false });
  });

  it('refunds part of a payment, once per idempotency key', async () => {
    const paid = await stripe.charge(charge({ amountMinor: 30_000 }));
    const input = {
      paymentIntentId: paid.id,
      amountMinor: 10_000,
      idempotencyKey: `refund-${paid.id}-1`,
      reason: 'host cancelled',
    };
    const refund = await stripe.refund(input);
    expect(refund).toMatchObject({ status: 'succeeded', amountMinor: 10_000 });
    expect(refund.id).toMatch(/^re_/);
    const again = await stripe.refund(input);
    expect(again.id).toBe(refund.id);
    const chargeId = String(server.intent(paid.id).latest_charge);
    expect(server.charge(chargeId)).toMatchObject({ amount_refunded: 10_000 });
    expect(lastCall('/v1/refunds')?.body).toMatchObject({ payment_intent: paid.id, amount: '10000' });
    await expect(
      stripe.refund({ paymentIntentId: paid.id, amountMinor: 25_000, idempotencyKey: `refund-${paid.id}-2` }),
    ).rejects.toThrow(/greater than unrefunded/);
  });

  it('creates an Express account, an onboarding link and reads its status back', async () => {
    const key = `user:${++n}:account`;
    const account = await stripe.createAccount({
      email: 'maria@example.com',
      country: 'DE',
      idempotencyKey: key,
    });
    expect(account).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    expect(account.requirements.length).toBeGreaterThan(0);
    expect(lastCall('/v1/accounts')?.body).toEqual({
      type: 'express',
      email: 'maria@example.com',
      country: 'DE',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { install_id: INSTALL },
    });
    expect(
      (await stripe.createAccount({ email: 'maria@example.com', country: 'DE', idempotencyKey: key }))
        .accountId,
    ).toBe(account.accountId);

    const url = await stripe.onboardingLink(account.accountId, {
      returnUrl: 'http://localhost/integrations?message=connected',
      refreshUrl: 'http://localhost/integrations?message=refresh',
    });
    expect(url).toContain(account.accountId);
    expect(lastCall('/v1/account_links')?.body).toEqual({
      account: account.accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost/integrations?message=connected',
      refresh_url: 'http://localhost/integrations?message=refresh',
    });

    server.setAccount(account.accountId, { chargesEnabled: true });
    expect(await stripe.retrieveAccount(account.accountId)).toEqual({
      accountId: account.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      transfersEnabled: true,
      requirements: [],
      country: 'DE',
      serviceAgreement: 'full',
    });
  });

  it('verifies webhook signatures over the raw body', () => {
    const payload = JSON.stringify(
      stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, 'evt_1'),
    );
    const event = stripe.parseWebhook(Buffer.from(payload), signWebhook(payload), 'platform');
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded', object: { id: 'pi_1' } });
    expect(event.created).toBeGreaterThan(0);

    expect(() =>
      stripe.parseWebhook(Buffer.from(payload), signWebhook(payload, 'whsec_other'), 'platform'),
    ).toThrow();
    expect(() =>
      stripe.parseWebhook(Buffer.from(payload.replace('pi_1', 'pi_2')), signWebhook(payload), 'platform'),
    ).toThrow();
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined, 'platform')).toThrow(/Missing/);
    expect(() => stripe.parseWebhook(Buffer.from(payload), 'garbage', 'platform')).toThrow();
  });
});
