import { defaultTimeZone, isTimeZone } from '@innkeep/contract/time-zones';
import tzLookup from '@photostructure/tz-lookup';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

/**
 * The IANA zone at a point, from the time-zone boundaries that @photostructure/tz-lookup bundles (no
 * download, no network); UTC where it has none that this runtime knows.
 */
export function zoneAt(point: { lat: number; lng: number }): string {
  try {
    const zone = tzLookup(point.lat, point.lng);
    return isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * A listing's zone as written: the host's pick, unless it is the zone the listing already had without
 * being picked (the form sends back what it showed); otherwise the zone at the map pin, else the address's.
 */
export function listingTimeZone(
  input: { time_zone?: string | undefined; country?: string | undefined; city?: string | undefined },
  point: { lat: number; lng: number } | null,
  previous: { timeZone: string; timeZoneChosen: boolean } | undefined,
): { timeZone: string; timeZoneChosen: boolean } {
  const picked = input.time_zone;
  const untouched = previous && !previous.timeZoneChosen && picked === previous.timeZone;
  if (picked !== undefined && !untouched) return { timeZone: picked, timeZoneChosen: true };
  const derived = point ? zoneAt(point) : defaultTimeZone(input.country, input.city);
  return { timeZone: derived, timeZoneChosen: false };
}

/**
 * Start-up step: every listing whose zone the host did not pick takes the zone at its map pin. Listings
 * written before zones came from coordinates (the demo's Lisbon, Barcelona and Cape Town were all UTC) are
 * thus corrected once; afterwards it finds nothing to change. Returns how many it changed.
 */
export async function backfillTimeZones(db: Db): Promise<number> {
  const rows = await db
    .select({ id: listings.id, lat: listings.lat, lng: listings.lng, timeZone: listings.timeZone })
    .from(listings)
    .where(and(eq(listings.timeZoneChosen, false), isNotNull(listings.lat), isNotNull(listings.lng)));
  // Grouped by zone and written a thousand rows per statement: a first start on a large site (the search
  // bench's 100,000 listings) took minutes one row at a time.
  const byZone = new Map<string, number[]>();
  for (const row of rows) {
    const zone = zoneAt({ lat: Number(row.lat), lng: Number(row.lng) });
    if (zone === row.timeZone) continue;
    const ids = byZone.get(zone);
    if (ids) ids.push(row.id);
    else byZone.set(zone, [row.id]);
  }
  let changed = 0;
  for (const [zone, ids] of byZone) {
    for (let i = 0; i < ids.length; i += BACKFILL_BATCH) {
      const batch = ids.slice(i, i + BACKFILL_BATCH);
      await db.update(listings).set({ timeZone: zone }).where(inArray(listings.id, batch));
      changed += batch.length;
    }
  }
  return changed;
}

const BACKFILL_BATCH = 1000;
