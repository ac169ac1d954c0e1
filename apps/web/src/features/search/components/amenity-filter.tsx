import { AMENITIES, type AmenityFlag } from '@innkeep/contract/amenities';
import { MultiSelect } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

const amenityOptions = AMENITIES.map((a) => ({ value: a.flag, label: a.label }));

interface AmenityFilterProps {
  value: AmenityFlag[];
  onChange: (amenities: AmenityFlag[]) => void;
}

/** The search results' filter: the amenities every stay found must have. */
export function AmenityFilter({ value, onChange }: AmenityFilterProps) {
  return (
    <MultiSelect
      label="Amenities"
      placeholder={value.length ? undefined : 'Filter by amenities'}
      data={amenityOptions}
      value={value}
      onChange={(next) => onChange(next as AmenityFlag[])}
      leftSection={<IconFilter size={16} aria-hidden />}
      clearable
      searchable
      w="100%"
      maw={640}
      // Rendered when it opens: a closed list kept mounted is positioned (a synchronous re-render) as the
      // results hydrate (where-input.tsx).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
