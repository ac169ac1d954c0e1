import Stripe from 'stripe';
import type { Env } from '../../env.ts';
import type { PaymentsPort, ProviderEvent, WebhookEndpoint } from './payments.port.ts';
import { stripeAccounts } from './stripe.accounts.ts';
import { stripeClient } from './stripe.client.ts';
import { stripeIntents } from './stripe.intents.ts';
import { disputeOf } from './stripe.objects.ts';
import { stripeRefunds } from './stripe.refunds.ts';
import { stripeTransfers } from './stripe.transfers.ts';

type StripeEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_CONNECT_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

/** The PaymentsPort over Stripe: Connect Express accounts, platform charges with transfers, refunds and signed webhooks. */
export function stripePayments(
  env: StripeEnv,
  { installId, httpClient }: { installId: string; httpClient?: Stripe.HttpClient },
): PaymentsPort {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe adapter');
  const client = stripeClient(secretKey, env.STRIPE_API_URL, installId, httpClient);
  const { stripe } = client;
  const secrets: Record<WebhookEndpoint, string | undefined> = {
    platform: env.STRIPE_WEBHOOK_SECRET,
    connect: env.STRIPE_CONNECT_WEBHOOK_SECRET,
  };

  return {
    name: 'stripe',
    testMode: secretKey.startsWith('sk_test_'),
    liveMode: /^(sk|rk)_live_/.test(secretKey),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    simulator: null,
    ...stripeAccounts(client),
    ...stripeIntents(client),
    ...stripeRefunds(client),
    ...stripeTransfers(client),

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
