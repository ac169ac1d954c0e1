/**
 * `npm run bench -- search [--engine postgres|pglite|both] [--listings N] [--per-listing R] [--per-city C]
 *   [--rates-per-listing K] [--duration S] [--connections C] [--runs R] [--fresh] [--pg-url postgres://…/postgres]
 *   [--port P] [--cpu-prof DIR]`
 *
 * Generates listings and reservations with the factories (bulk-copied in SQL, see search-data.ts),
 * prints the query plan of a typical search, then starts the real server in its own process and loads
 * `GET /api/search` with C concurrent clients (autocannon), printing p50/p95/p99 latency and requests
 * per second, and the CPU each request cost the server and PostgreSQL (median of R runs, default 3). Defaults: PostgreSQL with 100,000 listings and 1,000,000 reservations; PGlite with
 * 10,000 listings and 100,000 reservations. Data is kept between runs (`--fresh` regenerates).
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { applyReferenceData } from '../apps/server/src/db/reference-data.ts';
import { databaseUrl, recreateDatabase, runStatement } from './bench-database.ts';
import { benchFlag, benchOption } from './bench-options.ts';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { formatCpu, withCpu } from './cpu.ts';
import { benchCityCount, DEFAULT_LISTINGS_PER_CITY, generateSearchData } from './search-data.ts';
import { explainSearch } from './search-explain.ts';
import { load } from './search-load.ts';

const engine = benchOption('engine', 'both');
const duration = Number(benchOption('duration', '20'));
const connections = Number(benchOption('connections', '4'));
const perListing = Number(benchOption('per-listing', '10'));
const perCity = Number(benchOption('per-city', String(DEFAULT_LISTINGS_PER_CITY)));
// Nightly rate ranges per listing (docs/requirements/bookings.md#R-B5); 0 (the default) is the data of the benchmarks before rates.
const ratesPerListing = Number(benchOption('rates-per-listing', '0'));
const fresh = benchFlag('fresh');
const runs = Number(benchOption('runs', '3'));
/** `--cpu-prof DIR`: the server writes a V8 CPU profile there when it stops (a flame graph in DevTools). */
const profileDir = benchFlag('cpu-prof') ? benchOption('cpu-prof', '/tmp/innkeep-search-profile') : '';
const pgAdminUrl = benchOption('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const port = Number(benchOption('port', '4106'));
const log = (line: string) => console.log(line);

interface Target {
  kind: 'postgres' | 'pglite';
  listings: number;
  open(): Promise<Database>;
  /** Environment for the server process. */
  serverEnv: Record<string, string>;
  reset(): Promise<void>;
}

function postgresTarget(listings: number): Target {
  const url = databaseUrl(pgAdminUrl, 'innkeep_bench');
  return {
    kind: 'postgres',
    listings,
    async reset() {
      await recreateDatabase(pgAdminUrl, 'innkeep_bench');
    },
    async open() {
      const found = await runStatement(
        pgAdminUrl,
        "select 1 from pg_database where datname = 'innkeep_bench'",
      );
      if (found.rowCount !== 1) await runStatement(pgAdminUrl, 'CREATE DATABASE innkeep_bench');
      return openDatabase({ kind: 'postgres', url, poolSize: 4 });
    },
    serverEnv: {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: '/tmp/innkeep-bench-postgres',
    },
  };
}

function pgliteTarget(listings: number): Target {
  const dataDir = `/tmp/innkeep-bench-pglite-${listings}`;
  return {
    kind: 'pglite',
    listings,
    async reset() {
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
    },
    open: () => openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` }),
    serverEnv: { DATA_DIR: dataDir },
  };
}

/** Data of another size is dropped and regenerated; the same size is reused unless --fresh. */
async function prepare(target: Target, resetFirst = fresh): Promise<void> {
  if (resetFirst) await target.reset();
  const database = await target.open();
  let stale = false;
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    const count = await database.db.execute(
      sql`select count(*)::int as listings, count(distinct city_key)::int as cities,
        (select count(*)::int from reservations) as reservations,
        (select count(*)::int from listing_rates) as rates from listings`,
    );
    const [have] = (
      count as unknown as {
        rows: { listings: number; cities: number; reservations: number; rates: number }[];
      }
    ).rows;
    const wanted = { listings: target.listings, cities: benchCityCount(target.listings, perCity) };
    // Data with or without rates is not the data asked for the other way: regenerate.
    const ratesMatch = have !== undefined && have.rates > 0 === ratesPerListing > 0;
    if (have && have.listings === wanted.listings && have.cities === wanted.cities && ratesMatch) {
      log(`Reusing ${have.listings} listings and ${have.reservations} reservations (--fresh to regenerate).`);
    } else if (have && have.listings > 0) {
      stale = true;
    } else {
      log(
        `Generating ${target.listings} listings (${wanted.cities} cities) × ${perListing} reservations on ${target.kind}…`,
      );
      const started = performance.now();
      await generateSearchData(database.db, {
        listings: target.listings,
        reservationsPerListing: perListing,
        ratesPerListing,
        perCity,
        log,
      });
      log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    if (!stale) await explainSearch(database.db, wanted.cities, log);
  } finally {
    await database.close();
  }
  if (stale) await prepare(target, true);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function runOne(target: Target) {
  log(`\n=== search on ${target.kind}: ${target.listings} listings ===`);
  await prepare(target);
  const server = await startBenchServer(
    port,
    target.serverEnv,
    undefined,
    profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : [],
  );
  const results: (Awaited<ReturnType<typeof load>> & { serverMs: number; postgresMs: number })[] = [];
  try {
    const cities = benchCityCount(target.listings, perCity);
    log(`Warming up (3 s)…`);
    await load(`http://127.0.0.1:${port}`, { cities, seconds: 3, connections });
    for (let run = 1; run <= runs; run++) {
      log(`Run ${run}/${runs}: GET /api/search with ${connections} concurrent clients for ${duration} s…`);
      const {
        result: r,
        cpu,
        wall,
      } = await withCpu(
        async () => ({ server: [server.pid ?? 0] }),
        () => load(`http://127.0.0.1:${port}`, { cities, seconds: duration, connections }),
      );
      const perRequest = (group: string) => (1000 * (cpu[group] ?? 0)) / Math.max(1, r.requests);
      log(
        `  ${r.rps.toFixed(0)} requests/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms ` +
          `(${r.requests} requests, ${r.errors} errors); CPU per request: server ${perRequest('server').toFixed(2)} ms, ` +
          `PostgreSQL ${perRequest('postgresql').toFixed(2)} ms, load generator ${perRequest('load generator').toFixed(2)} ms`,
      );
      log(`  ${formatCpu(cpu, wall)}`);
      results.push({ ...r, serverMs: perRequest('server'), postgresMs: perRequest('postgresql') });
    }
  } finally {
    await stopBenchServer(server);
  }
  const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
  log(
    `RESULT ${target.kind} ${target.listings} listings (median of ${runs}): ${m('rps').toFixed(0)} requests/s, ` +
      `p50 ${m('p50').toFixed(1)} ms, p95 ${m('p95').toFixed(1)} ms, p99 ${m('p99').toFixed(1)} ms; ` +
      `CPU per request: server ${m('serverMs').toFixed(2)} ms, PostgreSQL ${m('postgresMs').toFixed(2)} ms`,
  );
  if (profileDir) log(`CPU profile of the server (open in Chrome DevTools or speedscope): ${profileDir}`);
}

const listingsArg = benchFlag('listings') ? Number(benchOption('listings', '0')) : undefined;
const targets: Target[] = [];
if (engine === 'postgres' || engine === 'both') targets.push(postgresTarget(listingsArg ?? 100_000));
if (engine === 'pglite' || engine === 'both') targets.push(pgliteTarget(listingsArg ?? 10_000));
if (targets.length === 0) {
  console.error('--engine must be postgres, pglite or both');
  process.exit(1);
}
if (!existsSync(new URL('../apps/server/src/main.ts', import.meta.url))) throw new Error('server not found');
for (const target of targets) await runOne(target);
