import Stripe from 'stripe';
import { installKey } from './payments.port.ts';

/** The SDK's connection options: Stripe's API, or a fake that speaks it (stripe-fake/). */
function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK's client for one install, with the install's idempotency keys and metadata tag. */
export interface StripeClient {
  stripe: Stripe;
  installId: string;
  /** The caller's idempotency key, prefixed with the install's id. */
  key: (callerKey: string) => string;
  /** Every object we create names this install, so a lookup by metadata never finds another install's (decision 0049). */
  tagged: (metadata: Record<string, string>) => Record<string, string>;
}

export function stripeClient(
  secretKey: string,
  apiUrl: string | undefined,
  installId: string,
  httpClient?: Stripe.HttpClient,
): StripeClient {
  const stripe = new Stripe(secretKey, {
    ...connection(apiUrl),
    ...(httpClient ? { httpClient } : {}),
    // Network failures are retried with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
  });
  return {
    stripe,
    installId,
    key: (callerKey) => installKey(installId, callerKey),
    tagged: (metadata) => ({ ...metadata, install_id: installId }),
  };
}
