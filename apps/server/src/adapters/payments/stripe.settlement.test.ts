import { useStripeServer } from '../../test/stripe-server.ts';
import { type ChargeInput, type PaymentsPort, TransferRefused } from './payments.port.ts';
import { stayCharge } from './payments.test-helpers.ts';
import { stripePayments } from './stripe.payments.ts';

/**
 * Decision 0049 at the adapter, against the local Stripe server playing a
 * platform in Portugal that settles in euros: a yen charge settles in euros, a transfer is made in the
 * settlement currency, cross-border payouts go only to recipient accounts, and every key and object
 * carries the install id.
 */
let stripe: PaymentsPort;
let n = 0;
const INSTALL = '7d7c1f5e-0000-4000-8000-00000000a049';
const sent = (key: string) => `${INSTALL}:${key}`;

const server = useStripeServer({ country: 'PT', defaultCurrency: 'eur', processingFee: true });
beforeAll(async () => {
  stripe = stripePayments({ ...server.env }, { installId: INSTALL });
});

const charge = (over: Partial<ChargeInput> = {}) =>
  stayCharge(++n, { amountMinor: 40_000, currency: 'JPY', ...over });

const lastCall = (path: string) => server.requests.filter((r) => r.path === path).at(-1);

async function account(country: string, serviceAgreement: 'full' | 'recipient') {
  const created = await stripe.createAccount({
    email: `h${++n}@example.com`,
    country,
    serviceAgreement,
    idempotencyKey: `user:${n}:account`,
  });
  server.setAccount(created.accountId, { chargesEnabled: true });
  return created;
}

describe('settlement and regions through the Stripe adapter', () => {
  it("reads the platform's country and settlement currency from GET /v1/account", async () => {
    expect(await stripe.platformAccount()).toEqual({ country: 'PT', defaultCurrency: 'eur' });
  });

  it("reads a yen charge's balance transaction: ¥40,000 settles as €243.10, less Stripe's fee", async () => {
    const intent = await stripe.charge(charge());
    const settled = await stripe.chargeSettlement(intent.id);
    expect(settled).toEqual({
      currency: 'eur',
      amountMinor: 24_310,
      feeMinor: Math.round(24_310 * 0.015) + 25,
      exchangeRate: '0.0060775',
    });
  });

  it('transfers in the settlement currency; the charge currency is refused as Stripe refuses it', async () => {
    const host = await account('PT', 'full');
    const intent = await stripe.charge(charge());
    const input = {
      amountMinor: 20_000,
      currency: 'jpy',
      destinationAccountId: host.accountId,
      sourcePaymentIntentId: intent.id,
      transferGroup: 'res:1',
      idempotencyKey: `pay:${n}:transfer`,
      metadata: { payout_id: '1' },
    };
    await expect(stripe.transfer(input)).rejects.toThrow(/must be the same as the transfer currency/);
    const transfer = await stripe.transfer({
      ...input,
      amountMinor: 22_000,
      currency: 'eur',
      idempotencyKey: `pay:${n}:transfer:2`,
    });
    expect(transfer.amountMinor).toBe(22_000);
    expect(lastCall('/v1/transfers')?.idempotencyKey).toBe(sent(`pay:${n}:transfer:2`));
    expect(lastCall('/v1/transfers')?.body.metadata).toEqual({ payout_id: '1', install_id: INSTALL });
    await stripe.reverseTransfer({
      transferId: transfer.id,
      amountMinor: 100,
      idempotencyKey: 'payout:1:reversal:1',
      metadata: {},
    });
    const reversal = server.requests.filter((r) => r.path.endsWith('/reversals')).at(-1);
    expect(reversal?.idempotencyKey).toBe(sent('payout:1:reversal:1'));
    expect(reversal?.body.metadata).toEqual({ install_id: INSTALL });
  });

  it('pays a host outside the region only as a recipient account (cross-border payouts), never a Tokyo host', async () => {
    const intent = await stripe.charge(charge({ amountMinor: 33_000, currency: 'EUR' }));
    const transfer = (to: string, key: string) =>
      stripe.transfer({
        amountMinor: 1_000,
        currency: 'eur',
        destinationAccountId: to,
        sourcePaymentIntentId: intent.id,
        transferGroup: 'res:2',
        idempotencyKey: key,
        metadata: {},
      });
    const fullUs = await account('US', 'full');
    await expect(transfer(fullUs.accountId, `t:${++n}`)).rejects.toBeInstanceOf(TransferRefused);
    const recipientUs = await account('US', 'recipient');
    expect(lastCall('/v1/accounts')?.body).toMatchObject({
      capabilities: { transfers: { requested: 'true' } },
      tos_acceptance: { service_agreement: 'recipient' },
    });
    expect(lastCall('/v1/accounts')?.body.capabilities).not.toHaveProperty('card_payments');
    expect(recipientUs).toMatchObject({ serviceAgreement: 'recipient', country: 'US' });
    expect(await stripe.retrieveAccount(recipientUs.accountId)).toMatchObject({
      chargesEnabled: false,
      transfersEnabled: true,
    });
    expect((await transfer(recipientUs.accountId, `t:${++n}`)).amountMinor).toBe(1_000);
    const tokyo = await account('JP', 'recipient');
    await expect(transfer(tokyo.accountId, `t:${++n}`)).rejects.toThrow(
      /restricted outside of your platform's region/,
    );
  });

  it('carries the install id in the metadata of every charge and refund', async () => {
    const intent = await stripe.charge(charge({ currency: 'EUR', amountMinor: 5_000 }));
    expect(lastCall('/v1/payment_intents')?.body.metadata).toMatchObject({ install_id: INSTALL });
    expect(intent.metadata.install_id).toBe(INSTALL);
    await stripe.refund({ paymentIntentId: intent.id, amountMinor: 1_000, idempotencyKey: `r:${++n}` });
    expect(lastCall('/v1/refunds')?.body.metadata).toMatchObject({ install_id: INSTALL });
  });
});
