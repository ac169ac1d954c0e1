import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { applyReferenceData } from '../apps/server/src/db/reference-data.ts';
import { parseEnv } from '../apps/server/src/env.ts';

/** `--name value` from the command line, or `fallback`. */
export function benchOption(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/**
 * The server built in this process, as the tests build it, in production mode with no jobs: on PGlite in memory,
 * or with `pgAdminUrl` on a fresh PostgreSQL database `dbName` (dropped first). `env` adds the bench's settings.
 * `close()` stops the app and removes its data directory.
 */
export async function startInProcessApp(options: {
  dbName: string;
  pgAdminUrl: string;
  env: Record<string, string>;
}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${options.dbName.replaceAll('_', '-')}-`));
  const database = await openBenchDatabase(options.dbName, options.pgAdminUrl);
  await database.migrate();
  await applyReferenceData(database.db);
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JOBS: 'off',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    ICAL_ALLOW_PRIVATE_HOSTS: '1',
    CHANNEL_RATE_LIMIT_PER_HOST: '100000',
    ...options.env,
  });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openBenchDatabase(dbName: string, pgAdminUrl: string): Promise<Database> {
  if (!pgAdminUrl) return openDatabase({ kind: 'pglite' });
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${dbName}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
}
