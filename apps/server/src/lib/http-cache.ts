import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest's routes under their reservation's hash (the page, the thread, the deposit claim, the review): the
 * hash is their key, and the replies name them and their messages (docs/requirements/security.md#R-S10).
 */
const byGuestHash = (url: string) => url.startsWith('/api/bookings/reservation/');

/**
 * onSend for /api: a reply to a signed-in request (door codes, Wi-Fi passwords, the account), to a guest's
 * request by their reservation's hash, or to a write (login, register and reset answer with tokens) is never
 * stored by a browser or proxy cache. Public GETs keep whatever caching their route chose.
 */
export async function noStoreForPrivateReplies(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || request.user || request.headers.authorization || byGuestHash(request.url)) {
    const chosen = reply.getHeader('cache-control');
    if (typeof chosen !== 'string' || !chosen.includes('no-store')) reply.header('cache-control', 'no-store');
  }
  return payload;
}
