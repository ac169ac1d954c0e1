import Stripe from 'stripe';
import type { Env } from '../../env.ts';
import {
  CardError,
  type ChargeInput,
  type ConnectedAccount,
  type IntentStatus,
  type PaymentIntentState,
  type PaymentsPort,
  type ProviderEvent,
  type RefundState,
} from './payments.port.ts';

type StripeEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
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
    requirements: account.requirements?.currently_due ?? [],
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
 * A declined confirm comes back as a 402 card_error: the guest reads Stripe's own message. A PaymentMethod
 * Stripe does not know (a bad id from the browser) is the guest's to fix too, not a server failure.
 */
function cardErrorOf(err: unknown): unknown {
  const refusedMethod =
    err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method';
  if (!(err instanceof Stripe.errors.StripeCardError) && !refusedMethod) return err;
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

/** The PaymentsPort over Stripe: Connect Express accounts, destination charges, refunds and signed webhooks. */
export function stripePayments(env: StripeEnv): PaymentsPort {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe adapter');
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
      { metadata: { reservation_id: reservationId } },
      { idempotencyKey: `customer:reservation:${reservationId}` },
    );
    return customer.id;
  }

  return {
    name: 'stripe',
    testMode: secretKey.startsWith('sk_test_'),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    simulator: null,

    async createAccount({ email, country, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          ...(country ? { country } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey },
      );
      return accountOf(account);
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

    charge(input: ChargeInput) {
      return mapCardErrors(async () => {
        const customer = await customerFor(input);
        const destination = input.destinationAccountId
          ? {
              transfer_data: { destination: input.destinationAccountId },
              ...(input.applicationFeeMinor > 0 ? { application_fee_amount: input.applicationFeeMinor } : {}),
            }
          : {};
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodId,
            confirm: true,
            capture_method: input.captureMethod,
            description: input.description,
            metadata: input.metadata,
            // Cards only, confirmed on the server: 3-D Secure finishes in Stripe.js with the client
            // secret, so no redirect-based method (which would need a return_url) is offered.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...destination,
            ...(customer ? { customer } : {}),
            // A claim is merchant-initiated: a bank that wants the guest answers authentication_required.
            ...(input.offSessionCustomerId
              ? { off_session: true }
              : customer
                ? { setup_future_usage: 'off_session' as const }
                : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intentOf(pi);
      });
    },

    async retrieve(paymentIntentId) {
      return intentOf(await stripe.paymentIntents.retrieve(paymentIntentId));
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return intentOf(await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }));
    },

    confirmOnSession({ paymentIntentId, paymentMethodId, idempotencyKey }) {
      return mapCardErrors(async () =>
        intentOf(
          await stripe.paymentIntents.confirm(
            paymentIntentId,
            { payment_method: paymentMethodId },
            { idempotencyKey },
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
            { idempotencyKey },
          ),
        ),
      );
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey, reason }): Promise<RefundState> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountMinor,
          ...(reason ? { metadata: { reason } } : {}),
        },
        { idempotencyKey },
      );
      const status = refund.status;
      return {
        id: refund.id,
        status: status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending',
        amountMinor: refund.amount,
      };
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signature) throw new Error('Missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
        created: event.created,
        raw: event as unknown as Record<string, unknown>,
      };
    },
  };
}
