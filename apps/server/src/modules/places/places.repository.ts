import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

export const placesRepository = {
  /** Cities with published listings whose folded name starts with `prefix`, busiest first. */
  citiesWithListings: (db: Tx, prefix: string, limit: number) =>
    db
      .select({
        name: sql<string>`min(${listings.city})`,
        country: listings.country,
        // Rounded to about a kilometre: a city with one listing must not reveal where it is.
        lat: sql<number | null>`round(avg(${listings.lat})::numeric, 2)::float8`,
        lng: sql<number | null>`round(avg(${listings.lng})::numeric, 2)::float8`,
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
      .limit(limit),
};
