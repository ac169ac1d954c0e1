import { todayIn } from '@innkeep/contract/time-zones';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { listings } from './schema/listings.ts';

/**
 * Each row's listing's date at `now`, as SQL, for a query that joins `listings` (decision 0115): whether a
 * host's stay is upcoming or past is its listing's day, not UTC's. The dates come from `todayIn`, the one place
 * that does time-zone arithmetic, for the zones the query can meet (`zones`); the expression has one branch per
 * date, so at most three, and any other zone reads as UTC, as `todayIn` reads an unknown one.
 */
export function listingTodaySql(zones: readonly string[], now: Date): SQL<string> {
  const utc = todayIn('UTC', now);
  const byDate = new Map<string, string[]>();
  for (const zone of new Set(zones)) {
    const date = todayIn(zone, now);
    if (date !== utc) byDate.set(date, [...(byDate.get(date) ?? []), zone]);
  }
  if (byDate.size === 0) return sql<string>`${utc}::date`;
  const branches = [...byDate].map(
    ([date, names]) =>
      sql`when ${listings.timeZone} in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}) then ${date}::date`,
  );
  return sql<string>`(case ${sql.join(branches, sql` `)} else ${utc}::date end)`;
}

/** The time zones of a host's listings, deleted ones included (their stays stay listed). */
export async function hostTimeZones(db: Tx, hostId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zone: listings.timeZone })
    .from(listings)
    .where(eq(listings.hostId, hostId));
  return rows.map((r) => r.zone);
}

/** A host's listings' dates at `now` as SQL (`listingTodaySql` over their zones): one short query first. */
export async function hostListingToday(db: Tx, hostId: number, now: Date): Promise<SQL<string>> {
  return listingTodaySql(await hostTimeZones(db, hostId), now);
}
