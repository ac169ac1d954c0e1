import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useLookupList } from '../api/get-lookup-list.ts';
import { useScalar } from './form-fields.tsx';

interface CurrencyOption {
  value: string;
  label: string;
  /** Country names using it, so "Japan" finds JPY. */
  countries: string;
}

/** The currency picker, built from `GET /api/list/countries`: each currency once, searchable by code or country. */
export function CurrencySelect() {
  const { field, bound } = useScalar('currency_code');
  const countries = useLookupList('countries');
  const options = useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const country of countries.data ?? []) {
      for (const { code } of country.currencies)
        byCode.set(code, [...(byCode.get(code) ?? []), country.name]);
    }
    return [...byCode.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, names]): CurrencyOption => {
        const symbol = currencySymbol(code);
        return {
          value: code,
          label: symbol === code ? code : `${code} (${symbol})`,
          countries: names.join(' ').toLowerCase(),
        };
      });
  }, [countries.data]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  return (
    <Select
      label="Currency"
      withAsterisk
      placeholder={countries.isPending ? 'Loading currencies…' : 'Search a currency or country'}
      searchable
      clearable
      data={options}
      value={value}
      onChange={(v) => field.onChange(v ?? '')}
      {...bound}
      nothingFoundMessage="No currency found"
      comboboxProps={{ transitionProps: { duration: 200 } }}
      filter={({ options: list, search }) => {
        const q = search.trim().toLowerCase();
        if (!q) return list;
        return list.filter((o) => {
          if (!('value' in o)) return false;
          const option = byValue.get(o.value);
          return o.label.toLowerCase().includes(q) || (option?.countries.includes(q) ?? false);
        });
      }}
    />
  );
}
