/**
 * Services throw an AppError with a code; the one error handler in app.ts maps the code to a status
 * and writes `{ error, code }`. The codes and their statuses are the contract's (errors.ts): the web
 * client branches on `code`, never on the text.
 */
import { ERROR_STATUS, type ErrorCode } from '@innkeep/contract/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A validation failure found by a service (not by a schema): answered as 422 with field errors. */
export class FieldErrors extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'The given data was invalid.',
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
  static of(field: string, message: string): FieldErrors {
    return new FieldErrors({ [field]: [message] }, message);
  }
}

/** 429: too many attempts; the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);

/** 503: a store the request needs (the database, the photo store) cannot serve it now; Retry-After says when to try. */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super('UNAVAILABLE', message);
    this.name = 'UnavailableError';
  }
}
