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
  return databaseCause(error)?.severity === 'FATAL';
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

/** The database's own error (PostgreSQL's or PGlite's ErrorResponse) on `error` or a cause it wraps, as drizzle wraps pg's. */
function databaseCause(error: unknown): DatabaseErrorFields | undefined {
  for (const e of causes(error)) {
    const fields = e as DatabaseErrorFields;
    if (typeof fields.severity === 'string' && sqlState(e)) return fields;
  }
  return undefined;
}
interface DatabaseErrorFields {
  severity?: unknown;
  schema?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  constraint?: unknown;
}

/** What a database error may say in a log: names from the schema, never the values of a row. */
const SCHEMA_NAMES = ['schema', 'table', 'column', 'dataType', 'constraint'] as const;

export interface DatabaseErrorLog {
  sqlState?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  /** Only for a connection that failed without a SQLSTATE (a socket, a pool's timeout): it names no row. */
  message?: string;
  query?: string;
}

/**
 * A failed query as it may be logged (docs/requirements/operations.md#R-O10): drizzle's error message carries the
 * statement's parameters (a guest's e-mail, a password hash, a trip page's hash), and the database's own message,
 * `detail` and `where` can quote a row's values ("Key (email)=(…) already exists", "invalid input syntax for type
 * integer: …"). So a database error is kept as its SQLSTATE and the names of what it concerns (constraint, table,
 * column), with the statement text; a connection that failed without one keeps its message (a socket's or the
 * pool's, naming no row). Anything else is not a database error: null.
 */
export function describeDatabaseError(error: unknown): DatabaseErrorLog | null {
  const query = (error as { query?: unknown } | null)?.query;
  const isQueryError =
    typeof query === 'string' || (error instanceof Error && error.message.startsWith('Failed query:'));
  const cause = databaseCause(error);
  if (!cause && !isQueryError && !isDatabaseUnavailable(error)) return null;
  const described: DatabaseErrorLog = {};
  const state = sqlState(error);
  if (state) described.sqlState = state;
  if (cause) {
    for (const name of SCHEMA_NAMES) {
      const value = cause[name];
      if (typeof value === 'string' && value) described[name] = value;
    }
  } else if (!state) {
    const inner = (error as { cause?: unknown }).cause;
    described.message =
      inner instanceof Error
        ? inner.message
        : error instanceof Error
          ? error.message.split('\nparams:')[0]!
          : String(error);
  }
  if (typeof query === 'string') described.query = query;
  return described;
}

/**
 * An error as log fields: a database error as `db` (docs/requirements/operations.md#R-O10: no parameters, no
 * values), anything else as `err`.
 */
export function errorLogFields(error: unknown): { db: DatabaseErrorLog } | { err: unknown } {
  const db = describeDatabaseError(error);
  return db ? { db } : { err: error };
}

/**
 * Why the database could not be opened, for a person: a refused or lost connection in the words of the database
 * or the socket (they name the host, role or database, no row), anything else by its SQLSTATE and the names it
 * concerns (docs/requirements/operations.md#R-O10); a refused `localhost` is an AggregateError with no message,
 * only its code.
 */
export function databaseFailure(error: unknown): string {
  const state = sqlState(error);
  const code = state ? `SQLSTATE ${state}` : (error as { code?: unknown } | null)?.code;
  return [failureWords(error), typeof code === 'string' ? `(${code})` : ''].filter(Boolean).join(' ');
}

function failureWords(error: unknown): string {
  const db = describeDatabaseError(error);
  const own = error instanceof Error ? error.message.split('\nparams:')[0]! : String(error);
  if (!db) return own;
  if (db.message) return db.message;
  // A refused login names the role or the database it refused, never a row.
  if (isDatabaseUnavailable(error)) {
    const words = (databaseCause(error) as { message?: unknown } | undefined)?.message;
    return typeof words === 'string' ? words : own;
  }
  const names = [
    db.constraint && `constraint ${db.constraint}`,
    db.table && `table ${db.table}`,
    db.column && `column ${db.column}`,
  ];
  return ['the database refused a statement', ...names].filter(Boolean).join(', ');
}

/** `promise`, or a rejection after `ms` (the query itself is left to the database's own time limits). */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
