import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The migrations folder: every migration, as the server applies them. */
export const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

/**
 * A test of one data migration: a database as it was just before the migration numbered `number` (`'0043'`),
 * for the test to write rows the old way, then `toLatest()` applies the rest. The earlier database is the same
 * folder with its journal cut there, since drizzle applies only the migrations newer than the last one applied.
 */
export function beforeMigration(number: string) {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'innkeep-migrations-'));
    await cp(MIGRATIONS, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < number);
    await writeFile(journalFile, JSON.stringify(journal));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  return async () => {
    const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    return { client, db, toLatest: () => migrate(db, { migrationsFolder: MIGRATIONS }) };
  };
}
