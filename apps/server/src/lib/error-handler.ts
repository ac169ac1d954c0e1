import type { ErrorCode } from '@innkeep/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { describeDatabaseError, errorLogFields, isDatabaseUnavailable } from '../db/db-faults.ts';
import { AppError, FieldErrors, RateLimitedError, UnavailableError } from './errors.ts';

const VALIDATION_MESSAGE = 'The given data was invalid.';
const DATABASE_UNAVAILABLE = 'The service is busy or restarting. Please try again in a few seconds.';
const DATABASE_RETRY_SECONDS = 3;

function fieldKey(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('/').filter(Boolean) : path.map(String);
  return parts.length ? parts.join('.') : 'body';
}

function groupErrors(items: { field: string; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, message } of items) errors[field] = [...(errors[field] ?? []), message];
  return errors;
}

/**
 * The one place errors become responses: schema and service validation -> 422 `{ message, errors }`,
 * AppError -> its status `{ error, code }`, anything unexpected -> 500 with a generic text (details logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = groupErrors(
        error.validation.map((v) => ({
          field: fieldKey(v.instancePath),
          message: v.message ?? 'Invalid value',
        })),
      );
      return reply.status(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    if (error instanceof ZodError) {
      const errors = groupErrors(error.issues.map((i) => ({ field: fieldKey(i.path), message: i.message })));
      return reply.status(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    if (error instanceof FieldErrors) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error instanceof RateLimitedError || error instanceof UnavailableError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.status).send({ error: error.message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover, a full pool or a held lock: this request failed, the next may not (docs/requirements/operations.md#R-O1).
      request.log.warn({ db: describeDatabaseError(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const code: ErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return reply.status(status).send({ error: error.message, code });
    }
    // A failed query is logged without its parameters (guests' details, hashes, tokens).
    request.log.error(errorLogFields(error), 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler(sendNoRoute);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * No route for this method and path: 405 with `Allow` when the path exists under other methods (so a client
 * learns it used the wrong verb), else 404. The SPA's catch-all GET (`/*`) does not count as the path existing.
 */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = METHODS.filter((method) => {
    if (method === request.method) return false;
    const found = request.server.findRoute({ method, url: path });
    const wildcard = (found?.params as Record<string, string> | undefined)?.['*'];
    return found !== null && wildcard !== path.slice(1);
  });
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        error: `${request.method} is not allowed here; use ${allowed.join(', ')}.`,
        code: 'METHOD_NOT_ALLOWED',
      });
  }
  return reply.status(404).send({ error: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
}
