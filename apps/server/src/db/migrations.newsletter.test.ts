import { beforeMigration } from './migrations.test-helpers.ts';

/** Migration 0007 (double opt-in): addresses that subscribed before it count as confirmed, each with its own unsubscribe token. */
const database = beforeMigration('0007');

it('marks earlier subscribers confirmed, with distinct unsubscribe tokens, and new rows pending', async () => {
  const { client, toLatest } = await database();
  await client.exec(`insert into subscribers (email, created_at) values
    ('old1@example.com', '2024-01-02T00:00:00Z'), ('old2@example.com', '2024-03-04T00:00:00Z')`);
  await toLatest();
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
