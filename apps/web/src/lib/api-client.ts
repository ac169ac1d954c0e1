import {
  type BodyFor,
  createClient,
  type Method,
  type ReplyOf,
  type SendInit,
} from '@innkeep/api-client/client';
import type { paths } from '@innkeep/api-client/schema';
import { type ErrorCode, errorCodeForStatus, isErrorCode } from '@innkeep/contract/errors';
import { clearExpiredSession, getToken } from './session.ts';

/** The browser's own code for a request that never reached the server (status 0). */
export type ClientErrorCode = 'NETWORK_ERROR';

/**
 * Every failed call becomes one of these; branch on `code` (or `status`), never on `message`. `code` is
 * one the server sends (contract errors.ts), or null for a 422, which is recognised by `fieldErrors`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | null;
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed response body as the server sent it (a 403 rejects with the server body, docs/requirements/wire.md#R-W2). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode | null;
    message: string;
    fieldErrors?: Record<string, string[]>;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }

  /** The first message for a field, as the forms show it under the input. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API refused the request (a 4xx): an answer, the same when asked again, unlike a glitch (a 5xx, a
 * timeout, a dropped line) that a retry may get past.
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** How a call is sent, beside the operation's parameters and body (see `api` below). */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: no automatic retry of a 401 (sign-in: a wrong password is not worth a second, rate-limited try). */
  retryUnauthorized?: boolean;
  /** The request outlives the page (a reload or a closed tab right after it was sent). */
  keepalive?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** What a person reads when the body says nothing they can read: empty, or a proxy's HTML error page. */
function statusMessage(status: number): string {
  // A proxy in front refuses a body over its limit (nginx's client_max_body_size) before the server sees it.
  if (status === 413) return 'That is too large to send. Choose fewer or smaller files and try again.';
  return status >= 500 ? 'Something went wrong. Please try again.' : `Request failed (${status})`;
}

/** Turns a non-2xx response body into an ApiError: 422 `{ message, errors }`, others `{ error, code }`. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const fieldErrors = toFieldErrors(record.errors);
  const text =
    (typeof record.error === 'string' && record.error) ||
    (typeof record.message === 'string' && record.message) ||
    (typeof body === 'string' && !body.trimStart().startsWith('<') && body) ||
    statusMessage(status);
  // A body without a known code (a proxy's error page) gets the code its status stands for.
  const code = isErrorCode(record.code) ? record.code : errorCodeForStatus(status);
  return new ApiError({ status, code, message: text, fieldErrors, body });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * How a request leaves: the browser's fetch, or, when the server renders a public page (entry-server.tsx), a
 * call into its own API in the same process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A plain object is sent as JSON; FormData is sent as multipart (the browser sets the boundary itself). */
function send(method: string, url: string, options: SendInit<RequestOptions>): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return transport(url, { method, headers, body, signal: options.signal, keepalive: options.keepalive });
}

/**
 * One call to the API. Resolves with the parsed body of a 2xx; rejects with ApiError otherwise.
 * A 401 is retried once (docs/requirements/wire.md#R-W1); a second 401 means the stored session is dead, so it is cleared.
 */
async function request(method: string, url: string, options: SendInit<RequestOptions>): Promise<unknown> {
  let response: Response;
  try {
    response = await send(method, url, options);
    if (response.status === 401 && options.retryUnauthorized !== false) {
      response = await send(method, url, options);
      if (response.status === 401 && getToken()) clearExpiredSession();
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body;
}

/**
 * The web's only way to the API: typed by the client generated from the OpenAPI document the server serves
 * (packages/api-client, decision 0090). The path is the document's, parameters and body are the operation's,
 * and the promise resolves with its success body: `api.GET('/api/stays/{id}', { params: { path: { id } } })`.
 */
export const api = createClient<paths, RequestOptions>(request);

/** The success body of an operation, by the document's path: `ApiReply<'/api/listings'>['data']`. */
export type ApiReply<P extends keyof paths, M extends Method = 'get'> = ReplyOf<paths, P, M>;

/** The JSON body an operation takes, by the document's path: `ApiBody<'/api/bookings/inquiry', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = BodyFor<paths, P, M>;
