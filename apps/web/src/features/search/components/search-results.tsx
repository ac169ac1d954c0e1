import type { AmenityFlag } from '@innkeep/contract/amenities';
import { formatDate } from '@innkeep/contract/dates';
import type { SearchSort as Sort } from '@innkeep/contract/search-constants';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { ClientOnly } from '../../../hydration/client-only.tsx';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { type SearchParams, useSearchListings } from '../api/search-listings.ts';
import { type MapArea, staysInArea } from '../map-area.ts';
import { activeFilterCount, type SearchRefinements } from '../search-refinements.ts';
import { ResultsList } from './results-list.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchSort } from './search-sort.tsx';

// Its code (Mantine's MultiSelect, its popover and their positioning: about 35 KB gzip) loads when the guest
// first points at it or uses the page (HydrateOnView until="used"); its server HTML reads the same until then.
const AmenityFilter = lazyPart(() => import('./amenity-filter.tsx').then((m) => m.AmenityFilter));
/** Leaflet and its tiles load only in a browser that shows the map (ClientOnly), in a chunk of their own. */
const SearchMap = lazy(() => import('./search-map.tsx'));
/**
 * The filter's height on one row (its label and field: 60.8 px), kept for it while its code loads on a page the
 * browser renders (after a search from the home page), so the results below do not move when it comes.
 */
const FILTER_HEIGHT = 60;
/** From this width the map sits beside the list (Mantine's `md`). */
const WIDE = '(min-width: 62em)';

/** docs/requirements/wire.md#R-W16: search requests are debounced by 300 ms, so ticking several amenities sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NO_RESULTS_TEXT = 'No listings found. Please try a different search.';

export type ResultsView = 'list' | 'map';

interface SearchResultsProps {
  params: SearchParams & { refine: SearchRefinements; page: number };
  view: ResultsView;
  onAmenitiesChange: (amenities: AmenityFlag[]) => void;
  onRefineChange: (refine: SearchRefinements) => void;
  onPageChange: (page: number) => void;
  onViewChange: (view: ResultsView) => void;
  /** Drops every filter and amenity, keeping the destination, dates, guests and sort. */
  onClearFilters: () => void;
}

/** "Mar 12, 2027 – Mar 15, 2027 · 2 guests": what the results are for, repeated in their heading. */
export function searchSummary(p: Pick<SearchParams, 'start' | 'end' | 'numberOfGuests'>): string {
  const parts: string[] = [];
  if (p.start && p.end) parts.push(`${formatDate(p.start)} – ${formatDate(p.end)}`);
  if (p.numberOfGuests > 0) parts.push(`${p.numberOfGuests} ${p.numberOfGuests === 1 ? 'guest' : 'guests'}`);
  return parts.join(' · ');
}

export function SearchResults({
  params,
  view,
  onAmenitiesChange,
  onRefineChange,
  onPageChange,
  onViewChange,
  onClearFilters,
}: SearchResultsProps) {
  const [debounced] = useDebouncedValue(params, SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, isFetching } = useSearchListings(debounced);
  const types = usePropertyTypes();
  const wide = useMediaQuery(WIDE) === true;
  const filtersId = useId();
  const filterCount = activeFilterCount(params.refine);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const [area, setArea] = useState<MapArea | null>(null);
  const [follow, setFollow] = useState(true);
  const [fitKey, setFitKey] = useState(0);

  const where = data?.meta.city ?? params.city.trim();
  const summary = searchSummary(params);
  const stay = { start: params.start, end: params.end, guests: params.numberOfGuests };
  const found = data?.data ?? [];
  const showMap = wide || view === 'map';
  const shown = wide && follow ? staysInArea(found, area) : found;
  const currencies = new Set(found.map((c) => c.currency_symbol));
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) : 1;
  const anyFilter = filterCount > 0 || params.amenities.length > 0;
  const mapHeight = wide ? 'calc(100vh - 112px)' : '70vh';

  return (
    <Stack gap="lg" aria-busy={isFetching}>
      {/* The filter has a row of its own under the heading: as its chips wrap, only the rows below move. */}
      <Stack gap="md">
        <div>
          <Title order={2}>
            {where ? `Stays in ${where}` : 'Stays for you'}
            {summary && (
              <Text component="span" display="block" fz="md" fw={500} c="dimmed" mt={4}>
                {summary}
              </Text>
            )}
          </Title>
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {data.meta.total === 1 ? '1 stay found' : `${data.meta.total} stays found`}
            </Text>
          )}
        </div>
        <Group gap="md" align="flex-end" justify="space-between">
          <Group gap="md" align="flex-end">
            <SearchSort
              value={params.refine.sort}
              withDistance={Boolean(params.city.trim())}
              onChange={(sort: Sort) => onRefineChange({ ...params.refine, sort })}
            />
            <Button
              variant={filterCount > 0 ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
            </Button>
          </Group>
          {!wide && (
            // Two pressed-or-not buttons: SegmentedControl's styles come only with the dashboard.
            <Group gap={0} role="group" aria-label="Show results as">
              {(['list', 'map'] as const).map((v) => (
                <Button
                  key={v}
                  variant={view === v ? 'filled' : 'default'}
                  aria-pressed={view === v}
                  onClick={() => onViewChange(v)}
                >
                  {v === 'list' ? 'List' : 'Map'}
                </Button>
              ))}
            </Group>
          )}
        </Group>
        {filtersOpen && (
          <Box id={filtersId}>
            <SearchFilters
              value={params.refine}
              onChange={onRefineChange}
              propertyTypes={types.data ?? []}
              currencySymbol={currencies.size === 1 ? [...currencies][0] : undefined}
            />
          </Box>
        )}
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
      ) : found.length === 0 ? (
        <Stack align="center" py="xl" gap="md">
          <Text c="dimmed" ta="center" size="lg">
            {NO_RESULTS_TEXT}
          </Text>
          {anyFilter && <Button onClick={onClearFilters}>Clear filters</Button>}
        </Stack>
      ) : (
        <Grid gap="lg">
          {(wide || view === 'list') && (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                {wide && (
                  <Group justify="space-between" gap="xs">
                    <Checkbox
                      label="Update the list as I move the map"
                      checked={follow}
                      onChange={(e) => setFollow(e.currentTarget.checked)}
                    />
                    {shown.length < found.length && (
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          {shown.length} of {found.length} in the map area
                        </Text>
                        <Button size="compact-sm" variant="subtle" onClick={() => setFitKey((k) => k + 1)}>
                          Show all on the map
                        </Button>
                      </Group>
                    )}
                  </Group>
                )}
                <ResultsList listings={shown} stay={stay} besideMap={wide} />
                {pages > 1 && (
                  <Group justify="center" gap="md" component="nav" aria-label="Result pages">
                    <Button
                      variant="default"
                      disabled={params.page <= 1}
                      onClick={() => onPageChange(params.page - 1)}
                    >
                      Previous page
                    </Button>
                    <Text size="sm">
                      Page {params.page} of {pages}
                    </Text>
                    <Button
                      variant="default"
                      disabled={params.page >= pages}
                      onClick={() => onPageChange(params.page + 1)}
                    >
                      Next page
                    </Button>
                  </Group>
                )}
              </Stack>
            </Grid.Col>
          )}
          {showMap && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box pos={wide ? 'sticky' : undefined} top={wide ? 88 : undefined}>
                <ClientOnly fallback={<Skeleton h={mapHeight} radius="lg" />}>
                  <Suspense fallback={<Skeleton h={mapHeight} radius="lg" />}>
                    <SearchMap
                      listings={found}
                      centre={data?.meta.centre}
                      stay={stay}
                      onAreaChange={setArea}
                      fitKey={fitKey}
                      height={mapHeight}
                    />
                  </Suspense>
                </ClientOnly>
              </Box>
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
