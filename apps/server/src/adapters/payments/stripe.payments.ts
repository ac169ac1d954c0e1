import Stripe from 'stripe';
import type { Env } from '../../env.ts';
import {
  CardError,
  type ChargeInput,
  type ConnectedAccount,
  type IntentStatus,
  installKey,
  type PaymentIntentState,
  type PaymentsPort,
  type ProviderEvent,
  type RefundState,
  TransferRefused,
  type WebhookEndpoint,
} from './payments.port.ts';
import { disputeOf, refundOf } from './stripe.objects.ts';

type StripeEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_CONNECT_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

/** The SDK's connection options: Stripe's API, or a local server that speaks it (tests, stripe-mock). */
function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function accountOf(account: Stripe.Account): ConnectedAccount {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    transfersEnabled: account.capabilities?.transfers === 'active',
    requirements: account.requirements?.currently_due ?? [],
    country: account.country ?? null,
    serviceAgreement: account.tos_acceptance?.service_agreement === 'recipient' ? 'recipient' : 'full',
  };
}

function intentOf(pi: Stripe.PaymentIntent): PaymentIntentState {
  const failure = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountMinor: pi.amount,
    currency: pi.currency,
    // Only a pending authentication needs the secret in the browser; never hand it out otherwise.
    clientSecret: pi.status === 'requires_action' ? pi.client_secret : null,
    failure: failure
      ? {
          code: failure.code ?? 'card_declined',
          declineCode: failure.decline_code ?? null,
          message: failure.message ?? 'Your card was declined.',
        }
      : null,
    amountCapturable: pi.amount_capturable ?? 0,
    amountReceived: pi.amount_received ?? 0,
    metadata: { ...(pi.metadata ?? {}) },
    customerId: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
  };
}

/**
 * A declined confirm comes back as a 402 card_error: the guest reads Stripe's own message. An
 * invalid_request_error (an unknown PaymentMethod, an amount under the currency's minimum, a three-decimal
 * amount not ending in 0) is as final: repeating the call gets the same answer, so it is never left
 * "being processed" for the reconciliation job (docs/requirements/money.md#R-M16).
 */
function cardErrorOf(err: unknown): unknown {
  const refused = err instanceof Stripe.errors.StripeInvalidRequestError;
  if (!(err instanceof Stripe.errors.StripeCardError) && !refused) return err;
  const intent = err.payment_intent as { id?: string } | string | undefined;
  const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  return new CardError(err.message, err.code ?? 'card_declined', err.decline_code ?? null, intentId);
}

async function mapCardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw cardErrorOf(err);
  }
}

/** An invalid request (no such account, no transfers capability, too much) is final for its key. */
async function mapRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError)
      throw new TransferRefused(err.message, err.code ?? 'invalid_request_error');
    throw err;
  }
}

/** The PaymentsPort over Stripe: Connect Express accounts, platform charges with transfers, refunds and signed webhooks. */
export function stripePayments(env: StripeEnv, { installId }: { installId: string }): PaymentsPort {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe adapter');
  const key = (callerKey: string) => installKey(installId, callerKey);
  // Every object we create names this install, so a lookup by metadata never finds another install's (item 6).
  const tagged = (metadata: Record<string, string>) => ({ ...metadata, install_id: installId });
  const secrets: Record<WebhookEndpoint, string | undefined> = {
    platform: env.STRIPE_WEBHOOK_SECRET,
    connect: env.STRIPE_CONNECT_WEBHOOK_SECRET,
  };
  const stripe = new Stripe(secretKey, {
    ...connection(env.STRIPE_API_URL),
    // Network failures are retried with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
  });

  /**
   * The Customer of a charge. A deposit claim names the one its card was saved to. A stay with a deposit
   * gets one per reservation (idempotent on its id) and its charge saves the card to it for off-session use
   * (`setup_future_usage`, decision 0024): Stripe refuses a later PaymentIntent on a PaymentMethod used
   * without a Customer. Other charges save nothing.
   */
  async function customerFor(input: ChargeInput): Promise<string | null> {
    if (input.offSessionCustomerId) return input.offSessionCustomerId;
    const reservationId = input.metadata.reservation_id;
    if (!reservationId || input.setupFutureUsage !== 'off_session') return null;
    const customer = await stripe.customers.create(
      { metadata: tagged({ reservation_id: reservationId }) },
      { idempotencyKey: key(`customer:reservation:${reservationId}`) },
    );
    return customer.id;
  }

  return {
    name: 'stripe',
    testMode: secretKey.startsWith('sk_test_'),
    liveMode: /^(sk|rk)_live_/.test(secretKey),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    simulator: null,

    async createAccount({ email, country, serviceAgreement, idempotencyKey }) {
      // A recipient account only receives transfers: Stripe refuses card_payments under that agreement.
      const recipient = serviceAgreement === 'recipient';
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          ...(country ? { country } : {}),
          capabilities: recipient
            ? { transfers: { requested: true } }
            : { card_payments: { requested: true }, transfers: { requested: true } },
          ...(recipient ? { tos_acceptance: { service_agreement: 'recipient' } } : {}),
          metadata: { install_id: installId },
        },
        { idempotencyKey: key(idempotencyKey) },
      );
      return accountOf(account);
    },

    async platformAccount() {
      const account = await stripe.accounts.retrieveCurrent();
      return {
        country: (account.country ?? 'US').toUpperCase(),
        defaultCurrency: (account.default_currency ?? 'usd').toLowerCase(),
      };
    },

    async chargeSettlement(paymentIntentId) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = pi.latest_charge;
      const txn = typeof charge === 'object' && charge ? charge.balance_transaction : null;
      if (!txn || typeof txn === 'string')
        throw new Error(`${paymentIntentId} has no balance transaction yet`);
      return {
        currency: txn.currency,
        amountMinor: txn.amount,
        feeMinor: txn.fee,
        exchangeRate: txn.exchange_rate === null ? null : String(txn.exchange_rate),
      };
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async retrieveAccount(accountId) {
      return accountOf(await stripe.accounts.retrieve(accountId));
    },

    async cardFingerprint(paymentMethodId: string) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        return method.card?.fingerprint ?? null;
      } catch (err) {
        // An unknown PaymentMethod: the charge refuses it with Stripe's own message.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw err;
      }
    },

    charge(input: ChargeInput) {
      return mapCardErrors(async () => {
        const customer = await customerFor(input);
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodId,
            confirm: true,
            capture_method: input.captureMethod,
            description: input.description,
            metadata: tagged(input.metadata),
            // Cards only, confirmed on the server: 3-D Secure finishes in Stripe.js with the client
            // secret, so no redirect-based method (which would need a return_url) is offered.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // Separate charges and transfers: the charge stays on the platform until the payout's Transfer.
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            ...(customer ? { customer } : {}),
            // A claim is merchant-initiated: a bank that wants the guest answers authentication_required.
            ...(input.offSessionCustomerId
              ? { off_session: true }
              : customer
                ? { setup_future_usage: 'off_session' as const }
                : {}),
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return intentOf(pi);
      });
    },

    async retrieve(paymentIntentId) {
      return intentOf(await stripe.paymentIntents.retrieve(paymentIntentId));
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return intentOf(
        await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey: key(idempotencyKey) }),
      );
    },

    confirmOnSession({ paymentIntentId, paymentMethodId, idempotencyKey }) {
      return mapCardErrors(async () =>
        intentOf(
          await stripe.paymentIntents.confirm(
            paymentIntentId,
            { payment_method: paymentMethodId },
            { idempotencyKey: key(idempotencyKey) },
          ),
        ),
      );
    },

    capture(paymentIntentId, amountMinor, idempotencyKey) {
      return mapCardErrors(async () =>
        intentOf(
          await stripe.paymentIntents.capture(
            paymentIntentId,
            { amount_to_capture: amountMinor },
            { idempotencyKey: key(idempotencyKey) },
          ),
        ),
      );
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey, reason }): Promise<RefundState> {
      // A stay charged before decision 0021 was a destination charge: its host's share is taken back with it.
      const { transfer_data } = await stripe.paymentIntents.retrieve(paymentIntentId);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountMinor,
          ...(transfer_data?.destination ? { reverse_transfer: true } : {}),
          // The key in the metadata finds this refund again once Stripe has forgotten the key itself.
          metadata: {
            install_id: installId,
            idempotency_key: key(idempotencyKey),
            ...(reason ? { reason: reason.slice(0, 500) } : {}),
          },
        },
        { idempotencyKey: key(idempotencyKey) },
      );
      return refundOf(refund, installId);
    },

    transfer(input) {
      return mapRefusals(async () => {
        const pi = await stripe.paymentIntents.retrieve(input.sourcePaymentIntentId);
        const charge = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
        if (!charge) throw new TransferRefused(`${pi.id} has no charge to fund a transfer`, 'no_charge');
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            // Funded by the stay's own charge: it succeeds before the charge's funds are available.
            source_transaction: charge,
            transfer_group: input.transferGroup,
            metadata: tagged(input.metadata),
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return { id: transfer.id, amountMinor: transfer.amount, reversedMinor: transfer.amount_reversed };
      });
    },

    transferFromBalance(input) {
      return mapRefusals(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return { id: transfer.id, amountMinor: transfer.amount, reversedMinor: transfer.amount_reversed };
      });
    },

    reverseTransfer({ transferId, amountMinor, idempotencyKey, metadata }) {
      return mapRefusals(async () => {
        const reversal = await stripe.transfers.createReversal(
          transferId,
          { amount: amountMinor, metadata: tagged(metadata) },
          { idempotencyKey: key(idempotencyKey) },
        );
        return { id: reversal.id, amountMinor: reversal.amount };
      });
    },

    async retrieveRefund(refundId) {
      return refundOf(await stripe.refunds.retrieve(refundId), installId);
    },

    async listRefunds(paymentIntentId) {
      const found: RefundState[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
        found.push(refundOf(refund, installId));
      return found;
    },

    async retrieveDispute(disputeId) {
      return disputeOf(await stripe.disputes.retrieve(disputeId));
    },

    async retrieveFraudWarning(warningId) {
      const w = await stripe.radar.earlyFraudWarnings.retrieve(warningId);
      const intent = typeof w.payment_intent === 'string' ? w.payment_intent : (w.payment_intent?.id ?? null);
      return { id: w.id, paymentIntentId: intent, actionable: w.actionable, fraudType: w.fraud_type };
    },

    acceptsWebhooks(endpoint) {
      return Boolean(secrets[endpoint]);
    },

    parseWebhook(rawBody, signature, endpoint): ProviderEvent {
      // Each endpoint has its own signing secret: an event is verified only with its endpoint's.
      const secret = secrets[endpoint];
      if (!secret) throw new Error(`No signing secret is configured for the ${endpoint} webhook`);
      if (!signature) throw new Error('Missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
        created: event.created,
        livemode: event.livemode,
        account: event.account ?? null,
        raw: event as unknown as Record<string, unknown>,
      };
    },
  };
}
