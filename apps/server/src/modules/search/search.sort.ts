import { desc, type SQL, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { majorPrice, type SearchRefinements } from './search.filters.ts';

const ratingAverageSql = sql`(${listings.ratingSum}::float8 / nullif(${listings.ratingCount}, 0))`;

/** Newest first; the id breaks ties so pages never repeat or skip a listing. */
export const stableOrder = [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)];

/** The ORDER BY of a sort, over the listings columns (valid in the page query and around it). */
export function orderOf(r: SearchRefinements | undefined): SQL[] {
  const tail = [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)];
  switch (r?.sort) {
    case 'price_asc':
      return [sql`${majorPrice} asc`, ...tail];
    case 'price_desc':
      return [sql`${majorPrice} desc`, ...tail];
    case 'rating':
      return [sql`${ratingAverageSql} desc nulls last`, sql`${listings.ratingCount} desc`, ...tail];
    case 'distance': {
      if (!r.origin) return tail;
      // An equirectangular distance: exact enough to order the stays of one city.
      const cos = Math.cos((r.origin.lat * Math.PI) / 180);
      return [
        sql`(power(${listings.lat} - ${r.origin.lat}, 2) + power((${listings.lng} - ${r.origin.lng}) * ${cos}, 2)) asc nulls last`,
        ...tail,
      ];
    }
    default:
      return tail;
  }
}
