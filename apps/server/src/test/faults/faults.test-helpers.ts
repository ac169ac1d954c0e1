import pg from 'pg';
import type { Database } from '../../db/client.ts';

/** Most faults need PostgreSQL: sessions of their own beside the app's, which PGlite's one connection cannot have. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/** The URL of the test app's PostgreSQL database. */
export function databaseUrl(t: { database: Pick<Database, 'url'> }): string {
  const url = t.database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  return url;
}

/** Until `check` holds, asked every 100 ms, for at most `ms`. */
export async function until(
  check: () => Promise<boolean>,
  ms = 20_000,
  failure = 'the condition did not come true',
) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure);
}

/** Whether a session of the database waits on a lock: a request that a lock the test holds has stopped. */
export async function someoneWaitsOnLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows.length > 0;
}

/**
 * A session of its own on the test app's database that takes a table lock and keeps it until `release`, as a slow
 * migration or a stuck session would: the app's requests that need the table wait on it.
 */
export async function openLockHolder(t: { database: Pick<Database, 'url'> }) {
  const client = new pg.Client({ connectionString: databaseUrl(t) });
  await client.connect();
  return {
    client,
    async lock(table: string, mode: 'SHARE ROW EXCLUSIVE' | 'ACCESS EXCLUSIVE') {
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${table} IN ${mode} MODE`);
    },
    async release() {
      await client.query('ROLLBACK');
    },
    /** Its backend's process id, to spare it when the test ends the app's sessions. */
    pid: async () => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
    end: () => client.end(),
  };
}
export type LockHolder = Awaited<ReturnType<typeof openLockHolder>>;
