import { createUser } from '../factories/users.factory.ts';
import type { Tx } from './client.ts';
import { beforeMigration } from './migrations.test-helpers.ts';
import { applyReferenceData } from './reference-data.ts';

/** Migration 0023 (conversations): an inquiry's message sent before it becomes its thread's first message. */
const database = beforeMigration('0023');

it('opens a thread for each earlier inquiry with a message, and none for one without', async () => {
  const { client, db: before, toLatest } = await database();
  const db = before as unknown as Tx;
  await applyReferenceData(db);
  const host = await createUser(db);
  // Rows as the schema before 0023 has them: raw SQL, since the factories write columns added later.
  const listing = await client.query<{ id: number }>(
    `insert into listings (host_id, external_listing_name, address, city, country, currency_code, price_minor)
     values ($1, 'Sunny flat', '1 Main Street, Lisbon', 'Lisbon', 'PT', 'EUR', 10000) returning id`,
    [host.id],
  );
  const inquiry = async (start: string, end: string, message: string | null, createdAt = new Date()) =>
    (
      await client.query<{ id: number }>(
        `insert into reservations (listing_id, unique_hash, status_id, guests, first_name, last_name, email_address,
           currency, base_rate_minor, total_price_minor, start_date, end_date, message, created_at)
         values ($1, $2, 1, 2, 'Guest', 'Person', 'guest@example.com', 'EUR', 10000, 30000, $3, $4, $5, $6) returning id`,
        [listing.rows[0]!.id, `hash-${start}`, start, end, message, createdAt.toISOString()],
      )
    ).rows[0]!;
  const asked = await inquiry(
    '2027-06-01',
    '2027-06-04',
    '  Is there a cot?  ',
    new Date('2026-10-01T09:00:00Z'),
  );
  await inquiry('2027-07-01', '2027-07-04', null);
  await inquiry('2027-08-01', '2027-08-04', '   ');

  await toLatest();
  const { rows } = await client.query<{
    reservation_id: number;
    sender: string;
    body: string;
    at: string;
    last: string;
  }>(
    `select m.reservation_id, m.sender, m.body, m.created_at::text at, c.last_message_at::text last
     from conversation_messages m join conversations c using (reservation_id)`,
  );
  expect(rows).toEqual([
    {
      reservation_id: asked.id,
      sender: 'guest',
      body: 'Is there a cot?',
      at: '2026-10-01 09:00:00+00',
      last: '2026-10-01 09:00:00+00',
    },
  ]);
  await client.close();
});
