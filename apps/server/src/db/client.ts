import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * A reserve for readiness and metrics: on PostgreSQL a pool of its own with short limits, so they answer
   * while the main pool is full or waiting on locks; on PGlite the one connection.
   */
  probe: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string (fault tests open their own sessions beside the app's). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs `fn` while holding a session advisory lock named `name`, or skips it (undefined)
   * when another instance holds it. Exclusive jobs run through it.
   */
  runAlone?<T>(name: string, fn: () => Promise<T>): Promise<T | undefined>;
  /** PostgreSQL only: the connection pool's clients in all, idle, and requests waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: a tarball of the data directory, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** Any constant: serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 72_616_001;
/** The page cache's triggers on its allow-list of tables (migration 0037, decision record 0096); safe to run again. */
const WATCH_PAGE_TABLES = 'SELECT watch_page_tables()';
/** The first key of every named lock (`runAlone`); the second is the name's hash. */
const NAMED_LOCKS = 72_616_002;

/**
 * Time limits on PostgreSQL (docs/requirements/operations.md#R-O2): a request waits at most `connectMs` for a pool connection, a statement
 * runs at most `statementMs` and waits at most `lockMs` for a lock, so a slow or locked database fails requests
 * with 503 instead of piling them up. Migrations get `migrationMs` for both (an index build may take minutes).
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
  migrationMs: number;
}
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  lockMs: 5_000,
  migrationMs: 900_000,
};
/** The reserve's limits: readiness and metrics answer within about a second whatever the main pool does. */
const RESERVE = { size: 2, connectMs: 1_000, statementMs: 1_000, lockMs: 500 };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: Partial<DatabaseTimeouts> }
  | {
      kind: 'pglite';
      dataDir?: string /* none: in memory */;
      /** A tarball from `dumpDataDir()` to start from (tests clone a migrated database this way). */
      loadDataDir?: Blob;
    };

/**
 * A connection's `error` event (the server ended the session: a restart, a failover, pg_terminate_backend)
 * must never go unheard: node-postgres emits it on the client, and pg-pool listens only while the client is
 * idle, so a client checked out (mid-transaction, or `runAlone`'s lock holder) would take the process down.
 * The query in flight reports the loss itself; the pool drops the dead client when it comes back.
 */
function hearConnectionLoss(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it.
  });
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    keepAlive: true,
  });
  hearConnectionLoss(pool);
  // Connections of their own for /api/ready and /metrics, opened on first use.
  const reserve = new pg.Pool({
    connectionString: options.url,
    max: RESERVE.size,
    connectionTimeoutMillis: RESERVE.connectMs,
    statement_timeout: RESERVE.statementMs,
    lock_timeout: RESERVE.lockMs,
    keepAlive: true,
  });
  hearConnectionLoss(reserve);
  // The session that holds `runAlone`'s locks, apart from the pool: as many rounds as the pool is large, each
  // holding a pool connection for its lock while it waits for another, would stall every job and request.
  const locks = new pg.Pool({
    connectionString: options.url,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    keepAlive: true,
  });
  hearConnectionLoss(locks);
  const running = new Set<string>();
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    probe: drizzlePg({ client: reserve }) as unknown as Db,
    kind: 'postgres',
    url: options.url,
    async migrate() {
      // A session of its own with the migrations' longer limits, closed afterwards.
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.migrationMs,
        lock_timeout: timeouts.migrationMs,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await client.query(WATCH_PAGE_TABLES);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await Promise.all([pool.end(), reserve.end(), locks.end()]);
    },
    async runAlone(name, fn) {
      // One process runs a name once at a time; the session lock keeps the other instances out.
      if (running.has(name)) return undefined;
      running.add(name);
      try {
        const { rows } = await locks.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
          [NAMED_LOCKS, name],
        );
        if (!rows[0]?.locked) return undefined;
        const outcome = await fn().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        // A session lost meanwhile let the lock go (another instance may have run too): the round failed.
        const { rows: unlocked } = await locks.query<{ held: boolean }>(
          'SELECT pg_advisory_unlock($1, hashtext($2)) AS held',
          [NAMED_LOCKS, name],
        );
        if ('error' in outcome) throw outcome.error;
        if (!unlocked[0]?.held) throw new Error(`the lock "${name}" was lost with its session`);
        return outcome.value;
      } finally {
        running.delete(name);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options);
  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    probe: db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await client.query(WATCH_PAGE_TABLES);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The `when` of the newest migration this build ships (drizzle records it as `created_at` once applied). */
let newestShipped: Promise<number> | undefined;
const newestMigration = () => {
  newestShipped ??= readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8').then((text) =>
    Math.max(...(JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when)),
  );
  return newestShipped;
};

/**
 * The database schema against this build: `ok` (the same), `pending` (migrations of this build not applied yet)
 * or `newer` (a newer release migrated it: this instance is outdated and must not write the old way).
 */
export type SchemaState = 'ok' | 'pending' | 'newer';

export async function schemaState(db: Db): Promise<SchemaState> {
  const result = await db
    .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    .catch((error: unknown) => {
      if (sqlState(error) === '42P01' || sqlState(error) === '3F000') return null; // never migrated
      throw error;
    });
  type Row = { newest: string | number | null };
  const rows = (Array.isArray(result) ? result : ((result as { rows?: Row[] } | null)?.rows ?? [])) as Row[];
  const newest = rows[0]?.newest;
  if (newest === null || newest === undefined) return 'pending';
  const shipped = await newestMigration();
  return Number(newest) > shipped ? 'newer' : Number(newest) < shipped ? 'pending' : 'ok';
}

/** The SQLSTATE of a database error, which drizzle wraps in `cause`. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    // Five characters, but not a socket's errno (EPIPE, EPERM): no SQLSTATE class starts with E.
    if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  deadlock: '40P01',
  serializationFailure: '40001',
} as const;

/** Runs `write`; when a unique index refuses it (a concurrent copy won), throws `refusal()` instead. */
export async function refuseDuplicate<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw refusal();
    throw error;
  }
}
