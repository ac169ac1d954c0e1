import type { AmenityFlag } from '@innkeep/contract/amenities';
import { formatDate } from '@innkeep/contract/dates';
import type { SearchSort as Sort } from '@innkeep/contract/search-constants';
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
import { SearchSort } from './search-sort.tsx';

// The results' frame, list and cards are plain elements styled by ./search-results.css, in the entry's
// stylesheet (decision 0111); Mantine's code comes only with the parts below, each in a chunk of its own.

// Its code (Mantine's MultiSelect, its popover and their positioning: about 35 KB gzip) loads when the guest
// first points at it or uses the page (HydrateOnView until="used"); its server HTML reads the same until then.
const AmenityFilter = lazyPart(() => import('./amenity-filter.tsx').then((m) => m.AmenityFilter));
// The filters' fields (Mantine's inputs and checkboxes) load when the guest reaches for the Filters button, or,
// on a page that opens with a filter on, when they use the page.
const SearchFilters = lazyPart(() => import('./search-filters.tsx').then((m) => m.SearchFilters));
/** Leaflet and its tiles load only in a browser that shows the map (ClientOnly), in a chunk of their own. */
const SearchMap = lazy(() => import('./search-map.tsx'));
/** Whether the list follows the map: only beside the map, which the server never draws. */
const MapFollow = lazy(() => import('./map-follow.tsx'));
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
  const mapPlaceholder = <div className="search-results-placeholder" style={{ height: mapHeight }} />;

  return (
    <div className="search-results" aria-busy={isFetching}>
      {/* The filter has a row of its own under the heading: as its chips wrap, only the rows below move. */}
      <div className="search-results-top">
        <div>
          <h2 className="search-results-title">
            {where ? `Stays in ${where}` : 'Stays for you'}
            {summary && <span className="search-results-summary">{summary}</span>}
          </h2>
          {data && (
            <p className="search-results-count text-sm text-dimmed" aria-live="polite">
              {data.meta.total === 1 ? '1 stay found' : `${data.meta.total} stays found`}
            </p>
          )}
        </div>
        <div className="search-results-bar">
          <div className="search-results-bar-start">
            <SearchSort
              value={params.refine.sort}
              withDistance={Boolean(params.city.trim())}
              onChange={(sort: Sort) => onRefineChange({ ...params.refine, sort })}
            />
            <button
              type="button"
              className="plain-button"
              data-variant={filterCount > 0 ? 'light' : 'default'}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onPointerEnter={() => void SearchFilters.preload()}
              onFocus={() => void SearchFilters.preload()}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <IconAdjustmentsHorizontal size={18} aria-hidden />
              {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
            </button>
          </div>
          {!wide && (
            // Two pressed-or-not buttons: SegmentedControl's styles come only with the dashboard.
            <fieldset className="search-results-switch" aria-label="Show results as">
              {(['list', 'map'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  className="plain-button"
                  data-variant={view === v ? 'filled' : 'default'}
                  aria-pressed={view === v}
                  onClick={() => onViewChange(v)}
                >
                  {v === 'list' ? 'List' : 'Map'}
                </button>
              ))}
            </fieldset>
          )}
        </div>
        {filtersOpen && (
          <div id={filtersId}>
            <HydrateOnView load={SearchFilters.preload} until="used">
              <SearchFilters
                value={params.refine}
                onChange={onRefineChange}
                propertyTypes={types.data ?? []}
                currencySymbol={currencies.size === 1 ? [...currencies][0] : undefined}
              />
            </HydrateOnView>
          </div>
        )}
        {/* The filter's height on one row (its label and field: 60.8 px), kept for it while its code loads on a
            page the browser renders (after a search from the home page), so the results below do not move. */}
        <div className="search-results-amenities">
          <HydrateOnView load={AmenityFilter.preload} until="used">
            <AmenityFilter value={params.amenities} onChange={onAmenitiesChange} />
          </HydrateOnView>
        </div>
      </div>
      {isPending ? (
        <div className="search-results-waiting">
          <span className="search-results-loader" role="img" aria-label="Searching" />
        </div>
      ) : isError ? (
        <div className="search-results-alert" role="alert">
          <p>Search failed</p>
          <p>{error.message}</p>
        </div>
      ) : found.length === 0 ? (
        <div className="search-results-empty">
          <p>{NO_RESULTS_TEXT}</p>
          {anyFilter && (
            <button type="button" className="plain-button" onClick={onClearFilters}>
              Clear filters
            </button>
          )}
        </div>
      ) : (
        <div className="search-results-columns">
          {(wide || view === 'list') && (
            <div className="search-results-column">
              {wide && (
                <Suspense fallback={<div style={{ minHeight: 26 }} />}>
                  <MapFollow
                    follow={follow}
                    onFollowChange={setFollow}
                    shown={shown.length}
                    found={found.length}
                    onShowAll={() => setFitKey((k) => k + 1)}
                  />
                </Suspense>
              )}
              <ResultsList listings={shown} stay={stay} besideMap={wide} />
              {pages > 1 && (
                <nav className="search-results-pages" aria-label="Result pages">
                  <button
                    type="button"
                    className="plain-button"
                    data-variant="default"
                    disabled={params.page <= 1}
                    onClick={() => onPageChange(params.page - 1)}
                  >
                    Previous page
                  </button>
                  <p className="search-results-count text-sm">
                    Page {params.page} of {pages}
                  </p>
                  <button
                    type="button"
                    className="plain-button"
                    data-variant="default"
                    disabled={params.page >= pages}
                    onClick={() => onPageChange(params.page + 1)}
                  >
                    Next page
                  </button>
                </nav>
              )}
            </div>
          )}
          {showMap && (
            <div className={wide ? 'search-results-map-wide' : undefined}>
              <ClientOnly fallback={mapPlaceholder}>
                <Suspense fallback={mapPlaceholder}>
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
            </div>
          )}
        </div>
      )}
    </div>
  );
}
