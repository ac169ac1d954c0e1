import type { NamedListName } from '@innkeep/contract/lookups';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  bathroomTypes,
  bedTypes,
  countries,
  propertyTypes,
  roomTypes,
  tags,
} from '../../db/schema/lookups.ts';

const NAMED_TABLES = {
  'bed-types': bedTypes,
  'property-types': propertyTypes,
  'room-types': roomTypes,
  'bathroom-types': bathroomTypes,
  tags,
} as const;

export const allCountries = (db: Tx) => db.select().from(countries).orderBy(asc(countries.name));

/** Tags read best alphabetically; the other lists keep their curated id order. */
export function namedRows(db: Tx, name: NamedListName) {
  const table = NAMED_TABLES[name];
  const order = name === 'tags' ? asc(table.name) : asc(table.id);
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(order);
}
