/**
 * The codes the server sends in `{ error, code }` and the status each one answers with. A 422 carries
 * no code: it is `{ message, errors }`, recognised by its status. The web client branches on these codes.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DATES_UNAVAILABLE: 409,
  /** Book now or Pay refused before any charge: card payment is off, or the host cannot be paid (decision 0025). */
  CARD_PAYMENT_UNAVAILABLE: 409,
  /** Book now or the staff form: the stay's price is no longer the total the client showed (docs/requirements/bookings.md#R-B6, decision 0046). */
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 502,
  /** The database or the photo store cannot serve this now (a restart, a lock, a full disk): retry after Retry-After. */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The code a status stands for when a body carries none (a proxy's 502, a 404 page): the first listed. */
export function errorCodeForStatus(status: number): ErrorCode | null {
  const match = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  if (match) return match;
  return status >= 500 ? 'INTERNAL' : null;
}

export const errorMessages = {
  signInRequired: 'Please sign in to continue.',
} as const;
