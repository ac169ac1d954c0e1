import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Migration 0007 (double opt-in): addresses that subscribed before it count as confirmed, each with its own unsubscribe token. */
const migrations = new URL('./migrations', import.meta.url).pathname;
let before: string;
beforeAll(async () => {
  // The migrations as they were before 0007: the same folder with the journal cut there.
  before = await mkdtemp(path.join(tmpdir(), 'innkeep-migrations-'));
  await cp(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0007');
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

it('marks earlier subscribers confirmed, with distinct unsubscribe tokens, and new rows pending', async () => {
  const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before });
  await client.exec(`insert into subscribers (email, created_at) values
    ('old1@example.com', '2024-01-02T00:00:00Z'), ('old2@example.com', '2024-03-04T00:00:00Z')`);
  await migrate(db, { migrationsFolder: migrations });
  await client.exec(`insert into subscribers (email) values ('new@example.com')`);
  const { rows } = await client.query<{ email: string; confirmed: string | null; token: string }>(
    `select email, confirmed_at::text as confirmed, unsubscribe_token as token from subscribers order by id`,
  );
  expect(rows.map((r) => [r.email, r.confirmed])).toEqual([
    ['old1@example.com', '2024-01-02 00:00:00+00'],
    ['old2@example.com', '2024-03-04 00:00:00+00'],
    ['new@example.com', null],
  ]);
  expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token))).toBe(true);
  expect(new Set(rows.map((r) => r.token)).size).toBe(3);
  await client.close();
});
