import type { AmenityFlag } from '@innkeep/contract/amenities';
import { Alert, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { type SearchParams, useSearchListings } from '../api/search-listings.ts';
import { ListingCarousel } from './listing-carousel.tsx';

// Its code (Mantine's MultiSelect, its popover and their positioning: about 35 KB gzip) loads when the guest
// first points at it or uses the page (HydrateOnView until="used"); its server HTML reads the same until then.
const AmenityFilter = lazyPart(() => import('./amenity-filter.tsx').then((m) => m.AmenityFilter));
/**
 * The filter's height on one row (its label and field: 60.8 px), kept for it while its code loads on a page the
 * browser renders (after a search from the home page), so the results below do not move when it comes.
 */
const FILTER_HEIGHT = 60;

/** docs/requirements/wire.md#R-W16: search requests are debounced by 300 ms, so ticking several amenities sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NO_RESULTS_TEXT = 'No listings found. Please try a different search.';

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
        <Box mih={FILTER_HEIGHT}>
          <HydrateOnView load={AmenityFilter.preload} until="used">
            <AmenityFilter value={params.amenities} onChange={onAmenitiesChange} />
          </HydrateOnView>
        </Box>
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
