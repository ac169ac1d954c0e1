import { sql } from 'drizzle-orm';
import { createListing } from '../factories/listings.factory.ts';
import { createReservation } from '../factories/reservations.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { SQLSTATE, sqlState } from './client.ts';

const database = useTestDatabase();

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlState(error);
  }
  return undefined;
}

/** A listing of a new host: the constraints under test are per listing. */
const newListing = async () => createListing(database.db, (await createUser(database.db)).id);

/** A reservation of the listing for the nights from `startDate` to `endDate` (paid, 6, unless `statusId` says). */
const reserve = (listingId: number, startDate: string, endDate: string, statusId = 6) =>
  createReservation(database.db, listingId, { startDate, endDate, statusId });

describe(`migrations on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('creates every table of the schema', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const t of [
      'users',
      'sessions',
      'listings',
      'listing_images',
      'reservations',
      'payments',
      'mail_outbox',
      'calendar_blocks',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it('refuses two overlapping date-holding reservations of one listing', async () => {
    const listing = await newListing();
    await reserve(listing.id, '2030-05-01', '2030-05-05');
    const code = await failure(reserve(listing.id, '2030-05-04', '2030-05-08', 3));
    expect(code).toBe(SQLSTATE.exclusionViolation);
  });

  it('accepts back-to-back stays: the check-out day is the next check-in', async () => {
    const listing = await newListing();
    await reserve(listing.id, '2030-06-01', '2030-06-05');
    const next = await reserve(listing.id, '2030-06-05', '2030-06-09');
    expect(next.stay).toBe('[2030-06-05,2030-06-09)');
  });

  it('lets non-holding statuses (inquiry, declined, cancelled) overlap anything', async () => {
    const listing = await newListing();
    await reserve(listing.id, '2030-07-01', '2030-07-10');
    for (const statusId of [1, 2, 5]) {
      const overlapping = await reserve(listing.id, '2030-07-03', '2030-07-06', statusId);
      expect(overlapping).toMatchObject({ statusId, stay: '[2030-07-03,2030-07-06)' });
    }
    const stored = await database.db.execute(
      sql`select status_id from reservations where listing_id = ${listing.id} order by status_id`,
    );
    expect((stored as unknown as { rows: { status_id: number }[] }).rows.map((r) => r.status_id)).toEqual([
      1, 2, 5, 6,
    ]);
  });

  it('does not let an overlap through by changing a status to one that holds dates', async () => {
    const listing = await newListing();
    await reserve(listing.id, '2030-08-01', '2030-08-10');
    const inquiry = await reserve(listing.id, '2030-08-05', '2030-08-07', 1);
    const code = await failure(
      database.db.execute(sql`update reservations set status_id = 3 where id = ${inquiry.id}`),
    );
    expect(code).toBe(SQLSTATE.exclusionViolation);
  });

  it('keeps other listings independent and rejects an empty stay', async () => {
    const host = await createUser(database.db);
    const a = await createListing(database.db, host.id);
    const b = await createListing(database.db, host.id);
    await reserve(a.id, '2030-09-01', '2030-09-05');
    await reserve(b.id, '2030-09-01', '2030-09-05');
    const code = await failure(reserve(a.id, '2030-10-01', '2030-10-01'));
    expect(code).toBe(SQLSTATE.checkViolation);
  });

  it('allows only one of many concurrent bookings of the same dates', async () => {
    const listing = await newListing();
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => reserve(listing.id, '2031-01-10', '2031-01-12')),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  });
});
