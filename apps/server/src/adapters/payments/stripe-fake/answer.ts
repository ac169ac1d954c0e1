import type { StripeFakeApi } from './api.ts';
import type { FakeState } from './state.ts';
import { type Json, parseStripeForm, StripeHttpError } from './wire.ts';

/** One request as it reaches Stripe: the path without its query, the raw form body, the headers we read. */
export interface FakeRequest {
  method: string;
  path: string;
  query: string;
  body: string;
  authorization: string;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  /** The address the request was sent to (`http://host:port`), for links back to the fake. */
  base: string;
}

export interface FakeReply {
  status: number;
  reply: Json;
}

const DAY_SECONDS = 24 * 3600;

/**
 * Stripe's request handling around the API: the secret key, then the Idempotency-Key (the same key and body
 * replay the first answer; another body is refused; a key is forgotten after 24 hours), then the call. Only
 * answers that were processed are kept for replay, as Stripe does (not 401s or unknown routes).
 */
export function answer(
  state: FakeState,
  api: StripeFakeApi,
  req: FakeRequest,
  nowSeconds: number,
): FakeReply {
  if (!req.authorization.startsWith('Bearer sk_test_'))
    return {
      status: 401,
      reply: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    };
  const replayKey = req.idempotencyKey ? `${req.method} ${req.path} ${req.idempotencyKey}` : null;
  const earlier = replayKey ? state.idempotency.get(replayKey) : undefined;
  if (earlier && replayKey && nowSeconds - Number(earlier.at) < DAY_SECONDS) {
    if (earlier.body !== req.body)
      return {
        status: 400,
        reply: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${req.idempotencyKey}' if you meant to execute a different request.`,
          },
        },
      };
    return { status: Number(earlier.status), reply: structuredClone(earlier.reply as Json) };
  }
  const body = parseStripeForm(req.method === 'GET' ? req.query : req.body);
  let status = 200;
  let reply: Json;
  try {
    reply = structuredClone(api.route(req.method, req.path, body, req.base, req.stripeAccount));
  } catch (err) {
    if (!(err instanceof StripeHttpError)) throw err;
    status = err.status;
    reply = { error: structuredClone(err.error) };
  }
  if (replayKey && status !== 404)
    state.idempotency.set(replayKey, { body: req.body, status, reply, at: nowSeconds });
  return { status, reply };
}
