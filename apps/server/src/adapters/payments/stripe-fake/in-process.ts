import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { answer } from './answer.ts';
import { type FakeOptions, type StripeFakeApi, stripeFakeApi } from './api.ts';
import type { FakeStore } from './store.ts';
import { StripeHttpError } from './wire.ts';

/** The fake's address as the SDK sees it in process: no socket is opened, the name only fills URLs. */
export const IN_PROCESS_API_URL = 'http://stripe-fake.invalid';

export interface InProcessFake {
  httpClient: Stripe.HttpClient;
  /** Runs what happens on Stripe's side without a request of ours (3-D Secure, onboarding, a dispute). */
  act<T>(call: (api: StripeFakeApi) => T): Promise<T>;
}

/**
 * The Stripe fake served to the SDK in this process: the SDK's own fetch client, with a fetch that answers
 * from the store instead of the network. Everything the SDK does (form encoding, Idempotency-Key, retries,
 * error types) runs as it does against Stripe.
 */
export function inProcessStripeFake(store: FakeStore, options: FakeOptions): InProcessFake {
  async function fetchFromFake(url: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(url, init);
    const { pathname, search, origin } = new URL(request.url);
    const body = await request.text();
    const { status, reply } = await store.run((state) =>
      answer(
        state,
        stripeFakeApi(state, options),
        {
          method: request.method,
          path: pathname,
          query: search.slice(1),
          body,
          authorization: request.headers.get('authorization') ?? '',
          idempotencyKey: request.headers.get('idempotency-key'),
          stripeAccount: request.headers.get('stripe-account'),
          base: origin,
        },
        options.now(),
      ),
    );
    return new Response(JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${randomBytes(12).toString('hex')}` },
    });
  }

  return {
    httpClient: Stripe.createFetchHttpClient(fetchFromFake),
    async act(call) {
      try {
        return await store.run((state) => structuredClone(call(stripeFakeApi(state, options))));
      } catch (err) {
        // Refused as Stripe refuses a request: the SDK's own error, as if it came over the wire.
        if (err instanceof StripeHttpError)
          throw Stripe.errors.StripeError.generate({ ...err.error, statusCode: err.status } as never);
        throw err;
      }
    },
  };
}
