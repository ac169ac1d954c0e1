import { AMENITIES, type AmenityFlag } from '@innkeep/contract/amenities';
import { Alert, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { type SearchParams, useSearchListings } from '../api/search-listings.ts';
import { ListingCarousel } from './listing-carousel.tsx';

/** Spec 9: search requests are debounced by 300 ms, so ticking several amenities sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NO_RESULTS_TEXT = 'No listings found. Please try a different search.';

const amenityOptions = AMENITIES.map((a) => ({ value: a.flag, label: a.label }));

interface SearchResultsProps {
  params: SearchParams;
  onAmenitiesChange: (amenities: AmenityFlag[]) => void;
}

export function SearchResults({ params, onAmenitiesChange }: SearchResultsProps) {
  const [debounced] = useDebouncedValue(params, SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, isFetching } = useSearchListings(debounced);
  const where = params.city.trim();

  return (
    <Stack gap="lg" aria-busy={isFetching}>
      {/* The filter has a row of its own under the heading: as its chips wrap, only the rows below move. */}
      <Stack gap="md">
        <div>
          <Title order={2}>{where ? `Stays in ${where}` : 'Stays for you'}</Title>
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {data.meta.total === 1 ? '1 stay found' : `${data.meta.total} stays found`}
            </Text>
          )}
        </div>
        <MultiSelect
          label="Amenities"
          placeholder={params.amenities.length ? undefined : 'Filter by amenities'}
          data={amenityOptions}
          value={params.amenities}
          onChange={(value) => onAmenitiesChange(value as AmenityFlag[])}
          leftSection={<IconFilter size={16} aria-hidden />}
          clearable
          searchable
          w="100%"
          maw={640}
          // Rendered when it opens: a closed list kept mounted is positioned (a synchronous re-render) as the
          // results hydrate (where-input.tsx).
          comboboxProps={{ withinPortal: true, keepMounted: false }}
        />
      </Stack>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Searching" />
        </Group>
      ) : isError ? (
        <Alert color="red" title="Search failed">
          {error.message}
        </Alert>
      ) : data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="lg">
          {NO_RESULTS_TEXT}
        </Text>
      ) : (
        <ListingCarousel
          label="Search results"
          listings={data.data}
          stay={{ start: params.start, end: params.end, guests: params.numberOfGuests }}
        />
      )}
    </Stack>
  );
}
