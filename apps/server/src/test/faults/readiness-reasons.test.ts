import pg from 'pg';
import { useTestApp } from '../test-app.ts';
import { databaseUrl, type LockHolder, onPostgres, openLockHolder } from './faults.test-helpers.ts';

/**
 * docs/requirements/operations.md#R-O3: a readiness check that fails says why as it happened. A database that
 * refuses the check (a lock, closed to connections) is not one that "did not answer within 1500 ms": the
 * operator would look at the network instead of the lock or the login. PostgreSQL only: the faults are other
 * sessions and the server's own settings.
 */
describe.skipIf(!onPostgres)('readiness reasons', () => {
  let holder: LockHolder;
  /** On the server's maintenance database: a database cannot be closed from a session of its own. */
  let server: pg.Client;
  let name: string;
  let holderPid: number;
  const t = useTestApp();
  const allowConnections = (on: boolean) => server.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${on}`);
  beforeAll(async () => {
    holder = await openLockHolder(t);
    name = holder.client.database!;
    holderPid = await holder.pid();
    const url = new URL(databaseUrl(t));
    url.pathname = '/postgres';
    server = new pg.Client({ connectionString: url.toString() });
    await server.connect();
  });
  afterAll(async () => {
    await allowConnections(true).catch(() => {});
    await holder?.end();
    await server?.end();
  });

  const ready = async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    return { status: res.statusCode, body: res.json() };
  };

  it('names the lock timeout when the migrations table is locked, not a silence', async () => {
    await holder.lock('drizzle.__drizzle_migrations', 'ACCESS EXCLUSIVE');
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not ready', migrations: 'unknown' });
      expect(res.body.reason).toBe('the database answered the check with an error (SQLSTATE 55P03)');
    } finally {
      await holder.release();
    }
    expect((await ready()).status).toBe(200);
  });

  it('says the database refuses connections, at once, and is ready again once it takes them', async () => {
    await allowConnections(false);
    await server.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2',
      [name, holderPid],
    );
    // The pool hears of its ended sessions and drops them; the check then opens a new one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not ready', database: 'unreachable' });
      // The refusal's own code, so not the check's 1500 ms time limit: it answered at once.
      expect(res.body.reason).toBe('the database answered the check with an error (SQLSTATE 55000)');
    } finally {
      await allowConnections(true);
    }
    expect((await ready()).status).toBe(200);
  });
});
