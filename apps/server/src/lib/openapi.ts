import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { OPERATION_IDS } from './openapi.operation-ids.ts';

/**
 * The OpenAPI document as a contract (decision record 0031): every operation has a stable operationId
 * (openapi.operation-ids.ts), its security, and the error answers it really gives, with the two error
 * envelopes defined once as components. Routes declare their own business answers (404, 409, 402…); what
 * every route of a kind answers is added here from the hooks it runs, so a new route is documented right.
 */

// One definition of each envelope: every operation's error answers reference these components.
z.globalRegistry.add(ErrorBody, {
  id: 'ErrorBody',
  description: 'Every error but a refused form: a sentence for people and a stable code for programs.',
  example: { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
});
z.globalRegistry.add(ValidationErrorBody, {
  id: 'ValidationErrorBody',
  description: 'A refused form (422): the messages per field, keyed by the field names of the request.',
  example: { message: 'The given data was invalid.', errors: { email: ['Invalid email address'] } },
});

// biome-ignore lint/complexity/noBannedTypes: any route hook, looked up by identity only.
type Hook = Function;
const hookAnswers = new WeakMap<Hook, number[]>();

/** Tags a route hook with the error statuses it can answer; the document lists them on every route using it. */
export function answers<T extends Hook>(hook: T, ...statuses: number[]): T {
  hookAnswers.set(hook, statuses);
  return hook;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request could not be read (malformed JSON, wrong content type).',
  401: 'Not signed in, or the session has ended (`UNAUTHENTICATED`).',
  403: 'Signed in, but this area is not for this account (`FORBIDDEN`).',
  404: 'Nothing with this id or name, or not yours (`NOT_FOUND`).',
  422: 'The request was refused: the messages per field say why; nothing was changed.',
  429: 'Too many attempts (`RATE_LIMITED`); `Retry-After` says how many seconds to wait.',
  500: 'An unexpected error (`INTERNAL`); it is logged with the request id of the `x-request-id` header.',
};

const errorAnswer = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'An error.',
  content: { 'application/json': { schema: status === 422 ? ValidationErrorBody : ErrorBody } },
});

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flat();

/** The statuses every route of this shape answers besides its own: from its hooks, inputs and path. */
function commonAnswers(route: RouteOptions, url: string, schema: Record<string, unknown>): Set<number> {
  const statuses = new Set<number>([500]);
  for (const hook of hooksOf(route)) {
    if (typeof hook === 'function') for (const status of hookAnswers.get(hook) ?? []) statuses.add(status);
  }
  // app.ts guards every /api/admin route with requireAdmin, whatever the module declares.
  if (url.startsWith('/api/admin/')) for (const status of [401, 403]) statuses.add(status);
  if (schema.body) statuses.add(400);
  if (schema.body || schema.querystring || schema.params) statuses.add(422);
  // A path naming a thing by its id or key answers 404 for one that does not exist (or is not yours);
  // a path carrying a value to check (`/check-email-blocked/:email`) declares its own answers.
  if (/:(\w*id|\w*Id|category|file)\b/.test(url)) statuses.add(404);
  return statuses;
}

export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** @fastify/swagger's `transform`: the zod provider's conversion, after the contract's additions. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { url, route } = input;
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  // A few paths are served with a trailing slash too (docs/requirements/wire.md#R-W1); the document names each path once, without.
  const hiddenTwin = url.endsWith('/') && url !== '/' && !schema.hide;
  if (!url.startsWith('/api/') || hiddenTwin)
    return jsonSchemaTransform({ ...input, schema: { hide: true } });
  const statuses = commonAnswers(route, url, schema);
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const response = { ...Object.fromEntries([...statuses].map((s) => [s, errorAnswer(s)])), ...own };
  const signedIn = statuses.has(401);
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const operationId =
    typeof schema.operationId === 'string'
      ? schema.operationId
      : OPERATION_IDS[`${method} ${documentPath(url)}`];
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      ...(operationId ? { operationId } : {}),
      // Public routes say so: no session needed (`security: []`).
      security: signedIn ? [{ bearer: [] }] : [],
      response,
    },
  });
};

/** The options of @fastify/swagger for this installation. */
export function openapiOptions(env: Env): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Innkeep API',
        version: '1.0.0',
        description:
          'Short-term rental platform API. Sign in with `POST /api/login` and send the token as `Authorization: Bearer <token>`. Money is in the currency of the listing; dates are `YYYY-MM-DD`, stays half-open.',
        license: { name: 'Proprietary', url: `${env.publicBaseUrl}/terms_of_use` },
      },
      // Relative: the installation that serves this document (OpenAPI resolves it against the document's URL).
      servers: [{ url: '/', description: 'The installation serving this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of `POST /api/login`.' },
        },
      },
    },
    transform,
    transformObject,
  };
}

/**
 * The zod provider's components, less those no operation references: it makes an input twin of every
 * registered schema (`ErrorBodyInput`), and the envelopes are only ever answers.
 */
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (input) => {
  const document = jsonSchemaTransformObject(input) as ReturnType<typeof jsonSchemaTransformObject> & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    const { [name]: _own, ...others } = schemas;
    const rest = JSON.stringify({ ...document, components: { ...document.components, schemas: others } });
    if (!rest.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
};
