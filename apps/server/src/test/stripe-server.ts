import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { DISPUTE_FEE_MINOR } from '../adapters/payments/test-states.refunds.ts';
import { customersApi } from './stripe-server.customers.ts';
import { disputesApi } from './stripe-server.disputes.ts';
import { paymentIntentsApi, paymentMethod } from './stripe-server.intents.ts';
import { refundsApi } from './stripe-server.refunds.ts';
import { type PlatformOptions, settlementApi } from './stripe-server.settlement.ts';
import { transfersApi } from './stripe-server.transfers.ts';
import {
  type FormObject,
  idOf,
  invalid,
  type Json,
  missing,
  now,
  obj,
  parseStripeForm,
  StripeHttpError,
  str,
} from './stripe-server.wire.ts';

/**
 * A local HTTP server that plays Stripe's API for the calls the Stripe adapter makes (Connect Express
 * accounts and account links, customers, PaymentIntents with confirm, capture and cancel, refunds), so the adapter and
 * the app are tested through the real SDK, over HTTP, without the internet. It speaks Stripe's wire format:
 * form-encoded bodies in bracket notation, JSON objects, the `{ error }` envelope (402 for card errors) and
 * the Idempotency-Key header (the same key replays the first answer). Test PaymentMethods are Stripe's
 * documented ones.
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
  const accounts = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const api = paymentIntentsApi(accounts);
  const settlement = settlementApi(platform, api, accounts);
  const money = transfersApi(accounts, api, settlement);
  const refundApi = refundsApi(api.intent, api.charges);
  const disputeApi = disputesApi(api.intent, api.charges);
  // A dispute's debits, credits and fees count in the one balance `GET /v1/balance` answers.
  money.addBalanceSource(disputeApi.balanceEntries);
  const replies = new Map<string, { body: string; status: number; reply: Json; at: number }>();
  const saved = customersApi(customers, api);
  const requests: Recorded[] = [];
  /** Moved on by `advanceTime`: Stripe prunes idempotency keys once they are 24 hours old. */
  const clock = { offsetMs: 0 };
  /** Requests to `path` whose reply is lost on the way back (processed, then the connection drops). */
  const lostReplies = new Map<string, number>();

  function account(id: string): Json {
    const found = accounts.get(id);
    if (!found) throw missing('account', id, 'account');
    return found;
  }
  /** `expand[]=latest_charge.balance_transaction`, the one expansion the adapter asks for. */
  function expandIntent(pi: Json, body: FormObject): Json {
    const expand = ([] as unknown[]).concat(body.expand ?? []).map(String);
    if (!expand.includes('latest_charge.balance_transaction') || !pi.latest_charge) return pi;
    const charge = api.charges.get(String(pi.latest_charge));
    if (!charge) return pi;
    const txn = settlement.balanceTransactionOf(String(charge.id));
    return { ...pi, latest_charge: { ...charge, balance_transaction: txn ?? null } };
  }
  function route(
    method: string,
    path: string,
    body: FormObject,
    base: string,
    onBehalf: string | null,
  ): Json {
    const moved = money.handle(method, path, body, onBehalf);
    if (moved) return moved;
    const efw = /^\/v1\/radar\/early_fraud_warnings\/([^/]+)$/.exec(path);
    if (method === 'GET' && efw) return disputeApi.warning(efw[1] ?? '');
    // /v1/{resource}/{id}/{action}
    const [, , resource, id = '', action, extra] = path.split('/');
    const at = (r: string, withId: boolean, act?: string) =>
      resource === r && Boolean(id) === withId && action === act && extra === undefined;
    if (method === 'GET' && path === '/v1/account') return settlement.platformAccount();
    if (method === 'POST' && at('accounts', false)) {
      if (str(body.type) !== 'express') throw invalid('Only express accounts are played here', 'type');
      const country = str(body.country);
      if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw invalid('Invalid country', 'country');
      const agreement = str(obj(body.tos_acceptance)?.service_agreement) ?? 'full';
      const requested = obj(body.capabilities) ?? {};
      if (agreement === 'recipient' && requested.card_payments)
        throw invalid(
          'The card_payments capability cannot be requested for accounts under the recipient service agreement.',
          'capabilities',
        );
      const accountId = idOf('acct');
      const created: Json = {
        id: accountId,
        object: 'account',
        type: 'express',
        email: str(body.email) ?? null,
        country: country ?? platform.country,
        tos_acceptance: { service_agreement: agreement },
        metadata: obj(body.metadata) ?? {},
        capabilities:
          agreement === 'recipient'
            ? { transfers: 'inactive' }
            : { card_payments: 'inactive', transfers: 'inactive' },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        },
        created: now(),
      };
      accounts.set(accountId, created);
      return created;
    }
    if (method === 'GET' && at('accounts', true)) return account(id);
    if (method === 'POST' && at('account_links', false)) {
      const accountId = str(body.account) ?? '';
      account(accountId);
      for (const param of ['type', 'return_url', 'refresh_url'])
        if (!str(body[param])) throw invalid(`Missing required param: ${param}.`, param);
      return {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `${base}/setup/e/${accountId}/${randomBytes(8).toString('hex')}`,
      };
    }
    if (method === 'POST' && at('customers', false)) {
      const customer: Json = {
        id: idOf('cus'),
        object: 'customer',
        metadata: obj(body.metadata) ?? {},
        created: now(),
      };
      customers.set(customer.id as string, customer);
      return customer;
    }
    if (method === 'POST' && at('payment_intents', false)) return saved.createIntent(body);
    if (method === 'POST' && at('payment_intents', true, 'confirm'))
      return saved.confirm(api.intent(id), body);
    if (method === 'GET' && at('payment_methods', true)) return paymentMethod(id);
    if (method === 'GET' && at('payment_intents', true)) return expandIntent(api.intent(id), body);
    if (method === 'POST' && at('payment_intents', true, 'capture')) return api.capture(api.intent(id), body);
    if (method === 'POST' && at('payment_intents', true, 'cancel')) return api.cancel(api.intent(id));
    if (method === 'POST' && at('refunds', false)) return refundApi.create(body);
    if (method === 'GET' && at('refunds', false)) return refundApi.list(body);
    if (method === 'GET' && at('refunds', true)) return refundApi.refund(id);
    if (method === 'GET' && at('disputes', true)) return disputeApi.dispute(id);
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
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
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const body =
      method === 'GET' ? parseStripeForm((req.url ?? '').split('?')[1] ?? '') : parseStripeForm(raw);
    requests.push({ method, path, body, idempotencyKey: key });
    const replayKey = key ? `${method} ${path} ${key}` : null;
    let earlier = replayKey ? replies.get(replayKey) : undefined;
    // Stripe may prune a key once it is 24 hours old: the same key then makes a new request.
    if (earlier && replayKey && Date.now() + clock.offsetMs - earlier.at >= 24 * 3600_000) {
      replies.delete(replayKey);
      earlier = undefined;
    }
    if (earlier) {
      if (earlier.body !== raw)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      return send(earlier.status, earlier.reply);
    }
    let status = 200;
    let reply: Json;
    try {
      const onBehalf = (req.headers['stripe-account'] as string | undefined) ?? null;
      reply = structuredClone(route(method, path, body, `http://${req.headers.host}`, onBehalf));
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      reply = { error: structuredClone(err.error) };
    }
    // Like Stripe, only answers that were processed are saved for replay (not 401s or unknown routes).
    if (replayKey && status !== 404)
      replies.set(replayKey, { body: raw, status, reply, at: Date.now() + clock.offsetMs });
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
    intent: (id: string) => structuredClone(api.intent(id)),
    account: (id: string) => structuredClone(account(id)),
    charge: (id: string) => structuredClone(api.charges.get(id)),
    /** Transfers, reversals and balances (stripe-server.transfers.ts). */
    money,
    /** What finishing onboarding on Stripe's hosted pages does to an account. */
    setAccount(
      id: string,
      flags: { chargesEnabled: boolean; payoutsEnabled?: boolean; transfersEnabled?: boolean },
    ) {
      const found = account(id);
      const on = flags.chargesEnabled;
      const transfers = flags.transfersEnabled ?? on;
      // A recipient account never takes charges: it only receives transfers (cross-border payouts).
      const recipient = (found.tos_acceptance as Json | undefined)?.service_agreement === 'recipient';
      Object.assign(found, {
        charges_enabled: on && !recipient,
        payouts_enabled: flags.payoutsEnabled ?? on,
        details_submitted: on,
        capabilities: recipient
          ? { transfers: transfers ? 'active' : 'inactive' }
          : { card_payments: on ? 'active' : 'inactive', transfers: transfers ? 'active' : 'inactive' },
        requirements: { currently_due: on ? [] : ['external_account'] },
      });
      return structuredClone(found);
    },
    /** What Stripe.js `handleNextAction` does once the guest passes (or fails) 3-D Secure. */
    authenticate: (id: string, outcome: 'complete' | 'fail') =>
      structuredClone(api.authenticate(id, outcome)),
    refund: (id: string) => structuredClone(refundApi.refund(id)),
    refunds: (paymentIntentId: string) =>
      [...refundApi.refunds.values()]
        .filter((r) => r.payment_intent === paymentIntentId)
        .map((r) => structuredClone(r)),
    /** New refunds start `pending` (as some payment methods' do) until `settleRefund`. */
    set pendingRefunds(on: boolean) {
      refundApi.options.pendingRefunds = on;
    },
    /** A pending refund settles, or a succeeded one fails later (a closed card): the money comes back. */
    settleRefund: (id: string, status: 'succeeded' | 'failed', failureReason?: string) =>
      structuredClone(refundApi.settle(id, status, failureReason)),
    /** The guest's bank opens a dispute on the intent's charge. */
    openDispute: (paymentIntentId: string, reason?: string) =>
      structuredClone(disputeApi.open(paymentIntentId, reason)),
    closeDispute: (id: string, outcome: 'won' | 'lost') => structuredClone(disputeApi.close(id, outcome)),
    /** The card issuer warns that the intent's charge is likely fraud (Radar's early fraud warning). */
    warnFraud: (paymentIntentId: string, fraudType?: string) =>
      structuredClone(disputeApi.warn(paymentIntentId, fraudType)),
    /** Stripe's clock moves on: idempotency keys older than 24 hours are forgotten. */
    advanceTime(ms: number) {
      clock.offsetMs += ms;
    },
    /** The next `count` replies to `path` are lost after the request was processed (a dropped connection). */
    loseReplies(path: string, count: number) {
      lostReplies.set(path, count);
    },
    /** The platform's country, settlement currency and fee model (change them before the app starts). */
    platform,
    /** The balance transaction of a charge (settlement currency, Stripe's fee), or null before money came in. */
    balanceTransaction: (chargeId: string) => structuredClone(settlement.balanceTransactionOf(chargeId)),
    /** The platform's balance in a currency, minor units: what `GET /v1/balance` reports. */
    balance: (currency: string): number => money.balanceOf(null)[currency] ?? 0,
    disputeFeeMinor: DISPUTE_FEE_MINOR,
    /**
     * A webhook event with today's object shapes: the current charge (no `refunds` list), refund or
     * dispute as `GET` returns it.
     */
    event(
      type: string,
      object: { charge?: string; refund?: string; dispute?: string; early_fraud_warning?: string },
    ): Json {
      const data = object.refund
        ? refundApi.refund(object.refund)
        : object.dispute
          ? disputeApi.dispute(object.dispute)
          : object.early_fraud_warning
            ? disputeApi.warning(object.early_fraud_warning)
            : api.charges.get(object.charge ?? '');
      if (!data) throw new Error(`nothing to send for ${JSON.stringify(object)}`);
      return stripeEvent(type, structuredClone(data));
    },
    /** Lets held authorisations older than 7 days at `atSeconds` lapse (canceled), as card networks do. */
    lapseAuthorizations: (atSeconds?: number) => saved.lapseAuthorizations(atSeconds),
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
export function stripeEvent(type: string, object: Json, id = idOf('evt')): Json {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

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
