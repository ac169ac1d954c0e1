import { sqlState } from './client.ts';

/**
 * SQLSTATEs that say "the database cannot serve this now", not "this request is wrong": a lost or refused
 * connection (class 08, 57P01–57P03 on a restart or failover, 53300 too many connections), a login refused
 * (class 28: 28000 a role that does not exist or may not log in, 28P01 a wrong password) or a database that is
 * gone (3D000), and the time limits of client.ts (57014 statement_timeout, 55P03 lock_timeout, 25P03 idle in
 * transaction).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000', '57014', '55P03', '25P03']);
/** What node-postgres and the socket say when the connection is gone or never came (no SQLSTATE). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection closed',
];
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The socket's errno (`ECONNREFUSED`…) on `error` or on a cause it wraps, as drizzle wraps pg's. */
export function socketErrno(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * Whether PostgreSQL ended or refused the session (severity FATAL): whatever the SQLSTATE, the session is gone. A
 * database closed to connections answers the login with 55000, which on a statement is an ordinary error.
 */
function isFatal(error: unknown): boolean {
  for (const e of causes(error)) if ((e as { severity?: unknown }).severity === 'FATAL') return true;
  return false;
}

/** Whether `error` means the database is unreachable, refusing us, restarting or too slow: answer 503 and let the client retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state)
    return (
      state.startsWith('08') || state.startsWith('28') || UNAVAILABLE_STATES.has(state) || isFatal(error)
    );
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && UNAVAILABLE_ERRNOS.has(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/**
 * A failed query as it may be logged: drizzle's error message carries the statement's parameters (a guest's
 * e-mail, a password hash, a trip page's hash), so only the SQLSTATE, the database's own message and the
 * statement text are kept (docs/requirements/operations.md#R-O10).
 */
export function describeDatabaseError(
  error: unknown,
): { sqlState?: string; message: string; query?: string } | null {
  const query = (error as { query?: unknown } | null)?.query;
  const isQueryError =
    typeof query === 'string' || (error instanceof Error && error.message.startsWith('Failed query:'));
  if (!isQueryError && !isDatabaseUnavailable(error)) return null;
  const cause = (error as { cause?: unknown }).cause;
  const message =
    cause instanceof Error
      ? cause.message
      : error instanceof Error
        ? error.message.split('\nparams:')[0]!
        : String(error);
  return {
    ...(sqlState(error) && { sqlState: sqlState(error) }),
    message,
    ...(typeof query === 'string' && { query }),
  };
}

/** An error as log fields: a failed query as `db` (no parameters, docs/requirements/operations.md#R-O10), anything else as `err`. */
export function errorLogFields(
  error: unknown,
): { db: NonNullable<ReturnType<typeof describeDatabaseError>> } | { err: unknown } {
  const db = describeDatabaseError(error);
  return db ? { db } : { err: error };
}

/**
 * Why the database could not be opened, for a person: its message (a failed statement's without parameters,
 * docs/requirements/operations.md#R-O10) and its SQLSTATE or errno; a refused `localhost` is an
 * AggregateError with no message, only its code.
 */
export function databaseFailure(error: unknown): string {
  const message =
    describeDatabaseError(error)?.message ?? (error instanceof Error ? error.message : String(error));
  const state = sqlState(error);
  const code = state ? `SQLSTATE ${state}` : (error as { code?: unknown } | null)?.code;
  return [message, typeof code === 'string' ? `(${code})` : ''].filter(Boolean).join(' ');
}

/** `promise`, or a rejection after `ms` (the query itself is left to the database's own time limits). */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
