import pg from 'pg';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { deferred } from '../deferred.ts';
import { useTestApp } from '../test-app.ts';
import { databaseUrl, onPostgres, openLockHolder, someoneWaitsOnLock, until } from './faults.test-helpers.ts';

/**
 * docs/requirements/operations.md#R-O1: a database restart or failover (FATAL 57P01 on every session) must fail the requests
 * it cuts with 503 and a retry hint, never kill the process; the pool replaces the lost connections.
 * PostgreSQL only: PGlite runs in the process and has no sessions to terminate.
 */
describe.skipIf(!onPostgres)('a database restart under load', () => {
  let admin: pg.Client;
  let listingId: number;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  const t = useTestApp();
  beforeAll(async () => {
    const host = await createUser(t.db);
    listingId = (await createListing(t.db, host.id)).id;
    admin = new pg.Client({ connectionString: databaseUrl(t) });
    await admin.connect();
    process.on('uncaughtException', recordCrash);
  });
  afterAll(async () => {
    process.off('uncaughtException', recordCrash);
    await admin?.end();
  });

  /** Every session of the app on its database, as `pg_ctl restart` or a failover ends them. */
  async function terminateAppSessions(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    return rows.length;
  }

  it('keeps the process alive when a transaction and the job lock client lose their sessions', async () => {
    const transactionWaits = deferred();
    const jobWaits = deferred();
    const transactionOpen = deferred();
    const jobOpen = deferred();

    // A transaction between two statements, and an exclusive job holding its advisory-lock client.
    const transaction = t.db
      .transaction(async (tx) => {
        await tx.execute('select 1');
        transactionOpen.resolve();
        await transactionWaits.promise;
        await tx.execute('select 2');
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    const job = t.database.runAlone!('faults-test', async () => {
      jobOpen.resolve();
      await jobWaits.promise;
      return 1;
    }).then(
      () => 'done',
      () => 'failed',
    );
    await Promise.all([transactionOpen.promise, jobOpen.promise]);

    expect(await terminateAppSessions()).toBeGreaterThanOrEqual(2);
    // Give the sockets' FATAL and close events time to arrive while both clients are checked out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    transactionWaits.resolve();
    jobWaits.resolve();
    expect(await transaction).toBe('failed');
    expect(await job).toBe('failed');
    expect(crashes).toEqual([]);

    // The instance serves again at once: the pool opens new sessions, and the job's lock was freed with its session.
    expect((await t.app.inject({ url: `/api/stays/${listingId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect(await t.database.runAlone!('faults-test', async () => 7)).toBe(7);
  });

  it('answers a request whose session is cut with 503 and Retry-After, then serves the retry', async () => {
    // Hold the request inside the database (waiting on a lock) so that its session is the one that ends.
    const blocker = await openLockHolder(t);
    await blocker.lock('listings', 'ACCESS EXCLUSIVE');
    const pending = t.app.inject({ url: `/api/stays/${listingId}` });
    await waitForLockWaiter();
    const blockerPid = await blocker.pid();
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), $1)`,
      [blockerPid],
    );
    for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const res = await pending;
    await blocker.release();
    await blocker.end();

    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(crashes).toEqual([]);
    expect((await t.app.inject({ url: `/api/stays/${listingId}` })).statusCode).toBe(200);
  });

  it('frees the Idempotency-Key of a booking whose session was cut: the retry books at once', async () => {
    const { createBookableListing } = await import('../../factories/payment-accounts.factory.ts');
    const { bookingBody, reservationsOf } = await import('../../modules/bookings/bookings.test-helpers.ts');
    const listing = await createBookableListing(t.db, { refundableDamageDepositMinor: 0 });
    // Idle pool connections beside the booking's: the restart ends them all at once.
    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ url: `/api/stays/${listing.id}` })));
    const blocker = await openLockHolder(t);
    await blocker.lock('reservations', 'SHARE ROW EXCLUSIVE');
    const body = bookingBody(listing.id);
    const headers = { 'idempotency-key': 'cut-booking-1' };
    const pending = t.app.inject({ method: 'POST', url: '/api/bookings', payload: body, headers });
    await waitForLockWaiter();
    const blockerPid = await blocker.pid();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), $1)`,
      [blockerPid],
    );
    const cut = await pending;
    await blocker.release();
    await blocker.end();
    expect(cut.statusCode).toBe(503);

    const retry = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: body, headers });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await reservationsOf(t, listing.id)).toHaveLength(1);
    expect(crashes).toEqual([]);
  });

  const waitForLockWaiter = () =>
    until(() => someoneWaitsOnLock(admin), 5_000, 'the request never waited on the lock');
});
