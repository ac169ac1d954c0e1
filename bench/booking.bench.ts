/**
 * `npm run bench -- booking [--attempts N] [--pg-url postgres://…/postgres] [--port P] [--only same|different|kill]`
 *
 * Books through the real server (its own process, PostgreSQL, the payment simulator) with N concurrent
 * `POST /api/bookings`, and afterwards reads the database to count what really happened:
 * - `same`: N attempts at the same dates of one listing. Expected: exactly 1 success.
 * - `different`: N attempts at N different nights of one listing. Expected: N successes.
 * - `kill`: N attempts at different nights; the server is killed with SIGKILL in the middle and started
 *   again; the reconciliation job finishes or undoes what was in flight. Expected: 0 overlaps, and every
 *   charge the provider made belongs to a paid reservation or has been refunded.
 * Each run prints successes, failures, overlaps found afterwards, charges made and the time taken.
 */
import type { ChildProcess } from 'node:child_process';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';
import { startBenchServer, stopBenchServer } from './bench-server.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const attempts = Number(opt('attempts', '500'));
const only = opt('only', 'all');
const pgAdminUrl = opt('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const port = Number(opt('port', '4107'));
const base = `http://127.0.0.1:${port}`;
const dbUrl = (() => {
  const url = new URL(pgAdminUrl);
  url.pathname = '/innkeep_bench_booking';
  return url.toString();
})();
const log = (line: string) => console.log(line);

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: pgAdminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

const startServer = () =>
  startBenchServer(port, {
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    DATA_DIR: '/tmp/innkeep-bench-booking',
    DEV_MAILBOX: 'off',
    // Reconciliation must run: it finishes what a killed server left in flight.
    JOBS: 'on',
    JOBS_INTERVAL_MS: '500',
    // Each simulated guest comes from its own address (X-Forwarded-For), as real guests do.
    TRUST_PROXY: 'true',
  });

/** A host and a listing with no stay rules in the way (1–90 nights, no gap rule) and no deposit. */
async function createBenchListing(db: Database['db'], name: string) {
  const host = await createUser(db, { email: `bench-host-${name}-${Date.now()}@example.com` });
  return createListing(db, host.id, {
    externalListingName: `Bench ${name}`,
    refundableDamageDepositMinor: 0,
    minimumNights: 1,
    maximumNights: 90,
    smallestAllowedGap: 0,
    personCapacity: 4,
  });
}

interface Outcome {
  status: number;
  ms: number;
}

async function book(listingId: number, start: string, end: string, n: number): Promise<Outcome> {
  const began = performance.now();
  try {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        listing_id: listingId,
        start_date: start,
        end_date: end,
        guests: 2,
        first_name: 'Bench',
        last_name: `Guest ${n}`,
        email_address: `bench-guest-${n}@example.com`,
        phone_number: '351912345678',
        promotional_emails: 0,
        billing_address: '1 Bench Street',
        city: 'Lisbon',
        country: 'Portugal',
        zip_code: '1100-001',
        payment_method_id: 'pm_card_visa',
      }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - began };
  } catch {
    return { status: 0, ms: performance.now() - began };
  }
}

/** What the database says afterwards about one listing. */
async function audit(db: Database['db'], listingId: number) {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0]?.n);
  };
  const overlaps = await one(sql`
    select count(*) as n from reservations a join reservations b
      on a.listing_id = b.listing_id and a.id < b.id and a.stay && b.stay
    where a.listing_id = ${listingId} and a.status_id in (3, 4, 6) and b.status_id in (3, 4, 6)`);
  const paid = await one(
    sql`select count(*) as n from reservations where listing_id = ${listingId} and status_id = 6`,
  );
  // Charges as the provider saw them: succeeded stay payments of this listing's reservations.
  const charges = await one(sql`
    select count(*) as n from payments p join reservations r on r.id = p.reservation_id
    where r.listing_id = ${listingId} and p.kind = 'stay' and p.status = 'succeeded'`);
  // A charge must belong to a paid reservation, or have been refunded in full.
  const strayCharges = await one(sql`
    select count(*) as n from payments p join reservations r on r.id = p.reservation_id
    where r.listing_id = ${listingId} and p.kind = 'stay' and p.status = 'succeeded'
      and r.status_id <> 6 and p.refunded_minor < p.amount_minor`);
  const open = await one(sql`
    select count(*) as n from payments p join reservations r on r.id = p.reservation_id
    where r.listing_id = ${listingId} and p.status in ('created', 'requires_action', 'processing')`);
  return { overlaps, paid, charges, strayCharges, open };
}

function summarise(label: string, outcomes: Outcome[], ms: number, a: Awaited<ReturnType<typeof audit>>) {
  const byStatus = new Map<number, number>();
  for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const successes = byStatus.get(201) ?? 0;
  const statuses = [...byStatus.entries()]
    .sort(([x], [y]) => x - y)
    .map(([s, n]) => `${s === 0 ? 'no answer' : s}×${n}`)
    .join(' ');
  const sorted = outcomes.map((o) => o.ms).sort((x, y) => x - y);
  const p = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  log(`\n${label}`);
  log(
    `  attempts ${outcomes.length}: successes ${successes}, failures ${outcomes.length - successes} (${statuses})`,
  );
  log(
    `  afterwards: paid reservations ${a.paid}, overlaps ${a.overlaps}, charges made ${a.charges}, charges without a paid stay and not refunded ${a.strayCharges}, payments still open ${a.open}`,
  );
  log(`  time ${Math.round(ms)} ms in all; per request p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`);
}

async function runSame(db: Database['db']) {
  const listing = await createBenchListing(db, 'same');
  const start = addDays(todayIso(), 30);
  const began = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, (_, n) => book(listing.id, start, addDays(start, 3), n)),
  );
  summarise(
    `${attempts} concurrent attempts at the same dates (expect 1 success)`,
    outcomes,
    performance.now() - began,
    await audit(db, listing.id),
  );
}

async function runDifferent(db: Database['db']) {
  const listing = await createBenchListing(db, 'different');
  const first = addDays(todayIso(), 1);
  const began = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, (_, n) => book(listing.id, addDays(first, n), addDays(first, n + 1), n)),
  );
  summarise(
    `${attempts} concurrent attempts at different dates (expect ${attempts} successes)`,
    outcomes,
    performance.now() - began,
    await audit(db, listing.id),
  );
}

async function runKill(db: Database['db'], server: ChildProcess): Promise<ChildProcess> {
  const listing = await createBenchListing(db, 'kill');
  const first = addDays(todayIso(), 1);
  const began = performance.now();
  const pending = Array.from({ length: attempts }, (_, n) =>
    book(listing.id, addDays(first, n), addDays(first, n + 1), n),
  );
  // Kill once roughly a third of the attempts have been answered, so some are mid-flight.
  let answered = 0;
  for (const p of pending) void p.then(() => answered++);
  while (answered < attempts / 3 && server.exitCode === null) await new Promise((r) => setTimeout(r, 5));
  const answeredBeforeKill = answered;
  await stopBenchServer(server, 'SIGKILL');
  log(`\n  killed the server with SIGKILL after ${answeredBeforeKill} of ${attempts} answers`);
  const outcomes = await Promise.all(pending);
  const restarted = await startServer();
  // Reconciliation looks at payments left open for a minute and at holds that ran out; wait until none is open.
  const deadline = Date.now() + 5 * 60_000;
  let a = await audit(db, listing.id);
  while (a.open > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    a = await audit(db, listing.id);
  }
  summarise(
    `${attempts} attempts at different dates with a SIGKILL in the middle (expect 0 overlaps and no stray charges)`,
    outcomes,
    performance.now() - began,
    a,
  );
  return restarted;
}

await admin('DROP DATABASE IF EXISTS innkeep_bench_booking WITH (FORCE)');
await admin('CREATE DATABASE innkeep_bench_booking');
let server = await startServer();
const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
try {
  if (only === 'all' || only === 'same') await runSame(database.db);
  if (only === 'all' || only === 'different') await runDifferent(database.db);
  if (only === 'all' || only === 'kill') server = await runKill(database.db, server);
} finally {
  await stopBenchServer(server);
  await database.close();
}
