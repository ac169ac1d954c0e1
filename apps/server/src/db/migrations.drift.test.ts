import { readdir, readFile } from 'node:fs/promises';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../test/test-app.ts';

/**
 * The schema in db/schema, drizzle-kit's snapshot of the last migration, and the database the
 * migrations build must agree. A schema change without `npm run db:generate -w @innkeep/server`
 * fails here, on every table, not only the ones another test happens to touch.
 */
const migrations = new URL('./migrations/', import.meta.url);

async function latestSnapshot(): Promise<DrizzleSnapshotJSON> {
  const journal = JSON.parse(await readFile(new URL('meta/_journal.json', migrations), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations in the journal');
  // Named by the migration's number (its tag's prefix), which may run ahead of `idx` when branches that
  // each added one are merged and renumbered (common.md): `0009_x` keeps `meta/0009_snapshot.json`.
  const file = new URL(`meta/${last.tag.slice(0, 4)}_snapshot.json`, migrations);
  return JSON.parse(await readFile(file, 'utf8')) as DrizzleSnapshotJSON;
}

async function schemaModules(): Promise<Record<string, unknown>> {
  const dir = new URL('./schema/', import.meta.url);
  const modules: Record<string, unknown> = {};
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    Object.assign(modules, await import(new URL(file, dir).href));
  }
  return modules;
}

/**
 * Tables that migrations own outside db/schema: written only by a trigger and read with raw SQL, in a
 * column type drizzle has no builder for (`page_changes.xid` is xid8; decision 0096).
 */
const SQL_ONLY_TABLES = new Set(['page_changes']);

interface SnapshotTable {
  name: string;
  schema: string;
  columns: Record<string, { name: string; notNull: boolean }>;
}

const database = useTestDatabase();

describe(`schema and migrations agree on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('the schema needs no migration beyond the last one', async () => {
    const snapshot = await latestSnapshot();
    const current = generateDrizzleJson(await schemaModules(), snapshot.id);
    expect(Object.keys(snapshot.tables).length).toBeGreaterThan(0);
    // Statements drizzle-kit generate would write: any means the schema changed without a migration.
    expect(
      await generateMigration(snapshot, current),
      'db/schema changed without a migration: run `npm run db:generate -w @innkeep/server`',
    ).toEqual([]);
  });

  it('the migrated database has exactly the tables and columns of the last snapshot', async () => {
    const snapshot = await latestSnapshot();
    const expected = Object.values(snapshot.tables as Record<string, SnapshotTable>).flatMap((t) =>
      Object.values(t.columns).map(
        (c) => `${t.schema || 'public'}.${t.name}.${c.name} ${c.notNull ? 'not null' : 'null'}`,
      ),
    );
    const result = await database.db.execute(sql`
      select table_schema, table_name, column_name, is_nullable
      from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
        and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`);
    const rows = (
      result as unknown as {
        rows: { table_schema: string; table_name: string; column_name: string; is_nullable: string }[];
      }
    ).rows;
    const actual = rows
      .filter((r) => !SQL_ONLY_TABLES.has(r.table_name))
      .map(
        (r) =>
          `${r.table_schema}.${r.table_name}.${r.column_name} ${r.is_nullable === 'NO' ? 'not null' : 'null'}`,
      );
    expect(actual.sort()).toEqual(expected.sort());
  });
});
