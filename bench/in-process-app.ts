import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { applyReferenceData } from '../apps/server/src/db/reference-data.ts';
import { parseEnv } from '../apps/server/src/env.ts';
import { databaseUrl, recreateDatabase } from './bench-database.ts';

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
  await recreateDatabase(pgAdminUrl, dbName);
  return openDatabase({ kind: 'postgres', url: databaseUrl(pgAdminUrl, dbName), poolSize: 10 });
}
