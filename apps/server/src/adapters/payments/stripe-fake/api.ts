import { randomBytes } from 'node:crypto';
import { NEW_ACCOUNT_REQUIREMENTS, onboarded } from '../test-states.transfers.ts';
import { customersApi } from './customers.ts';
import { disputesApi } from './disputes.ts';
import { paymentIntentsApi, paymentMethod } from './intents.ts';
import { refundsApi } from './refunds.ts';
import { type PlatformOptions, settlementApi } from './settlement.ts';
import { type Clock, type FakeState, stored } from './state.ts';
import { transfersApi } from './transfers.ts';
import { type FormObject, idOf, invalid, type Json, missing, obj, str, unrecognized } from './wire.ts';

export interface FakeOptions {
  platform: PlatformOptions;
  now: Clock;
  /** Where an account link sends the host: Stripe's hosted onboarding, or the demo's stand-in for it. */
  onboardingUrl: (accountId: string, base: string) => string;
  /** Test knobs, kept in the process: new refunds start `pending` while on. */
  knobs: { pendingRefunds: boolean };
}

/**
 * Stripe's API as the fake plays it over one set of objects (state.ts): `route` answers a request on the wire,
 * the rest are what happens on Stripe's side without a request of ours (the guest's 3-D Secure, the host's
 * onboarding, the bank's dispute, a refund failing later). Every call is synchronous over the state, so a store
 * can read the objects, run one call and write back what changed (store.ts).
 */
export function stripeFakeApi(state: FakeState, options: FakeOptions) {
  const { platform, now } = options;
  const accounts = state.account;
  const api = paymentIntentsApi(state, now);
  const settlement = settlementApi(state, platform, api, now);
  const money = transfersApi(state, api, settlement, now);
  const refundApi = refundsApi(state, api.intent, options.knobs, now);
  const disputeApi = disputesApi(state, api.intent, now);
  // A dispute's debits, credits and fees count in the one balance `GET /v1/balance` answers.
  money.addBalanceSource(disputeApi.balanceEntries);
  const saved = customersApi(state, api, now);

  const account = (id: string): Json => stored(state, 'account', id, 'account');
  /** `expand[]=latest_charge.balance_transaction`, the one expansion the adapter asks for. */
  function expandIntent(pi: Json, body: FormObject): Json {
    const expand = ([] as unknown[]).concat(body.expand ?? []).map(String);
    if (!expand.includes('latest_charge.balance_transaction') || !pi.latest_charge) return pi;
    const charge = state.charge.get(String(pi.latest_charge));
    if (!charge) return pi;
    const txn = settlement.balanceTransactionOf(String(charge.id));
    return { ...pi, latest_charge: { ...charge, balance_transaction: txn ?? null } };
  }
  function createAccount(body: FormObject): Json {
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
      requirements: { currently_due: NEW_ACCOUNT_REQUIREMENTS },
      created: now(),
    };
    accounts.set(accountId, created);
    return created;
  }

  /** Answers one request (the path without its query), or throws Stripe's error for it. */
  function route(
    method: string,
    path: string,
    body: FormObject,
    base: string,
    onBehalf: string | null,
  ): Json {
    // Held authorisations lapse after 7 days, as card networks let them, whatever is asked next.
    saved.lapseAuthorizations();
    const moved = money.handle(method, path, body, onBehalf);
    if (moved) return moved;
    const efw = /^\/v1\/radar\/early_fraud_warnings\/([^/]+)$/.exec(path);
    if (method === 'GET' && efw) return disputeApi.warning(efw[1] ?? '');
    // /v1/{resource}/{id}/{action}
    const [, , resource, id = '', action, extra] = path.split('/');
    const at = (r: string, withId: boolean, act?: string) =>
      resource === r && Boolean(id) === withId && action === act && extra === undefined;
    if (method === 'GET' && path === '/v1/account') return settlement.platformAccount();
    if (method === 'POST' && at('accounts', false)) return createAccount(body);
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
        url: options.onboardingUrl(accountId, base),
      };
    }
    if (method === 'POST' && at('customers', false)) {
      const customer: Json = {
        id: idOf('cus'),
        object: 'customer',
        metadata: obj(body.metadata) ?? {},
        created: now(),
      };
      state.customer.set(customer.id as string, customer);
      return customer;
    }
    if (method === 'POST' && at('payment_intents', false)) return saved.createIntent(body);
    if (method === 'POST' && at('payment_intents', true, 'confirm'))
      return saved.confirm(api.intent(id), body);
    if (method === 'GET' && at('payment_methods', true)) return paymentMethod(id, now);
    if (method === 'GET' && at('payment_intents', true)) return expandIntent(api.intent(id), body);
    if (method === 'POST' && at('payment_intents', true, 'capture')) return api.capture(api.intent(id), body);
    if (method === 'POST' && at('payment_intents', true, 'cancel')) return api.cancel(api.intent(id));
    if (method === 'POST' && at('refunds', false)) return refundApi.create(body);
    if (method === 'GET' && at('refunds', false)) return refundApi.list(body);
    if (method === 'GET' && at('refunds', true)) return refundApi.refund(id);
    if (method === 'GET' && at('disputes', true)) return disputeApi.dispute(id);
    throw unrecognized(method, path);
  }

  /** What finishing onboarding on Stripe's hosted pages does to an account. */
  function setAccount(
    id: string,
    flags: { chargesEnabled: boolean; payoutsEnabled?: boolean; transfersEnabled?: boolean },
  ): Json {
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
    return found;
  }

  /** The host finishes onboarding: the account takes what onboarding enables (test-states.transfers.ts). */
  function completeOnboarding(id: string): Json {
    const recipient = (account(id).tos_acceptance as Json | undefined)?.service_agreement === 'recipient';
    const done = onboarded(recipient);
    return setAccount(id, {
      chargesEnabled: true,
      payoutsEnabled: done.payoutsEnabled,
      transfersEnabled: done.transfersEnabled,
    });
  }

  /**
   * A webhook event with today's object shapes: the current charge (no `refunds` list), refund or dispute as
   * `GET` returns it.
   */
  function event(
    type: string,
    object: { charge?: string; refund?: string; dispute?: string; early_fraud_warning?: string },
  ): Json {
    const data = object.refund
      ? refundApi.refund(object.refund)
      : object.dispute
        ? disputeApi.dispute(object.dispute)
        : object.early_fraud_warning
          ? disputeApi.warning(object.early_fraud_warning)
          : state.charge.get(object.charge ?? '');
    if (!data) throw new Error(`nothing to send for ${JSON.stringify(object)}`);
    return stripeEvent(type, structuredClone(data), now());
  }

  return {
    route,
    account,
    setAccount,
    completeOnboarding,
    intent: api.intent,
    /** The intent a client secret belongs to (`pi_…_secret_…`), as Stripe.js finds it. */
    intentOfSecret(clientSecret: string): Json {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const pi = state.payment_intent.get(id);
      if (!pi || pi.client_secret !== clientSecret) throw missing('payment_intent', id, 'client_secret');
      return pi;
    },
    /** What Stripe.js `handleNextAction` does once the guest passes (or fails) 3-D Secure. */
    authenticate: api.authenticate,
    refund: refundApi.refund,
    settleRefund: refundApi.settle,
    openDispute: disputeApi.open,
    closeDispute: disputeApi.close,
    warnFraud: disputeApi.warn,
    lapseAuthorizations: saved.lapseAuthorizations,
    balanceTransactionOf: settlement.balanceTransactionOf,
    /** Transfers, reversals and balances (transfers.ts). */
    money,
    event,
  };
}
export type StripeFakeApi = ReturnType<typeof stripeFakeApi>;

/** A Stripe event wrapping an object, as a webhook delivers it. */
export function stripeEvent(type: string, object: Json, created: number, id = idOf('evt')): Json {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A link's token, as Stripe's hosted pages carry one. */
export const linkToken = () => randomBytes(8).toString('hex');
