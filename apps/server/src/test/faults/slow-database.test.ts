import { createBookableListing } from '../../factories/payment-accounts.factory.ts';
import {
  bookingBody,
  reservationsOf,
  simulatedIntents,
} from '../../modules/bookings/bookings.test-helpers.ts';
import { scrapeMetrics } from '../../modules/metrics/metrics.test-helpers.ts';
import { useTestApp } from '../test-app.ts';
import { useWebBuild } from '../web-build.ts';
import { type LockHolder, onPostgres, openLockHolder } from './faults.test-helpers.ts';

/**
 * docs/requirements/operations.md#R-O2: a long lock on `reservations` (a slow migration, a stuck session) fills the pool
 * with bookings waiting on it. Readiness and metrics still answer (through the database's reserve),
 * readiness says why it is not ready, a public page kept in the page cache is still served, and the bookings
 * fail with 503 and Retry-After once their lock wait runs out, with no reservation and no charge left behind.
 * "Still answer" is shown by order, not by a stopwatch: each answer comes while every booking still waits.
 * PostgreSQL only: the fault is another session holding a lock, which PGlite's single connection cannot have.
 */
const TOKEN = 'faults-metrics-token-0123456789';
const RENDERER = `
export function configure() {}
export async function render(url) {
  return { kind: 'html', html: '<main><h1>Kept page ' + new URL(url).pathname + '</h1></main>', queries: [] };
}
`;

describe.skipIf(!onPostgres)('a long lock on reservations', () => {
  let listingId: number;
  let blocker: LockHolder;

  const web = useWebBuild({ renderer: RENDERER });
  const t = useTestApp(
    () => ({
      WEB_DIST_DIR: web.dist,
      METRICS_TOKEN: TOKEN,
      // Each booking waits 5 s on the lock: five of them hold every pool connection, the rest queue.
      DATABASE_LOCK_TIMEOUT_MS: '5000',
      DATABASE_CONNECT_TIMEOUT_MS: '10000',
    }),
    { serveWeb: true },
  );
  beforeAll(async () => {
    listingId = (await createBookableListing(t.db)).id;
    blocker = await openLockHolder(t);
  });
  afterAll(async () => {
    await blocker?.end();
  });

  it('keeps readiness, metrics and kept pages answering; bookings fail cleanly with nothing charged', async () => {
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200); // the home page, now kept

    await blocker.lock('reservations', 'ACCESS EXCLUSIVE');
    let settled = 0;
    const bookings = Array.from({ length: 8 }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/bookings',
          payload: bookingBody(listingId, { email_address: `guest${i}@example.com` }),
        })
        .finally(() => settled++),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.database.poolStats!().waiting).toBeGreaterThan(0);

    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'saturated' });
    expect(ready.json().reason).toMatch(/database connections are busy/);

    const metrics = await scrapeMetrics(t.app, TOKEN);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('innkeep_http_requests_total');
    expect(metrics.body).toMatch(/innkeep_db_pool_connections\{state="waiting"\} [1-9]/);

    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kept page /');
    // All three answered while every booking still waited on the lock: none of them queued behind the pool.
    expect(settled).toBe(0);

    const answers = await Promise.all(bookings);
    await blocker.release();
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(await reservationsOf(t, listingId)).toEqual([]);
    expect(await simulatedIntents(t)).toEqual([]);

    // Once the lock is gone the instance is ready and books again.
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(listingId),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('answers /metrics with the request counters and stale database figures when those cannot be read', async () => {
    await blocker.lock('mail_outbox', 'ACCESS EXCLUSIVE');
    try {
      // The lock is held until `finally`: an answer at all shows the scrape did not wait for it.
      const metrics = await scrapeMetrics(t.app, TOKEN);
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('innkeep_http_requests_total');
      expect(metrics.body).toContain('innkeep_db_figures_stale 1');
    } finally {
      await blocker.release();
    }
    const fresh = await scrapeMetrics(t.app, TOKEN);
    expect(fresh.body).toContain('innkeep_db_figures_stale 0');
  });
});
