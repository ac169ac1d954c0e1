import pg from 'pg';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { type TestApp, withTestApp } from '../test-app.ts';
import { databaseUrl, onPostgres } from './faults.test-helpers.ts';

/**
 * docs/requirements/operations.md#R-O1: a database that refuses the app's sessions (a login refused, the database
 * gone or closed to connections) fails requests with 503 and a retry hint, like a restart, never with a 500.
 * PostgreSQL only: the refusals are the server's own. Each case reads the SQLSTATE PostgreSQL really sends.
 */
describe.skipIf(!onPostgres)('a database that refuses the sessions', () => {
  /** On the server's maintenance database: a database cannot be dropped or closed from a session of its own. */
  let server: pg.Client;
  beforeAll(async () => {
    server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
  });
  afterAll(async () => {
    await server?.end();
  });

  const databaseOf = (t: TestApp) => new URL(databaseUrl(t)).pathname.slice(1);
  /** What the pool's next session meets: a login as `url` names it, by SQLSTATE. */
  const loginState = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    return client.connect().then(
      async () => {
        await client.end();
        return 'connected';
      },
      (error: { code?: string }) => error.code,
    );
  };
  const listingOn = async (t: TestApp) => (await createListing(t.db, (await createUser(t.db)).id)).id;
  /** Ends every session of `where` but this test's own, as a restart would: the pool must open new ones. */
  const endSessions = async (where: string, value: string) => {
    await server.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${where} = $1 AND pid <> pg_backend_pid()`,
      [value],
    );
    // The pool hears of its ended sessions and drops them.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  const expectUnavailable = (res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  };

  it('a dropped database (3D000) answers 503, not 500', async () => {
    await withTestApp({}, async (t) => {
      const listingId = await listingOn(t);
      expect((await t.app.inject({ url: `/api/stays/${listingId}` })).statusCode).toBe(200);
      await server.query(`DROP DATABASE "${databaseOf(t)}" WITH (FORCE)`);
      expect(await loginState(databaseUrl(t))).toBe('3D000');
      expectUnavailable(await t.app.inject({ url: `/api/stays/${listingId}` }));
    });
  });

  it('a database closed to connections (55000 at login) answers 503, and serves again once open', async () => {
    await withTestApp({}, async (t) => {
      const listingId = await listingOn(t);
      const name = databaseOf(t);
      await server.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      try {
        await endSessions('datname', name);
        expect(await loginState(databaseUrl(t))).toBe('55000');
        expectUnavailable(await t.app.inject({ url: `/api/stays/${listingId}` }));
      } finally {
        await server.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      }
      expect((await t.app.inject({ url: `/api/stays/${listingId}` })).statusCode).toBe(200);
    });
  });

  it('a role refused at login (28000) answers 503, not 500', async () => {
    await withTestApp({}, async (t) => {
      const listingId = await listingOn(t);
      // An app of its own that logs in as a role of its own; it reaches the tables as a member of their owner.
      // (Logins here are trusted, so a wrong password, 28P01, cannot be provoked; a refused role is the same class.)
      const role = `innkeep_t_role_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const owner = new URL(databaseUrl(t)).username;
      await server.query(`CREATE ROLE "${role}" LOGIN IN ROLE "${owner}"`);
      const url = new URL(databaseUrl(t));
      url.username = role;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      const app = await buildApp({ env: t.env, database });
      try {
        await app.ready();
        expect((await app.inject({ url: `/api/stays/${listingId}` })).statusCode).toBe(200);
        await server.query(`ALTER ROLE "${role}" NOLOGIN`);
        await endSessions('usename', role);
        expect(await loginState(url.toString())).toBe('28000');
        expectUnavailable(await app.inject({ url: `/api/stays/${listingId}` }));
      } finally {
        await app.close();
        await database.close();
        await endSessions('usename', role);
        await server.query(`DROP ROLE IF EXISTS "${role}"`);
      }
    });
  });
});
