import { beforeMigration } from './migrations.test-helpers.ts';

/** Migration 0043 (decision 0094): bathrooms become numeric with half steps; stored counts keep their values. */
const database = beforeMigration('0043');

it('keeps every stored bathroom count, then takes 1.5 and refuses 1.3', async () => {
  const { client, toLatest } = await database();
  await client.exec(`
    insert into users (id, first_name, last_name, email, password_hash) values (1, 'H', 'Ost', 'h@example.com', 'x');
    insert into listings (id, host_id, external_listing_name, address, number_of_bathrooms) values
      (1, 1, 'One', 'A', 1), (2, 1, 'Three', 'B', 3), (3, 1, 'None', 'C', null), (4, 1, 'Zero', 'D', 0);
  `);
  await toLatest();
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
