import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { answer } from '../adapters/payments/stripe-fake/answer.ts';
import { stripeEvent as fakeEvent, linkToken, stripeFakeApi } from '../adapters/payments/stripe-fake/api.ts';
import type { PlatformOptions } from '../adapters/payments/stripe-fake/settlement.ts';
import { emptyState, systemClock } from '../adapters/payments/stripe-fake/state.ts';
import { type FormObject, idOf, type Json, parseStripeForm } from '../adapters/payments/stripe-fake/wire.ts';
import { DISPUTE_FEE_MINOR } from '../adapters/payments/test-states.refunds.ts';

/**
 * The Stripe fake (adapters/payments/stripe-fake) on a local HTTP server, for the calls the Stripe adapter
 * makes, so the adapter and the app are tested through the real SDK, over HTTP, without the internet. Its
 * objects stay in this process, where a test reads them and moves them as Stripe's side would (3-D Secure,
 * onboarding, disputes, refunds failing later). It can also lose a reply after processing the request.
 */
export const TEST_WEBHOOK_SECRET = 'whsec_test';
/** The Connect endpoint's own signing secret (events on connected accounts). */
export const TEST_CONNECT_WEBHOOK_SECRET = 'whsec_connect_test';
interface Recorded {
  method: string;
  path: string;
  body: FormObject;
  idempotencyKey: string | null;
}

/** Defaults: a platform in Portugal settling in euros, Stripe's processing fee not modelled. */
export async function startStripeServer(options: Partial<PlatformOptions> = {}) {
  const platform: PlatformOptions = {
    country: 'PT',
    defaultCurrency: 'eur',
    processingFee: false,
    ...options,
  };
  const state = emptyState();
  /** Moved on by `advanceTime`: Stripe prunes idempotency keys once they are 24 hours old. */
  const clock = { offsetSeconds: 0 };
  const knobs = { pendingRefunds: false };
  const fake = stripeFakeApi(state, {
    platform,
    now: () => systemClock() + clock.offsetSeconds,
    onboardingUrl: (accountId, base) => `${base}/setup/e/${accountId}/${linkToken()}`,
    knobs,
  });
  const requests: Recorded[] = [];
  /** Requests to `path` whose reply is lost on the way back (processed, then the connection drops). */
  const lostReplies = new Map<string, number>();

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const method = req.method ?? 'GET';
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const send = (status: number, reply: Json) => {
      const lost = lostReplies.get(path) ?? 0;
      if (lost > 0) {
        // Processed (or replayed), but the answer never reaches the client: the connection drops.
        lostReplies.set(path, lost - 1);
        res.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': idOf('req') });
      res.end(JSON.stringify(reply));
    };
    const body = parseStripeForm(method === 'GET' ? query : raw);
    requests.push({ method, path, body, idempotencyKey: key });
    const { status, reply } = answer(
      state,
      fake,
      {
        method,
        path,
        query,
        body: raw,
        authorization: String(req.headers.authorization ?? ''),
        idempotencyKey: key,
        stripeAccount: (req.headers['stripe-account'] as string | undefined) ?? null,
        base: `http://${req.headers.host}`,
      },
      systemClock() + clock.offsetSeconds,
    );
    send(status, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** What the app or the adapter reads to talk to this server instead of Stripe. */
    env: {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: TEST_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    /** Every call received, in order, with its parsed form body: what went over the wire. */
    requests,
    intent: (id: string) => structuredClone(fake.intent(id)),
    account: (id: string) => structuredClone(fake.account(id)),
    charge: (id: string) => structuredClone(state.charge.get(id)),
    /** Transfers, reversals and balances (stripe-fake/transfers.ts). */
    money: fake.money,
    /** What finishing onboarding on Stripe's hosted pages does to an account. */
    setAccount: (
      id: string,
      flags: { chargesEnabled: boolean; payoutsEnabled?: boolean; transfersEnabled?: boolean },
    ) => structuredClone(fake.setAccount(id, flags)),
    /** What Stripe.js `handleNextAction` does once the guest passes (or fails) 3-D Secure. */
    authenticate: (id: string, outcome: 'complete' | 'fail') =>
      structuredClone(fake.authenticate(id, outcome)),
    refund: (id: string) => structuredClone(fake.refund(id)),
    refunds: (paymentIntentId: string) =>
      [...state.refund.values()]
        .filter((r) => r.payment_intent === paymentIntentId)
        .map((r) => structuredClone(r)),
    /** New refunds start `pending` (as some payment methods' do) until `settleRefund`. */
    set pendingRefunds(on: boolean) {
      knobs.pendingRefunds = on;
    },
    /** A pending refund settles, or a succeeded one fails later (a closed card): the money comes back. */
    settleRefund: (id: string, status: 'succeeded' | 'failed', failureReason?: string) =>
      structuredClone(fake.settleRefund(id, status, failureReason)),
    /** The guest's bank opens a dispute on the intent's charge. */
    openDispute: (paymentIntentId: string, reason?: string) =>
      structuredClone(fake.openDispute(paymentIntentId, reason)),
    closeDispute: (id: string, outcome: 'won' | 'lost') => structuredClone(fake.closeDispute(id, outcome)),
    /** The card issuer warns that the intent's charge is likely fraud (Radar's early fraud warning). */
    warnFraud: (paymentIntentId: string, fraudType?: string) =>
      structuredClone(fake.warnFraud(paymentIntentId, fraudType)),
    /** Stripe's clock moves on: idempotency keys older than 24 hours are forgotten. */
    advanceTime(ms: number) {
      clock.offsetSeconds += Math.floor(ms / 1000);
    },
    /** The next `count` replies to `path` are lost after the request was processed (a dropped connection). */
    loseReplies(path: string, count: number) {
      lostReplies.set(path, count);
    },
    /** The platform's country, settlement currency and fee model (change them before the app starts). */
    platform,
    /** The balance transaction of a charge (settlement currency, Stripe's fee), or null before money came in. */
    balanceTransaction: (chargeId: string) => structuredClone(fake.balanceTransactionOf(chargeId)),
    /** The platform's balance in a currency, minor units: what `GET /v1/balance` reports. */
    balance: (currency: string): number => fake.money.balanceOf(null)[currency] ?? 0,
    disputeFeeMinor: DISPUTE_FEE_MINOR,
    /** A webhook event with today's object shapes (stripe-fake/api.ts). */
    event: fake.event,
    /** Lets held authorisations older than 7 days at `atSeconds` lapse (canceled), as card networks do. */
    lapseAuthorizations: (atSeconds?: number) => fake.lapseAuthorizations(atSeconds),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/**
 * The test file's local Stripe server: started before its tests and closed after them. Call it before the app
 * that talks to it (`useTestApp(() => server.env)`); the handle is filled once it listens, so read it in hooks
 * and tests only.
 */
export function useStripeServer(options: Partial<PlatformOptions> = {}): StripeServer {
  const handle = {} as StripeServer;
  beforeAll(async () => {
    Object.assign(handle, await startStripeServer(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** The real `stripe` SDK talking to the local server: what Stripe's dashboard or another app does beside ours. */
export function stripeClient(server: StripeServer): Stripe {
  return new Stripe(server.env.STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port: Number(new URL(server.url).port),
    protocol: 'http',
    telemetry: false,
  });
}

/** A Stripe event wrapping an object, as a webhook delivers it. */
export const stripeEvent = (type: string, object: Json, id = idOf('evt')): Json =>
  fakeEvent(type, object, systemClock(), id);

/** The Stripe-Signature header for a payload, signed with the test webhook secret. */
export function signWebhook(payload: string, secret = TEST_WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
