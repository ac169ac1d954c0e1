import { isChargeableCurrency } from '@innkeep/contract/currency-table';
import { RESERVATION_STATUSES } from '@innkeep/contract/reservations';
import { countries as countryData } from 'countries-list';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  bathroomTypes,
  bedTypes,
  countries,
  propertyTypes,
  reservationStatuses,
  roomTypes,
} from './schema/lookups.ts';

export const PROPERTY_TYPES = [
  'Apartment',
  'House',
  'Villa',
  'Cabin',
  'Cottage',
  'Loft',
  'Bungalow',
  'Chalet',
  'Townhouse',
  'Guesthouse',
  'Farm stay',
  'Boat',
  'Tiny home',
  'Castle',
] as const;
export const ROOM_TYPES = ['Entire place', 'Private room', 'Shared room', 'Hotel room'] as const;
export const BATHROOM_TYPES = ['Private bathroom', 'Shared bathroom', 'En-suite bathroom'] as const;
export const BED_TYPES = [
  'Single bed',
  'Double bed',
  'Queen bed',
  'King bed',
  'Bunk bed',
  'Sofa bed',
  'Crib',
  'Futon',
  'Air mattress',
] as const;

const slugify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Reference data every installation needs, applied after migrations on every start. Idempotent:
 * rows are matched by their natural key, so ids stay stable and admin-made rows are untouched.
 */
export async function applyReferenceData(db: Db): Promise<void> {
  const countryRows = Object.entries(countryData)
    .map(([code, c]) => ({
      code,
      name: c.name,
      // Hosts are offered only what Stripe charges cards in (currency-table.ts, decision 0020).
      currencies: c.currency.filter((x) => isChargeableCurrency(x)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(countryRows)
      .onConflictDoUpdate({
        target: countries.code,
        set: { name: sql`excluded.name`, currencies: sql`excluded.currencies` },
      });
    await tx
      .insert(propertyTypes)
      .values(PROPERTY_TYPES.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
    for (const [table, names] of [
      [roomTypes, ROOM_TYPES],
      [bathroomTypes, BATHROOM_TYPES],
      [bedTypes, BED_TYPES],
    ] as const) {
      await tx
        .insert(table)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
    }
    await tx
      .insert(reservationStatuses)
      .values(RESERVATION_STATUSES.map(({ id, name, color }) => ({ id, name, color })))
      .onConflictDoUpdate({
        target: reservationStatuses.id,
        set: { name: sql`excluded.name`, color: sql`excluded.color` },
      });
  });
}
