import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Migration 0043 (decision 0094): bathrooms become numeric with half steps; stored counts keep their values. */
const migrations = new URL('./migrations', import.meta.url).pathname;
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), 'innkeep-migrations-'));
  await cp(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_half_bathrooms'));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

it('keeps every stored bathroom count, then takes 1.5 and refuses 1.3', async () => {
  const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    insert into users (id, first_name, last_name, email, password_hash) values (1, 'H', 'Ost', 'h@example.com', 'x');
    insert into listings (id, host_id, external_listing_name, address, number_of_bathrooms) values
      (1, 1, 'One', 'A', 1), (2, 1, 'Three', 'B', 3), (3, 1, 'None', 'C', null), (4, 1, 'Zero', 'D', 0);
  `);
  await migrate(db, { migrationsFolder: migrations });
  const rows = await client.query<{ n: string | null }>(
    'select number_of_bathrooms::text as n from listings order by id',
  );
  expect(rows.rows.map((r) => r.n)).toEqual(['1.0', '3.0', null, '0.0']);
  await client.exec('update listings set number_of_bathrooms = 1.5 where id = 1');
  await expect(client.exec('update listings set number_of_bathrooms = 1.3 where id = 2')).rejects.toThrow(
    /listings_bathrooms_half_steps/,
  );
  await client.close();
});
