import type { ProviderEvent, WebhookEndpoint } from '../../adapters/payments/payments.port.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as events from './payments.events.repository.ts';

/**
 * `POST /api/stripe/webhook` (the platform's endpoint) and `POST /api/stripe/connect/webhook` (the Connect
 * endpoint, events on connected accounts): each verifies the signature over the raw body with its own
 * endpoint's secret, refuses an event of the other mode than the secret key (a test event on a live
 * install, or the reverse), and records the event. Nothing else happens in the request: no provider call,
 * no state change. The payment-events job applies recorded events (`payments.events.job.ts`), so a slow
 * provider never makes Stripe's delivery time out, and an event that cannot be applied yet is retried
 * by us. A second delivery of the same event id conflicts on the unique id and changes nothing.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  rawBody: Buffer,
  signature: string | undefined,
  endpoint: WebhookEndpoint,
): Promise<{ duplicate: boolean }> {
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(rawBody, signature, endpoint);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }
  if (event.livemode !== deps.payments.liveMode) {
    const mode = (live: boolean) => (live ? 'live' : 'test');
    throw new AppError(
      'BAD_REQUEST',
      `This ${mode(event.livemode)}-mode event was not applied: the server uses a ${mode(deps.payments.liveMode)}-mode key.`,
    );
  }
  const fresh = await events.recordEvent(deps.db, {
    provider: deps.payments.name,
    eventId: event.id,
    type: event.type,
    payload: event.raw,
    endpoint,
  });
  return { duplicate: !fresh };
}
