import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { type StripeServer, startStripeServer } from '../../test/stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runPayouts } from './payouts.jobs.ts';
import {
  afterDue,
  bookPaid,
  connectedHost,
  hostCancels,
  payoutOf,
  policyRefund,
} from './payouts.test-helpers.ts';

/**
 * The platform's net balance through the real `stripe` SDK against the local Stripe server (which keeps
 * balances: charges add, refunds and transfers take away, reversals bring back; Stripe's processing fees
 * are not modelled). In every case the platform keeps exactly its fee, or returns it per the refund's
 * cause, and never pays a host's share from its own money. Other flows (a dispute lost, a deposit claim,
 * each cancellation policy) add a case with `ledger` and `booked`.
 */
let server: StripeServer;
let t: TestApp;
let sdk: Stripe;
let host: Awaited<ReturnType<typeof connectedHost>>;
let accountId: string;

beforeAll(async () => {
  server = await startStripeServer();
  t = await createTestApp({ ...server.env, PLATFORM_FEE_PERCENT: '10' });
  sdk = new Stripe(server.env.STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port: Number(new URL(server.url).port),
    protocol: 'http',
    telemetry: false,
  });
  host = await connectedHost(t);
  const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, host.user.id));
  accountId = row!.accountId;
  server.setAccount(accountId, { chargesEnabled: true });
  await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** EUR balances in minor units, as Stripe reports them: the platform's and the host's connected account. */
async function ledger() {
  const eur = (b: Stripe.Balance) =>
    [...b.available, ...b.pending].filter((x) => x.currency === 'eur').reduce((s, x) => s + x.amount, 0);
  return {
    platform: eur(await sdk.balance.retrieve()),
    host: eur(await sdk.balance.retrieve({}, { stripeAccount: accountId })),
  };
}

/** A paid stay: its id, what the guest paid, the platform's 10 % fee, and the balances before it. */
async function booked(start: number) {
  const before = await ledger();
  const id = await bookPaid(t, host.listingId, start);
  const payout = await payoutOf(t, id);
  return { id, before, charge: payout.chargeMinor, fee: payout.chargeFeeMinor, payout };
}

const delta = async (before: { platform: number; host: number }) => {
  const now = await ledger();
  return { platform: now.platform - before.platform, host: now.host - before.host };
};
const pay = (p: { scheduledFor: Date }) => runPayouts(t.app.deps, afterDue(p));

describe("the platform's net balance", () => {
  it('a booking: the platform holds the charge, and after the payout keeps exactly its fee', async () => {
    const b = await booked(10);
    expect(b.fee).toBe(Math.round(b.charge / 10));
    expect(await delta(b.before)).toEqual({ platform: b.charge, host: 0 });
    await pay(b.payout);
    expect(await delta(b.before)).toEqual({ platform: b.fee, host: b.charge - b.fee });
  });

  it('a host cancellation before the payout: the guest gets everything, the fee is returned, the host gets nothing', async () => {
    const b = await booked(20);
    expect((await hostCancels(t, host.headers, b.id)).statusCode).toBe(200);
    await pay(b.payout);
    expect(await delta(b.before)).toEqual({ platform: 0, host: 0 });
  });

  it("a host cancellation after the payout: the host's share is reversed, the platform pays nothing", async () => {
    const b = await booked(30);
    await pay(b.payout);
    expect((await hostCancels(t, host.headers, b.id)).statusCode).toBe(200);
    expect(await delta(b.before)).toEqual({ platform: 0, host: 0 });
  });

  it('a policy refund (guest cancellation) of half: the platform keeps its fee on the half the guest keeps', async () => {
    const b = await booked(40);
    const refund = Math.round(b.charge / 2);
    await policyRefund(t, b.id, refund);
    await pay(b.payout);
    const kept = b.charge - refund;
    const fee = Math.round(kept / 10);
    expect(await delta(b.before)).toEqual({ platform: fee, host: kept - fee });
  });

  it('a policy refund after the payout: the reversal takes back exactly the host share of it', async () => {
    const b = await booked(50);
    await pay(b.payout);
    const refund = Math.round(b.charge / 4);
    await policyRefund(t, b.id, refund);
    const kept = b.charge - refund;
    const fee = Math.round(kept / 10);
    expect(await delta(b.before)).toEqual({ platform: fee, host: kept - fee });
  });
});
