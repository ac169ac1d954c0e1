import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import { type Database, type DatabaseTimeouts, openDatabase } from '../db/client.ts';
import { applyReferenceData } from '../db/reference-data.ts';
import { parseEnv } from '../env.ts';
import { adminQuery } from './global-setup.ts';

/**
 * A fresh database per test file: in-memory PGlite, or (TEST_DB=postgres) a new database created on
 * the server named by TEST_DATABASE_URL and dropped afterwards. No test depends on another's ids.
 * Each starts as a copy of the template that global-setup.ts migrated once for the whole run; without
 * one (a run that skipped the global setup) it migrates on its own.
 */
export async function createTestDatabase(
  timeouts?: DatabaseTimeouts,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', loadDataDir });
    if (!template) await prepare(database);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = inject('postgresTemplate');
  const name = `innkeep_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5, timeouts });
  if (!template) await prepare(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await applyReferenceData(database.db);
}

export interface TestAppOptions {
  /** A pino logger config (e.g. `{ level: 'error', stream }` to capture error entries); silent by default. */
  logger?: BuildAppOptions['logger'];
  /** Serve the web build at WEB_DIST_DIR too (the SPA module's tests). */
  serveWeb?: boolean;
}

/**
 * What the app logs at `level` and above, each entry parsed: pass `logger` as the app's (`TestAppOptions.logger`)
 * and read `entries`.
 */
export function capturedLog<Entry = Record<string, unknown>>(level: 'info' | 'warn' | 'error') {
  const entries: Entry[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) entries.push(JSON.parse(line));
      done();
    },
  });
  return { entries, logger: { level, stream } };
}

/** `count` server instances on one fresh database and data directory, as behind a load balancer. */
export async function createTestApps(
  count: number,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    // Tests book many times from one address; the payment limit has its own test.
    PAYMENT_RATE_LIMIT_PER_IP: '100000',
    // A channel test adds dozens of calendars as one host and waits for each first sync.
    CHANNEL_RATE_LIMIT_PER_HOST: '100000',
    ICAL_ADD_WAIT_MS: '30000',
    // Contention tests (50 bookings at once on a pool of 5, on a busy CI machine) wait their turn as before;
    // the fault tests (src/test/faults) set the production limits they test.
    DATABASE_CONNECT_TIMEOUT_MS: '60000',
    DATABASE_LOCK_TIMEOUT_MS: '60000',
    ...envOverrides,
  });
  const { database, drop } = await createTestDatabase(env.databaseTimeouts);
  const apps: App[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp({ env, database, logger: options.logger, serveWeb: options.serveWeb });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db: database.db,
    database,
    env,
    close: async () => {
      for (const app of apps) await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}) {
  const { apps, ...rest } = await createTestApps(1, envOverrides, options);
  return { app: apps[0]!, ...rest };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Runs `use` on an app of its own (settings the file's app does not have), closed after it whatever happens. */
export async function withTestApp<T>(
  envOverrides: Record<string, string>,
  use: (t: TestApp) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const t = await createTestApp(envOverrides, options);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

const APP_HOOK_TIMEOUT_MS = 300_000;

/**
 * The test file's app: built before its tests (`beforeAll`) and closed after them (`afterAll`), both registered
 * here where it is called. The handle is filled when the app is ready, so read it in hooks and tests only. Pass
 * the settings as a function when they depend on something a hook before this one starts (a mail relay's URL).
 * Building the app (a database cloned from the template, migrations checked, the app ready) may wait its turn
 * on a loaded machine: it has longer than an ordinary hook.
 */
export function useTestApp(envOverrides: EnvOverrides = {}, options: TestAppOptions = {}): TestApp {
  return useBuilt(() => createTestApp(settings(envOverrides), options));
}

/** `count` instances on one database (`createTestApps`), built and closed like `useTestApp`'s. */
export function useTestApps(count: number, envOverrides: EnvOverrides = {}, options: TestAppOptions = {}) {
  return useBuilt(() => createTestApps(count, settings(envOverrides), options));
}

/**
 * The test file's database without an app (`createTestDatabase`): made before its tests, dropped after them, like
 * `useTestApp`'s app. Read `database` and `db` in hooks and tests only.
 */
export function useTestDatabase(): { database: Database; db: Database['db'] } {
  return useBuilt(async () => {
    const { database, drop } = await createTestDatabase();
    return { database, db: database.db, close: drop };
  });
}

/** Settings for the app, or a function that gives them once the hooks before it have run. */
export type EnvOverrides = Record<string, string> | (() => Record<string, string>);
export const settings = (env: EnvOverrides) => (typeof env === 'function' ? env() : env);

function useBuilt<T extends { close: () => Promise<void> }>(build: () => Promise<T>): T {
  const handle = {} as T;
  beforeAll(async () => {
    Object.assign(handle, await build());
  }, APP_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await handle.close?.();
  }, APP_HOOK_TIMEOUT_MS);
  return handle;
}
