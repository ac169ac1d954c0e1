import type { Country, NamedListName, NamedOption } from '@innkeep/contract/lookups';
import type { Db } from '../../db/client.ts';
import * as repo from './lookups.repository.ts';

export async function countries(db: Db): Promise<Country[]> {
  const rows = await repo.allCountries(db);
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    currencies: c.currencies.map((code) => ({ code })),
  }));
}

export function named(db: Db, name: NamedListName): Promise<NamedOption[]> {
  return repo.namedRows(db, name);
}
