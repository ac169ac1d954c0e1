/**
 * Bulk data for the search benchmark. The factories make one listing and one reservation (the shape:
 * every column a real row has); the bulk is copied from those templates set-wise in SQL with
 * `generate_series`, in a few large statements, so 100k listings and 1M reservations take seconds.
 */

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { createListing } from '../apps/server/src/factories/listings.factory.ts';
import { createReservation } from '../apps/server/src/factories/reservations.factory.ts';
import { createUser } from '../apps/server/src/factories/users.factory.ts';

/**
 * Listings per city: every search probes each listing of its city once, so this sets the work per
 * query. 100 is a mid-sized market; `--per-city 500` is a busy one.
 */
export const DEFAULT_LISTINGS_PER_CITY = 100;
/** Reservations sit in 20-day slots from 30 days ago, so near-future searches hit plenty of them. */
const SLOT_DAYS = 20;
const PAST_DAYS = 30;

export interface GenerateOptions {
  listings: number;
  reservationsPerListing: number;
  /** Nightly rate ranges per listing (docs/requirements/bookings.md#R-B5): `--rates-per-listing 10`. 0: none. */
  ratesPerListing?: number;
  perCity: number;
  log: (line: string) => void;
}

export const benchCityName = (i: number) => `Bench City ${i + 1}`;
export const benchCityCount = (listings: number, perCity: number) =>
  Math.max(1, Math.round(listings / perCity));

/** A well-mixed pseudo-random non-negative int from a SQL expression: attributes must not correlate with the city. */
const h = (expr: string, salt: string) => sql.raw(`abs(hashtext((${expr})::text || '${salt}'))`);
const amenity = (salt: string, oneIn: number, negate = false) =>
  sql.raw(`(abs(hashtext(g::text || '${salt}')) % ${oneIn} ${negate ? '<>' : '='} 0)`);
const slot = `l.id || ':' || k`;

async function timed<T>(log: (l: string) => void, what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export async function generateSearchData(db: Db, o: GenerateOptions): Promise<void> {
  const cities = benchCityCount(o.listings, o.perCity);
  const host = await createUser(db, { email: 'bench-host@example.com', firstName: 'Bench' });
  const template = await createListing(db, host.id, { city: benchCityName(0) });
  await createReservation(db, template.id, { startDate: '2000-01-01', endDate: '2000-01-03', statusId: 5 });
  const t = template.id;

  // Deterministic variety from the row number: capacity 1–8, 14 property types, amenities on
  // different bit patterns, prices 40–400, minimum nights 1–3, maximum 14–60.
  const batch = 50_000;
  for (let from = 1; from < o.listings; from += batch) {
    const to = Math.min(o.listings - 1, from + batch - 1);
    await timed(o.log, `listings ${from}–${to}`, () =>
      db.execute(sql`
        insert into listings (host_id, draft, published_at, external_listing_name, description, person_capacity,
          property_type_id, room_type_id, bathroom_type_id, number_of_bedrooms, number_of_beds, number_of_bathrooms,
          number_of_guest_bathrooms, address, public_address, country, city, city_key, lat, lng, currency_code,
          price_minor, extra_person_price_minor, guests_included, cleaning_fee_minor, refundable_damage_deposit_minor,
          weekly_discount, monthly_discount, check_in_time_start, check_in_time_end, check_out_time, minimum_nights,
          maximum_nights, smallest_allowed_gap, free_wi_fi, kitchen, hot_tub, beach_front, air_condition, pets_allowed,
          street_parking, suitable_for_children, swimming_pool, washing_machine, time_zone)
        select l.host_id, false, now() - g * interval '1 minute', 'Bench stay ' || g, l.description, 1 + ${h('g', 'capacity')} % 8,
          1 + ${h('g', 'type')} % 14, l.room_type_id, l.bathroom_type_id, 1 + g % 4, 1 + g % 6, 1 + g % 3,
          0, g || ' Bench Street', 'Bench City ' || (1 + g % ${cities}), l.country,
          'Bench City ' || (1 + g % ${cities}), 'bench city ' || (1 + g % ${cities}),
          38.7 + (g % 1000) / 10000.0, -9.1 - (g % 997) / 10000.0, l.currency_code,
          4000 + ${h('g', 'price')} % 36000, l.extra_person_price_minor, 2, l.cleaning_fee_minor, l.refundable_damage_deposit_minor,
          (${h('g', 'weekly')} % 3) * 5, (${h('g', 'monthly')} % 4) * 5, l.check_in_time_start, l.check_in_time_end, l.check_out_time, 1 + ${h('g', 'min')} % 3,
          14 + ${h('g', 'max')} % 47, 0, ${amenity('wifi', 2)}, ${amenity('kitchen', 3, true)}, ${amenity('tub', 7)}, ${amenity('beach', 11)},
          ${amenity('air', 4)}, ${amenity('pets', 5)}, ${amenity('parking', 3)}, ${amenity('children', 2)},
          ${amenity('pool', 9)}, ${amenity('washer', 6)},
          -- The zone of the coordinates above: the server's start then has no time zones to correct (an update
          -- of every row, which would leave the table to a vacuum this machine's PostgreSQL never runs).
          'Europe/Lisbon'
          from listings l cross join generate_series(${from}::int, ${to}::int) g
         where l.id = ${t}`),
    );
  }

  // Per listing, slot k starts 30 days ago + 20k days plus 0–9 days and lasts 1–7 nights: never
  // overlapping within a listing. 70 % paid, 10 % awaiting payment, 10 % inquiries, 10 % cancelled.
  const perListing = o.reservationsPerListing;
  const idBatch = 20_000;
  const [{ max } = { max: 0 }] = (
    (await db.execute(sql`select max(id)::int as max from listings`)) as unknown as {
      rows: { max: number }[];
    }
  ).rows;
  for (let from = t + 1; from <= max; from += idBatch) {
    const to = Math.min(max, from + idBatch - 1);
    await timed(o.log, `reservations for listings ${from - t}–${to - t}`, () =>
      db.execute(sql`
        insert into reservations (listing_id, unique_hash, status_id, start_date, end_date, guests, first_name,
          last_name, email_address, currency, base_rate_minor, total_price_minor, source)
        select l.id, md5(l.id || '-' || k), s.status, s.start_date, s.start_date + s.nights,
          1 + k % 2, r.first_name, r.last_name, r.email_address, l.currency_code, l.price_minor,
          l.price_minor * s.nights, r.source
          from listings l
         cross join generate_series(0, ${perListing - 1}::int) k
         cross join lateral (select
             (case when ${h(slot, 'status')} % 10 < 7 then 6 when ${h(slot, 'status')} % 10 = 7 then 3
                   when ${h(slot, 'status')} % 10 = 8 then 1 else 5 end) as status,
             current_date - ${PAST_DAYS}::int + k * ${SLOT_DAYS}::int + ${h(slot, 'offset')} % 10 as start_date,
             1 + ${h(slot, 'nights')} % 7 as nights) s
         cross join (select * from reservations where listing_id = ${t}::int limit 1) r
         where l.id between ${from}::int and ${to}::int`),
    );
  }

  await timed(o.log, 'calendar blocks (one listing in ten)', () =>
    db.execute(sql`
      insert into calendar_blocks (listing_id, start_date, end_date, summary)
      select id, current_date + id % 90, current_date + id % 90 + 3, 'Owner stay'
        from listings where id % 10 = 0`),
  );

  const rates = o.ratesPerListing ?? 0;
  if (rates > 0) {
    // Range k starts 18k days from today plus 0–6 days and lasts 3–16 nights (some overlap the next one,
    // as a host's season and its one-off prices do); prices 40–400; one range in three has a minimum stay.
    // One listing in three has a weekend price.
    for (let from = t + 1; from <= max; from += idBatch) {
      const to = Math.min(max, from + idBatch - 1);
      await timed(o.log, `rate ranges for listings ${from - t}–${to - t}`, () =>
        db.execute(sql`
          insert into listing_rates (listing_id, start_date, end_date, price_minor, minimum_nights)
          select l.id, s.start_date, s.start_date + s.nights, 4000 + ${h(slot, 'rate')} % 36000,
                 case when ${h(slot, 'ratemin')} % 3 = 0 then 2 + ${h(slot, 'ratemin2')} % 3 end
            from listings l
           cross join generate_series(0, ${rates - 1}::int) k
           cross join lateral (select current_date + k * 18 + ${h(slot, 'rateoffset')} % 7 as start_date,
               3 + ${h(slot, 'ratenights')} % 14 as nights) s
           where l.id between ${from}::int and ${to}::int`),
      );
    }
    await timed(o.log, 'weekend prices (one listing in three)', () =>
      db.execute(sql`update listings set weekend_price_minor = price_minor + 2000 where id % 3 = 0`),
    );
  }

  await timed(o.log, 'images (5 per listing, 3 WebP variants each)', () =>
    db.execute(sql`
      insert into listing_images (listing_id, file, original_name, size_bytes, width, height, position, variants)
      select l.id, 'bench/' || l.id || '/' || p || '.jpg', p || '.jpg', 800000, 2000, 1333, p,
             jsonb_build_array(
               jsonb_build_object('width', 480, 'height', 320, 'key', 'bench/' || l.id || '/' || p || '-480.webp'),
               jsonb_build_object('width', 960, 'height', 640, 'key', 'bench/' || l.id || '/' || p || '-960.webp'),
               jsonb_build_object('width', 1600, 'height', 1067, 'key', 'bench/' || l.id || '/' || p || '-1600.webp'))
        from listings l cross join generate_series(0, 4) p`),
  );

  // The steady state autovacuum reaches: statistics and the visibility map (index-only probes).
  await timed(o.log, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
