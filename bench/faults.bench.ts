/**
 * `npm run bench -- faults [--pg-url postgres://…/postgres] [--port P] [--db-name D] [--seconds S]
 *   [--only sessions|lock|mail|storage]`
 *
 * Two server processes on one PostgreSQL database (ports P and P+1), under traffic from guests booking one
 * night each about twice a second (Idempotency-Key, retried on the other instance after a 503 or a cut
 * connection), visitors reading stay pages and search, and (storage) a host saving listings with a photo.
 * In the middle of each phase one fault for a few seconds:
 * - `sessions`: every app session on the database terminated (pg_terminate_backend), three times, 2 s apart;
 * - `lock`: an ACCESS EXCLUSIVE lock held on `reservations` for 10 s;
 * - `mail`: the instances' mail relay accepts connections and never greets (from the start of the phase);
 * - `storage`: the S3 server (s3rver, on loopback) stopped for 8 s, then started again on the same data.
 * Each phase prints what clients saw by request kind, the bookings lost or doubled (clients told "booked" with
 * no paid stay; a guest with two paid stays or a stay charged twice) and charges kept for unpaid stays, the
 * recovery time (fault end to the first success of each kind that failed, and to both instances ready), and
 * the fault's own figure (hold-expiry freshness under black-holed mail, objects no row names after storage).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { toListingFormData } from '@innkeep/contract/listings-multipart';
import { publishableListing } from '@innkeep/contract/listings-test-values';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { connectHost } from '../apps/server/src/factories/payment-accounts.factory.ts';
import { createReservation } from '../apps/server/src/factories/reservations.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { databaseUrl, recreateDatabase, runStatement } from './bench-database.ts';
import { benchOption } from './bench-options.ts';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { audit, bookWithRetries, call, newTally, record, type Tally, timeUntil } from './faults-load.ts';

const pgAdminUrl = benchOption('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const port = Number(benchOption('port', '4117'));
const seconds = Number(benchOption('seconds', '24'));
const only = benchOption('only', 'all');
const dbName = benchOption('db-name', 'innkeep_bench_faults');
if (!/^[a-z0-9_]+$/.test(dbName)) throw new Error('--db-name takes lower-case letters, digits and _');
const dbUrl = databaseUrl(pgAdminUrl, dbName);
const bases = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
const TOKEN = 'bench-faults-metrics-token-0123456789';
const S3 = { bucket: 'innkeep-bench', port: port + 10, dir: `/tmp/innkeep-bench-faults-s3` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One statement on the bench's database, outside the server's pool. */
const admin = (statement: string, values: unknown[] = []) => runStatement(dbUrl, statement, values);

interface Phase {
  name: string;
  env?: Record<string, string>;
  /** Injects the fault (awaits its end); `began` is the phase's start. */
  inject(): Promise<void>;
  /** The fault's own figure, read after the traffic stopped. */
  figure?(): Promise<string>;
  photos?: boolean;
  listingId?: number;
}
const PHASE_NAMES = ['sessions', 'lock', 'mail', 'storage'];

function startS3() {
  const server = new S3rver({
    address: '127.0.0.1',
    port: S3.port,
    silent: true,
    directory: S3.dir,
    configureBuckets: [{ name: S3.bucket }],
  });
  return server.run().then(() => server);
}

async function runPhase(phase: Phase, db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const env = {
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    DEV_MAILBOX: 'off',
    JOBS: 'on',
    JOBS_INTERVAL_MS: '500',
    TRUST_PROXY: 'true',
    PAYMENTS_SIMULATOR: 'on',
    METRICS_TOKEN: TOKEN,
    INSTANCE_HEARTBEAT_MS: '1000',
    ...phase.env,
  };
  const servers: ChildProcess[] = [];
  for (const [i, base] of bases.entries()) {
    servers.push(
      await startBenchServer(Number(new URL(base).port), {
        ...env,
        DATA_DIR: `/tmp/innkeep-bench-faults-${i}`,
      }),
    );
  }
  const host = await createUser(db, { email: `faults-host-${phase.name}-${Date.now()}@example.com` });
  await connectHost(db, host.id, host.email);
  const listing = await createListing(db, host.id, {
    externalListingName: `Faults ${phase.name}`,
    refundableDamageDepositMinor: 0,
    minimumNights: 1,
    maximumNights: 90,
    smallestAllowedGap: 0,
  });
  const token = await issueSession(db, host.id, 'bench faults');
  phase.listingId = listing.id;
  const photo = await sharp({ create: { width: 1100, height: 700, channels: 3, background: '#3080c0' } })
    .png()
    .toBuffer();
  const tally: Tally = newTally();
  const prefix = `faults-${phase.name}-${Date.now()}-`;
  const began = performance.now();
  const at = () => performance.now() - began;
  let running = true;
  const inFlight: Promise<unknown>[] = [];
  let n = 0;
  const traffic = (async () => {
    while (running) {
      const i = n++;
      const body = {
        listing_id: listing.id,
        start_date: addDays(todayIso(), 5 + i),
        end_date: addDays(todayIso(), 6 + i),
        guests: 2,
        first_name: 'Fault',
        last_name: `Guest ${i}`,
        email_address: `${prefix}${i}@example.com`,
        phone_number: '351912345678',
        billing_address: '1 Bench Street',
        city: 'Lisbon',
        country: 'Portugal',
        zip_code: '1100-001',
        payment_method_id: 'pm_card_visa',
      };
      const address = `10.${PHASE_NAMES.indexOf(phase.name) + 1}.${(i >> 8) & 255}.${i & 255}`;
      inFlight.push(bookWithRetries(bases, body, `${prefix}${i}`, tally, began, address));
      const base = bases[i % 2]!;
      inFlight.push(call(`${base}/api/stays/${listing.id}`).then((o) => record(tally, 'stay page', o, at())));
      inFlight.push(call(`${base}/api/search?city=Lisbon`).then((o) => record(tally, 'search', o, at())));
      if (phase.photos && i % 2 === 0) {
        const file = new File([new Uint8Array(photo)], `p${i}.png`, { type: 'image/png' });
        const form = toListingFormData(
          publishableListing({
            external_listing_name: `Photo save ${i}`,
            images: [{ name: `p${i}.png`, size: photo.length, file }],
          }),
          { draft: true },
        );
        const save = { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form };
        inFlight.push(call(`${base}/api/listings`, save).then((o) => record(tally, 'photo save', o, at())));
      }
      await sleep(500);
    }
  })();
  await sleep((seconds * 1000) / 3);
  const faultStart = at();
  await phase.inject();
  const faultEnd = at();
  const ready = await timeUntil(async () =>
    (await Promise.all(bases.map((b) => call(`${b}/api/ready`, {}, 2000)))).every((o) => o === '200'),
  );
  await sleep(Math.max(0, seconds * 1000 - at()));
  running = false;
  await traffic;
  await Promise.all(inFlight);
  const figure = phase.figure ? await phase.figure() : '';
  for (const s of servers) await stopBenchServer(s);
  const a = await audit(db, prefix, tally.booked);

  console.log(
    `\n## ${phase.name}: fault from ${(faultStart / 1000).toFixed(1)} s to ${(faultEnd / 1000).toFixed(1)} s`,
  );
  for (const [kind, outcomes] of Object.entries(tally.seen)) {
    const text = Object.entries(outcomes)
      .sort()
      .map(([o, c]) => `${o}×${c}`)
      .join(' ');
    const back = tally.firstSuccessAfterFailure[kind];
    const failedLast = tally.lastFailureAt[kind];
    const recovery =
      failedLast === undefined
        ? 'never failed'
        : back === undefined
          ? 'its last answer in the phase was a failure'
          : back < faultEnd
            ? 'answered again before the fault ended'
            : `back ${((back - faultEnd) / 1000).toFixed(1)} s after the fault ended`;
    console.log(`  ${kind.padEnd(11)} ${text}  (${recovery})`);
  }
  console.log(
    `  bookings: ${n} guests, ${tally.booked.size} told booked, ${a.paid} paid stays; lost ${a.lost}, doubled ${a.doubled}, charges kept for unpaid stays ${a.strayCharges}`,
  );
  console.log(
    `  both instances ready ${ready === null ? 'not within 60 s' : `${(ready / 1000).toFixed(1)} s`} after the fault ended`,
  );
  if (figure) console.log(`  ${figure}`);
}

async function jobAge(job: string): Promise<number> {
  const text = await (
    await fetch(`${bases[0]}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`innkeep_job_last_success_timestamp_seconds{job="${job}"}`));
  const at = Number(line?.split(' ')[1] ?? 0);
  return at > 0 ? Date.now() / 1000 - at : Number.POSITIVE_INFINITY;
}

async function main() {
  await recreateDatabase(pgAdminUrl, dbName);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 3 });
  await database.migrate();
  const blackHole = createServer(() => {});
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  const relay = `smtp://127.0.0.1:${(blackHole.address() as { port: number }).port}?ignoreTLS=true`;
  await rm(S3.dir, { recursive: true, force: true });
  await mkdir(S3.dir, { recursive: true });
  let s3 = await startS3();
  let holdReleasedMs = Number.NaN;

  const phases: Phase[] = [
    {
      name: 'sessions',
      async inject() {
        for (let i = 0; i < 3; i++) {
          await admin(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          );
          await sleep(2000);
        }
      },
    },
    {
      name: 'lock',
      async inject() {
        const c = new pg.Client({ connectionString: dbUrl });
        await c.connect();
        await c.query('BEGIN');
        await c.query('LOCK TABLE reservations IN ACCESS EXCLUSIVE MODE');
        await sleep(10_000);
        await c.query('ROLLBACK');
        await c.end();
      },
    },
    {
      name: 'mail',
      env: { SMTP_URL: relay, MAIL_TRANSPORT: 'smtp' },
      async inject() {
        // The relay is black-holed all along: an approved stay's hold ends now; how long until it is released?
        const hold = await createReservation(database.db, this.listingId!, {
          startDate: addDays(todayIso(), 300),
          endDate: addDays(todayIso(), 302),
          statusId: 3,
          emailAddress: 'faults-hold@example.com',
          holdExpiresAt: new Date(),
        });
        holdReleasedMs =
          (await timeUntil(async () => {
            const { rows } = await admin('SELECT status_id FROM reservations WHERE id = $1', [hold.id]);
            return rows[0]?.status_id === 5;
          }, 120_000)) ?? Number.NaN;
      },
      figure: async () => {
        const pending = await admin(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`);
        const age = await jobAge('mail-delivery');
        return `a hold that ended at the fault's start was released after ${(holdReleasedMs / 1000).toFixed(1)} s (hold expiry runs every 60 s); ${pending.rows[0].n} mails pending behind the silent relay; mail delivery's last success ${Number.isFinite(age) ? `${age.toFixed(0)} s ago` : 'never'}`;
      },
    },
    {
      name: 'storage',
      photos: true,
      env: {
        S3_BUCKET: S3.bucket,
        S3_ENDPOINT: `http://127.0.0.1:${S3.port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      async inject() {
        await s3.close();
        await sleep(8000);
        s3 = await startS3();
      },
      figure: async () => {
        const { sweepOrphanedObjects } = await import('../apps/server/src/modules/uploads/uploads.sweep.ts');
        const { s3Storage } = await import('../apps/server/src/adapters/storage/s3.storage.ts');
        const store = s3Storage({
          bucket: S3.bucket,
          endpoint: `http://127.0.0.1:${S3.port}`,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
        });
        let objects = 0;
        for await (const _ of store.list('listings/')) objects++;
        const later = new Date(Date.now() + 2 * 24 * 3600_000);
        const swept = await sweepOrphanedObjects(database.db, store, { now: later });
        return `${objects} objects stored; ${swept.removed.length} named by no row (removed by the sweep)`;
      },
    },
  ];
  for (const phase of phases) if (only === 'all' || only === phase.name) await runPhase(phase, database.db);
  await s3.close();
  blackHole.close();
  await database.close();
}

await main();
process.exit(0);
