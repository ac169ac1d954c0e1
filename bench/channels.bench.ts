/**
 * `npm run bench -- channels [--events 5000] [--runs 3] [--pg-url postgres://…/postgres]`
 *
 * The first sync of a big channel calendar (docs/requirements/channels.md#R-CH3): the server is built in this process (as the
 * tests build it), a local HTTP server serves an Airbnb-shaped feed of N events, and a host adds it. Each
 * run prints the first sync's time (Add until the feed row says it synced, all blocks written), the event
 * loop's largest delay during it (perf_hooks monitorEventLoopDelay, 10 ms resolution) and the slowest
 * `/api/health` answer asked every 50 ms meanwhile. The first run also starts the parser's worker thread.
 * Targets: first sync under 2 s, event loop never blocked more than 50 ms. Nothing fails on timing.
 * PGlite in memory by default; `--pg-url` runs on PostgreSQL (a database innkeep_bench_channels).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { calendarBlocks, channelCalendars } from '../apps/server/src/db/schema/channels.ts';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { largeFeed, startFeedServer } from '../apps/server/src/modules/channels/channels.test-helpers.ts';
import { benchOption } from './bench-options.ts';
import { startInProcessApp } from './in-process-app.ts';

const events = Number(benchOption('events', '5000'));
const runs = Number(benchOption('runs', '3'));
const { app, db, database, close } = await startInProcessApp({
  dbName: 'innkeep_bench_channels',
  pgAdminUrl: benchOption('pg-url', ''),
  // Add answers at once; the first sync is the job's, as for any big feed.
  env: { ICAL_ADD_WAIT_MS: '0' },
});
const host = await createUser(db, { email: `bench-channels-${Date.now()}@example.com` });
const headers = { authorization: `Bearer ${await issueSession(db, host.id, 'bench')}` };
const feeds = await startFeedServer();
const body = largeFeed(todayIso(), events);
feeds.on('/big.ics', (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
  res.end(body);
});

console.log(
  `Channel first sync: ${events} events, ${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB, ${database.kind}, Node ${process.version}`,
);
for (let run = 1; run <= runs; run++) {
  const listing = await createListing(db, host.id, { externalListingName: `Bench ${run}` });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let slowestHealth = 0;
  let stop = false;
  const health = (async () => {
    while (!stop) {
      const t = performance.now();
      await app.inject({ url: '/api/health' });
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  lag.enable();
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/channels',
    headers,
    payload: { listing_id: listing.id, name: 'Airbnb', url: feeds.url('/big.ics') },
  });
  const addMs = performance.now() - started;
  const feedId = res.json().data.id as number;
  for (;;) {
    const [row] = await db.select().from(channelCalendars).where(eq(channelCalendars.id, feedId));
    if (row?.lastSyncedAt) {
      if (row.lastError) throw new Error(`sync failed: ${row.lastError}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const syncMs = performance.now() - started;
  lag.disable();
  stop = true;
  await health;
  const blocks = await db.$count(calendarBlocks, eq(calendarBlocks.listingId, listing.id));
  console.log(
    [
      `run ${run}${run === 1 ? ' (starts the worker)' : ''}:`,
      `first sync ${Math.round(syncMs)} ms (target < 2000)`,
      `Add answered in ${Math.round(addMs)} ms`,
      `event loop max lag ${(lag.max / 1e6).toFixed(1)} ms (target <= 50), p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms`,
      `slowest /api/health ${Math.round(slowestHealth)} ms`,
      `${blocks} blocks`,
    ].join(' | '),
  );
}
await feeds.close();
await close();
// The parser's worker is unref'd, but a pool or timer of the app may linger: the figures are printed.
process.exit(0);
