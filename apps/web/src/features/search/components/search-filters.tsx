import type { NamedOption } from '@innkeep/contract/lookups';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { activeFilterCount, NO_REFINEMENTS, type SearchRefinements } from '../search-refinements.ts';

const COUNT_OPTIONS = [
  { value: '0', label: 'Any' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` })),
];

interface SearchFiltersProps {
  value: SearchRefinements;
  onChange: (next: SearchRefinements) => void;
  /** The property types to choose from (`GET /api/list/property-types`); empty while they load. */
  propertyTypes: NamedOption[];
  /** The currency the price fields are in, when the results have one ("€"); else none is shown. */
  currencySymbol?: string;
}

/** A price field: what the guest types is kept as typed and applied when they leave the field or press Enter. */
function PriceField({
  label,
  value,
  onCommit,
  symbol,
}: {
  label: string;
  value: number | null;
  onCommit: (v: number | null) => void;
  symbol?: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const digits = text.replace(/\D/g, '');
  const commit = () => {
    const next = digits === '' ? null : Math.min(Number(digits), 1_000_000);
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      placeholder="Any"
      leftSection={symbol}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** Price range, property type, bedrooms, beds, instant booking and free cancellation; each applies at once. */
export function SearchFilters({ value, onChange, propertyTypes, currencySymbol }: SearchFiltersProps) {
  const set = (patch: Partial<SearchRefinements>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="md" data-testid="search-filters">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        <PriceField
          label="Min price a night"
          value={value.minPrice}
          symbol={currencySymbol}
          onCommit={(minPrice) =>
            set({
              minPrice,
              maxPrice:
                minPrice !== null && value.maxPrice !== null && value.maxPrice < minPrice
                  ? null
                  : value.maxPrice,
            })
          }
        />
        <PriceField
          label="Max price a night"
          value={value.maxPrice}
          symbol={currencySymbol}
          onCommit={(maxPrice) =>
            set({
              maxPrice,
              minPrice:
                maxPrice !== null && value.minPrice !== null && value.minPrice > maxPrice
                  ? null
                  : value.minPrice,
            })
          }
        />
        <NativeSelect
          label="Property type"
          value={value.propertyType === null ? '' : String(value.propertyType)}
          data={[
            { value: '', label: 'Any type' },
            ...propertyTypes.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
          onChange={(e) =>
            set({ propertyType: e.currentTarget.value ? Number(e.currentTarget.value) : null })
          }
        />
        <NativeSelect
          label="Bedrooms"
          value={String(value.bedrooms)}
          data={COUNT_OPTIONS}
          onChange={(e) => set({ bedrooms: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          label="Beds"
          value={String(value.beds)}
          data={COUNT_OPTIONS}
          onChange={(e) => set({ beds: Number(e.currentTarget.value) })}
        />
      </SimpleGrid>
      <Group gap="lg" justify="space-between">
        <Group gap="lg">
          <Checkbox
            label="Instant booking"
            description="Book now, no request first"
            checked={value.instantBook}
            onChange={(e) => set({ instantBook: e.currentTarget.checked })}
          />
          <Checkbox
            label="Free cancellation"
            description="A full refund is still possible"
            checked={value.freeCancellation}
            onChange={(e) => set({ freeCancellation: e.currentTarget.checked })}
          />
        </Group>
        {activeFilterCount(value) > 0 && (
          <Button variant="subtle" onClick={() => onChange({ ...NO_REFINEMENTS, sort: value.sort })}>
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
