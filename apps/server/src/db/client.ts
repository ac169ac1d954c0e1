import { mkdir } from 'node:fs/promises';
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
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** Any constant: serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 72_616_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string /* none: in memory */;
      /** A tarball from `dumpDataDir()` to start from (tests clone a migrated database this way). */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries still report their own errors.
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
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
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The SQLSTATE of a database error, which drizzle wraps in `cause`. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
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
