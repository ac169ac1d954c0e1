import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseFailure, errorLogFields } from './db/db-faults.ts';
import { applyReferenceData } from './db/reference-data.ts';
import { parseEnv, startupProblems } from './env.ts';
import { backfillTimeZones } from './modules/listings/listings.time-zone.ts';
import { DEMO_ACCOUNTS, DEMO_ROLES, seedDemoData } from './seed/demo-data.ts';

// Node's warnings (the AWS SDK's Node-version notice among them) as JSON lines like every other (docs/requirements/operations.md#R-O9).
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  const line = { level: 40, time: Date.now(), warning: warning.name, msg: warning.message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
});

/** A start that cannot go on: one JSON line, as every other log line, then a non-zero exit a supervisor shows. */
function refuseToStart(reason: string): never {
  const msg = `Innkeep does not start: ${reason}`;
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg })}\n`);
  process.exit(1);
}

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    return refuseToStart((error as Error).message);
  }
})();
const problems = startupProblems(env);
if (problems.length > 0) refuseToStart(problems.join(' '));
// Unreachable, missing or refusing, or a migration that fails: said in one line, never a bare stack trace.
const database = await openDatabase(
  env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        timeouts: env.databaseTimeouts,
      }
    : { kind: 'pglite', dataDir: `${env.dataDir}/pglite` },
).catch(cannotOpen);
await database.migrate().catch(cannotOpen);
await applyReferenceData(database.db).catch(cannotOpen);

function cannotOpen(error: unknown): never {
  return refuseToStart(`the database could not be opened and migrated: ${databaseFailure(error)}`);
}

const app = await buildApp({
  env,
  database,
  serveWeb: true,
  logger: {
    level: env.LOG_LEVEL,
    ...(process.stdout.isTTY ? {} : {}),
  },
});

// Demo data on an empty database (no users). A failed seed rolls back whole; the next start retries.
let demoSeeded = false;
if (env.SEED_DEMO === 'auto') {
  try {
    const seed = await seedDemoData(database.db, app.deps.storage);
    if (seed.seeded) {
      demoSeeded = true;
      const c = seed.counts;
      app.log.info(
        `Demo data seeded in ${seed.ms} ms: ${c.listings} listings (+${c.drafts} drafts, ${c.images} photos), ${c.reservations} reservations, ${c.blogs} blog posts`,
      );
    }
  } catch (error) {
    app.log.error(
      errorLogFields(error),
      'Demo data could not be seeded; nothing was kept and the next start tries again',
    );
  }
}

// Listings whose zone the host did not pick take the zone at their map pin: rows written before zones came
// from coordinates, demo data included (decision 0028). Idempotent; a later start finds nothing to change.
const rezoned = await backfillTimeZones(database.db);
if (rezoned > 0) app.log.info(`${rezoned} listings took the time zone at their map pin`);

// Graceful stop: readiness goes false at once (the load balancer stops sending), requests keep being
// served for SHUTDOWN_DELAY_MS, then the server stops taking connections, finishes those in flight and
// the jobs' current round, and closes the database. A second signal skips the delay.
let stopping = false;
let skipDelay: () => void = () => {};
async function shutdown(signal: string) {
  if (stopping) return skipDelay();
  stopping = true;
  app.lifecycle.draining = true;
  app.log.info({ signal, delayMs: env.SHUTDOWN_DELAY_MS }, 'shutting down: not ready any more');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, env.SHUTDOWN_DELAY_MS);
    skipDelay = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  app.log.info('finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(errorLogFields(error), 'error during shutdown');
    process.exit(1);
  }
}
// The last words of a dying process as one JSON line (docs/requirements/operations.md#R-O9): a supervisor restarts it, the log says why.
function die(kind: string, error: unknown): never {
  app.log.fatal(
    { ...errorLogFields(error), kind },
    'the server stops on an unexpected error; its supervisor restarts it',
  );
  process.exit(1);
}
process.on('uncaughtException', (error) => die('uncaughtException', error));
process.on('unhandledRejection', (error) => die('unhandledRejection', error));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: env.HOST, port: env.PORT });
// Background jobs (mail delivery, and what other modules add). app.close() in shutdown stops them.
if (env.JOBS === 'on') app.deps.jobs.start();
app.log.info(`Innkeep is serving ${env.publicBaseUrl} (database: ${database.kind})`);
if (demoSeeded) {
  for (const [key, a] of Object.entries(DEMO_ACCOUNTS)) {
    app.log.info(`Demo login (${DEMO_ROLES[key as keyof typeof DEMO_ACCOUNTS]}): ${a.email} / ${a.password}`);
  }
}
