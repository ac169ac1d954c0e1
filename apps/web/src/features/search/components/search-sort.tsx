import type { SearchSort as Sort } from '@innkeep/contract/search-constants';
import { NativeSelect } from '@mantine/core';

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Guest rating' },
  { value: 'distance', label: 'Distance from centre' },
];

/** How the results are ordered; distance needs a destination to measure from. */
export function SearchSort({
  value,
  onChange,
  withDistance,
}: {
  value: Sort;
  onChange: (sort: Sort) => void;
  withDistance: boolean;
}) {
  return (
    <NativeSelect
      label="Sort by"
      value={value}
      data={SORT_OPTIONS.filter((o) => withDistance || o.value !== 'distance')}
      onChange={(e) => onChange(e.currentTarget.value as Sort)}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
