import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A path segment that is a secret: trip-page hashes (32 base64url characters) and tokens; upload ids are 12. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
/** Query parameters that open an account, a stay or a mailbox. */
const SECRET_PARAM = /^(token|code|hash|key|secret|email|signature)$/i;

/**
 * A URL as request logs may show it (docs/requirements/operations.md#R-O10): a trip page's hash opens the guest's address and door
 * code, a reset link's token an account; both are replaced, the rest kept for the operator.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const path = pathPart
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${path}?${params.toString()}`;
}

/** Fastify's request serialiser with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with redacted request URLs (a `false` logger stays off). */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = typeof logger === 'object' ? logger : {};
  return {
    ...options,
    serializers: { ...(options as { serializers?: object }).serializers, req: serializeRequest },
  } as FastifyServerOptions['logger'];
}
