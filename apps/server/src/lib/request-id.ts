import type { IncomingMessage } from 'node:http';

/** A short id of safe characters: a client's id is echoed and logged, so nothing else is taken from it. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id: the caller's `x-request-id` when it is short and safe (tracing across proxies), else ours. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
