import type { Country, NamedListName, NamedOption } from '@innkeep/contract/lookups';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

export function lookupsService(db: Db) {
  return {
    async countries(): Promise<Country[]> {
      const rows = await db.select().from(countries).orderBy(asc(countries.name));
      return rows.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        currencies: c.currencies.map((code) => ({ code })),
      }));
    },
    async named(name: NamedListName): Promise<NamedOption[]> {
      const table = NAMED_TABLES[name];
      const order = name === 'tags' ? asc(table.name) : asc(table.id);
      return db.select({ id: table.id, name: table.name }).from(table).orderBy(order);
    },
  };
}
