import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { applyReferenceData } from '../db/reference-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated data directory with reference data. */
    pgliteTemplate?: string;
    /** PostgreSQL: a migrated database with reference data, cloned per test file. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and loads reference data once per run; each test file then clones the result
 * (test-app.ts) instead of running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'innkeep-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite cannot dump its data directory');
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `innkeep_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
    await applyReferenceData(database.db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that anyone is connected to.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
