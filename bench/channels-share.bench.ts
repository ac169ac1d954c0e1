/**
 * `npm run bench -- channels-share [--runs 5] [--series 300] [--pg-url postgres://…/postgres]`
 *
 * One host's runaway feed cannot stall another host's sync (decision 0057): host A's feed holds `series`
 * recurring events with `RRULE:FREQ=SECONDLY` from 2020 (the attack probe's feed); host B's feed has one
 * booking. Each run starts A's Sync now, then B's while A's is being read, and prints how long B's took
 * (target under 2 s), whether B's synced, and how A's was refused and after how long. The parser's workers are
 * started before the runs (their start is a one-off of a new process, not of a sync). Nothing fails on timing.
 * PGlite in memory by default; `--pg-url` runs on PostgreSQL (a database innkeep_bench_channels_share).
 */
import { addDays, todayIso } from '@innkeep/contract/dates';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { startFeedServer } from '../apps/server/src/modules/channels/channels.test-helpers.ts';
import { benchOption } from './bench-options.ts';
import { startInProcessApp } from './in-process-app.ts';

const runs = Number(benchOption('runs', '5'));
const series = Number(benchOption('series', '300'));

const today = todayIso();
const ymd = (date: string) => date.replaceAll('-', '');
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
const booking = (uid: string, inDays: number) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${ymd(addDays(today, inDays))}`,
    'DURATION:P2D',
    'SUMMARY:Reserved',
    'END:VEVENT',
  ].join('\r\n');
const runaway = calendar(
  ...Array.from({ length: series }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:runaway-${i}`,
      'DTSTART:20200101T000000Z',
      'DURATION:PT1S',
      'RRULE:FREQ=SECONDLY',
      'END:VEVENT',
    ].join('\r\n'),
  ),
);

const { app, db, database, close } = await startInProcessApp({
  dbName: 'innkeep_bench_channels_share',
  pgAdminUrl: benchOption('pg-url', ''),
  env: { MAIL_TRANSPORT: 'outbox', ICAL_ADD_WAIT_MS: '30000' },
});
const feeds = await startFeedServer();

/** A host with a listing and one feed (added while it serves an empty calendar); returns its Sync now. */
async function hostWithFeed(name: string) {
  const host = await createUser(db, { email: `bench-share-${name}-${Date.now()}@example.com` });
  const headers = { authorization: `Bearer ${await issueSession(db, host.id, 'bench')}` };
  const listing = await createListing(db, host.id, { externalListingName: `Bench ${name}` });
  const feedPath = `/${name}.ics`;
  feeds.ics(feedPath, calendar());
  const added = await app.inject({
    method: 'POST',
    url: '/api/channels',
    headers,
    payload: { listing_id: listing.id, name: 'Channel', url: feeds.url(feedPath) },
  });
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const id = added.json().data.id as number;
  return {
    serve: (body: string) => feeds.ics(feedPath, body),
    sync: async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: `/api/channels/${id}/sync`, headers });
      return { ms: performance.now() - started, body: res.json() };
    },
  };
}

const a = await hostWithFeed('runaway');
const b = await hostWithFeed('honest');
// Both workers started and loaded: two hosts' first reads run side by side.
await Promise.all([a.sync(), b.sync()]);
a.serve(runaway);

console.log(
  `Another host's sync beside a runaway feed: ${series} FREQ=SECONDLY series (${(Buffer.byteLength(runaway) / 1e3).toFixed(0)} kB), ${database.kind}, Node ${process.version}`,
);
const figures: number[] = [];
for (let run = 1; run <= runs; run++) {
  b.serve(calendar(booking(`honest-${run}`, 3 + run * 3)));
  const bad = a.sync();
  // B asks while A's feed is being read.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const good = await b.sync();
  const refused = await bad;
  figures.push(good.ms);
  console.log(
    [
      `run ${run}:`,
      `other host's sync ${Math.round(good.ms)} ms (target < 2000), ok ${good.body.outcome?.ok}, added ${good.body.outcome?.added}`,
      `runaway ${refused.body.outcome?.ok ? 'READ (not refused)' : 'refused'} after ${Math.round(refused.ms)} ms: ${refused.body.data?.last_error}`,
    ].join(' | '),
  );
}
const sorted = [...figures].sort((x, y) => x - y);
console.log(
  `other host's sync: median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms over ${runs} runs`,
);
await feeds.close();
await close();
process.exit(0);
