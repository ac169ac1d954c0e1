import type { NamedOption } from '@innkeep/contract/lookups';
import { SEARCH_MAX_PRICE, searchMessages } from '@innkeep/contract/search';
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

/**
 * The whole amount typed: null for none, undefined for what is not one from 0 to the search's most. "99.50" or
 * "1,000" is refused as typed, never read as 9950 or 1000 behind the guest's back.
 */
export function typedPrice(text: string): number | null | undefined {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return undefined;
  const amount = Number(compact);
  return amount <= SEARCH_MAX_PRICE ? amount : undefined;
}

/**
 * A price field: what the guest types is kept as typed and applied when they leave the field or press Enter;
 * an amount that is not whole, or out of order with the other field, is refused under the field.
 */
function PriceField({
  label,
  value,
  invalid,
  outOfOrder,
  onCommit,
  symbol,
}: {
  label: string;
  value: number | null;
  /** The contract's words for an amount that is not a whole number in range. */
  invalid: string;
  /** Whether this amount would put the maximum below the minimum. */
  outOfOrder: (amount: number) => boolean;
  onCommit: (v: number | null) => void;
  symbol?: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const next = typedPrice(text);
    const refusal =
      next === undefined ? invalid : next !== null && outOfOrder(next) ? searchMessages.priceOrder : null;
    setError(refusal);
    if (refusal === null && next !== undefined && next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      placeholder="Any"
      leftSection={symbol}
      value={text}
      error={error}
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
          invalid={searchMessages.minPrice}
          outOfOrder={(minPrice) => value.maxPrice !== null && value.maxPrice < minPrice}
          symbol={currencySymbol}
          onCommit={(minPrice) => set({ minPrice })}
        />
        <PriceField
          label="Max price a night"
          value={value.maxPrice}
          invalid={searchMessages.maxPrice}
          outOfOrder={(maxPrice) => value.minPrice !== null && maxPrice < value.minPrice}
          symbol={currencySymbol}
          onCommit={(maxPrice) => set({ maxPrice })}
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
