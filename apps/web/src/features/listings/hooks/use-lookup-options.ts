import type { NamedOption, NumberOption, TimeOption } from '@innkeep/contract/lookups';
import { useMemo } from 'react';
import { type LookupName, useLookupList } from '../api/get-lookup-list.ts';
import type { Option } from '../components/form-fields.tsx';

type OptionListName = Exclude<LookupName, 'countries'>;

function toOptions(items: readonly (NamedOption | NumberOption | TimeOption)[]): Option[] {
  return items.map((item) => {
    if ('name' in item) return { value: String(item.id), label: item.name };
    if ('number' in item) return { value: String(item.number), label: String(item.number) };
    return { value: item.time, label: item.time };
  });
}

/**
 * Select options for one `list/*` endpoint. Named lists keep their ids as values; number lists store the
 * number itself (the form field is "number of beds", not an id); times store `HH:MM`.
 */
export function useLookupOptions(name: OptionListName): { options: Option[]; loading: boolean } {
  const query = useLookupList(name);
  const options = useMemo(() => toOptions(query.data ?? []), [query.data]);
  return { options, loading: query.isPending };
}
