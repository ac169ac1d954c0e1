import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend for /api: a reply to a signed-in request (door codes, Wi-Fi passwords, the account) or to a write
 * (login, register and reset answer with tokens) is never stored by a browser or proxy cache. Public GETs
 * keep whatever caching their route chose.
 */
export async function noStoreForPrivateReplies(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || request.user || request.headers.authorization) {
    const chosen = reply.getHeader('cache-control');
    if (typeof chosen !== 'string' || !chosen.includes('no-store')) reply.header('cache-control', 'no-store');
  }
  return payload;
}
