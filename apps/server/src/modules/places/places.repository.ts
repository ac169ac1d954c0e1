import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

/** Cities with published listings whose folded name starts with `prefix`, busiest first. */
export const citiesWithListings = (db: Tx, prefix: string, limit: number) =>
  db
    .select({
      name: sql<string>`min(${listings.city})`,
      country: listings.country,
      lat: sql<number | null>`avg(${listings.lat})::float8`,
      lng: sql<number | null>`avg(${listings.lng})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.draft, false),
        sql`${listings.cityKey} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      ),
    )
    .groupBy(listings.cityKey, listings.country)
    .orderBy(sql`count(*) desc`, sql`min(${listings.city})`)
    .limit(limit);
