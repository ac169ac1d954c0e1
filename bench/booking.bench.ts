/**
 * `npm run bench -- booking [--attempts N] [--pg-url postgres://…/postgres] [--port P] [--db-name D]
 *   [--only same|different|cancel|kill]`
 *
 * Books through the real server (its own process, PostgreSQL, the payment simulator) with N concurrent
 * `POST /api/bookings`, and afterwards reads the database to count what really happened:
 * - `same`: N attempts at the same dates of one listing. Expected: exactly 1 success.
 * - `different`: N attempts at N different nights of one listing. Expected: N successes.
 * - `cancel`: rounds of N/5 attempts at the same dates while the host cancels (with a full refund) each stay
 *   that gets paid, so freed nights are contested again; the last round has no cancellation. Expected: exactly
 *   one paid stay on every contested night at the end, never two at once, and no payment refunded beyond what
 *   was paid; every cancelled paid stay refunded in full.
 * - `kill`: N attempts at different nights; the server is killed with SIGKILL in the middle and started
 *   again; the reconciliation job finishes or undoes what was in flight. Expected: 0 overlaps, and every
 *   charge the provider made belongs to a paid reservation or has been refunded.
 * Each run prints successes, failures, overlaps found afterwards, charges made and the time taken.
 */
import type { ChildProcess } from 'node:child_process';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { connectHost } from '../apps/server/src/factories/payment-accounts.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { databaseUrl, recreateDatabase } from './bench-database.ts';
import { benchOption } from './bench-options.ts';
import { startBenchServer, stopBenchServer } from './bench-server.ts';

const attempts = Number(benchOption('attempts', '500'));
const only = benchOption('only', 'all');
const pgAdminUrl = benchOption('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const port = Number(benchOption('port', '4107'));
const base = `http://127.0.0.1:${port}`;
// Its own database name lets two people run the bench on one PostgreSQL at once.
const dbName = benchOption('db-name', 'innkeep_bench_booking');
if (!/^[a-z0-9_]+$/.test(dbName)) throw new Error('--db-name takes lower-case letters, digits and _');
const dbUrl = databaseUrl(pgAdminUrl, dbName);
const log = (line: string) => console.log(line);

const startServer = () =>
  startBenchServer(port, {
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    DATA_DIR: `/tmp/innkeep-bench-${dbName}`,
    DEV_MAILBOX: 'off',
    // Reconciliation must run: it finishes what a killed server left in flight.
    JOBS: 'on',
    JOBS_INTERVAL_MS: '500',
    // Each simulated guest comes from its own address (X-Forwarded-For), as real guests do, with its own
    // e-mail: the open-hold limits per address and e-mail (decision 0025) apply as in production.
    TRUST_PROXY: 'true',
    // Production mode takes cards only with Stripe or this opt-in; the bench runs on the simulator.
    PAYMENTS_SIMULATOR: 'on',
  });

/**
 * A host whose card payments are connected (Book now is offered only then) and a listing with no stay rules
 * in the way (1–90 nights, no gap rule) and no deposit.
 */
async function createBenchListing(db: Database['db'], name: string) {
  const host = await createUser(db, { email: `bench-host-${name}-${Date.now()}@example.com` });
  await connectHost(db, host.id, host.email);
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

async function book(listingId: number, start: string, end: string, n: number, prefix = 10): Promise<Outcome> {
  const began = performance.now();
  try {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        listing_id: listingId,
        start_date: start,
        end_date: end,
        guests: 2,
        first_name: 'Bench',
        last_name: `Guest ${n}`,
        email_address: `bench-guest-${prefix}-${n}@example.com`,
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

/** The host cancels a paid stay through the API (6 → 5), which refunds the guest in full. */
async function hostCancels(token: string, reservationId: number): Promise<number> {
  try {
    const res = await fetch(`${base}/api/reservations/change/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ reservation_id: reservationId, status_id: 5 }),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Money and nights of one listing after a contest with cancellations: what must never happen, counted. */
async function auditCancellations(db: Database['db'], listingId: number, first: string, nights: number) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const perNight = await rows<{ night: string; paid: string }>(sql`
    select n::date::text as night, count(r.id) as paid
    from generate_series(${first}::date, ${first}::date + ${nights - 1}::int, interval '1 day') n
    left join reservations r on r.listing_id = ${listingId} and r.status_id = 6 and r.stay @> n::date
    group by n order by n`);
  const [money] = await rows<{
    over: string;
    cancelled: string;
    not_refunded: string;
    refunds: string;
    refunded: string;
    pending: string;
  }>(sql`
    select
      count(*) filter (where p.refunded_minor > p.amount_minor) as over,
      count(*) filter (where r.status_id = 5 and p.status = 'succeeded') as cancelled,
      count(*) filter (where r.status_id = 5 and p.status = 'succeeded' and p.refunded_minor < p.amount_minor) as not_refunded,
      (select count(*) from refunds f join payments q on q.id = f.payment_id join reservations s on s.id = q.reservation_id
        where s.listing_id = ${listingId}) as refunds,
      coalesce(sum(p.refunded_minor), 0) as refunded,
      (select count(*) from refunds f join payments q on q.id = f.payment_id join reservations s on s.id = q.reservation_id
        where s.listing_id = ${listingId} and f.status = 'pending') as pending
    from payments p join reservations r on r.id = p.reservation_id
    where r.listing_id = ${listingId} and p.kind = 'stay'`);
  // Refund rows that would pay back more than their payment took, summed per payment.
  const [beyond] = await rows<{ n: string }>(sql`
    select count(*) as n from (
      select p.id from payments p join reservations r on r.id = p.reservation_id
      left join refunds f on f.payment_id = p.id and f.status in ('pending', 'succeeded')
      where r.listing_id = ${listingId}
      group by p.id, p.amount_minor having coalesce(sum(f.amount_minor), 0) > p.amount_minor) x`);
  return {
    nightsWithOnePaid: perNight.filter((n) => Number(n.paid) === 1).length,
    nightsWithTwoOrMore: perNight.filter((n) => Number(n.paid) > 1).length,
    refundedBeyondPayment: Number(money?.over ?? 0) + Number(beyond?.n ?? 0),
    cancelledPaid: Number(money?.cancelled ?? 0),
    cancelledNotRefunded: Number(money?.not_refunded ?? 0),
    refunds: Number(money?.refunds ?? 0),
    pendingRefunds: Number(money?.pending ?? 0),
  };
}

async function runCancel(db: Database['db']) {
  const listing = await createBenchListing(db, 'cancel');
  const token = await issueSession(db, listing.hostId, 'bench');
  const start = addDays(todayIso(), 60);
  const nights = 3;
  const rounds = 5;
  const perRound = Math.max(10, Math.floor(attempts / rounds));
  const began = performance.now();
  const outcomes: Outcome[] = [];
  const cancels = new Map<number, number>();
  let paidSeen = 0;
  for (let round = 0; round < rounds; round++) {
    const last = round === rounds - 1;
    let racing = true;
    // The host watches for the stay that got paid and cancels it at once, while the round's guests still race.
    const canceller = (async () => {
      const done = new Set<number>();
      while (racing && !last) {
        const paid = (await db.execute(
          sql`select id from reservations where listing_id = ${listing.id} and status_id = 6`,
        )) as unknown as { rows: { id: number }[] };
        for (const { id } of paid.rows) {
          if (done.has(id)) continue;
          done.add(id);
          paidSeen++;
          const status = await hostCancels(token, id);
          cancels.set(status, (cancels.get(status) ?? 0) + 1);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: perRound }, (_, n) =>
        book(listing.id, start, addDays(start, nights), round * perRound + n, 20 + round),
      ),
    );
    outcomes.push(...answers);
    // Let the canceller catch the round's winner, then stop it (the last round keeps its winner).
    await new Promise((r) => setTimeout(r, 300));
    racing = false;
    await canceller;
  }
  // Refunds run after each cancellation's commit; the reconciliation job repeats any left pending.
  const deadline = Date.now() + 3 * 60_000;
  let a = await auditCancellations(db, listing.id, start, nights);
  while ((a.pendingRefunds > 0 || a.cancelledNotRefunded > 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    a = await auditCancellations(db, listing.id, start, nights);
  }
  const basic = await audit(db, listing.id);
  summarise(
    `${rounds} rounds of ${perRound} attempts at the same ${nights} nights, the host cancelling with a full refund each stay paid in rounds 1–${rounds - 1} (expect exactly 1 paid stay per night at the end)`,
    outcomes,
    performance.now() - began,
    basic,
  );
  const cancelStatuses = [...cancels.entries()].map(([s, n]) => `${s}×${n}`).join(' ');
  log(
    `  cancellations: ${paidSeen} paid stays cancelled by the host (${cancelStatuses || 'none'}), refunds ${a.refunds}, still pending ${a.pendingRefunds}`,
  );
  log(
    `  nights with exactly 1 paid stay ${a.nightsWithOnePaid}/${nights}, with 2 or more ${a.nightsWithTwoOrMore}; payments refunded beyond what they took ${a.refundedBeyondPayment}; cancelled paid stays not refunded in full ${a.cancelledNotRefunded} of ${a.cancelledPaid}`,
  );
}

await recreateDatabase(pgAdminUrl, dbName);
let server = await startServer();
const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
try {
  if (only === 'all' || only === 'same') await runSame(database.db);
  if (only === 'all' || only === 'different') await runDifferent(database.db);
  if (only === 'all' || only === 'cancel') await runCancel(database.db);
  if (only === 'all' || only === 'kill') server = await runKill(database.db, server);
} finally {
  await stopBenchServer(server);
  await database.close();
}
