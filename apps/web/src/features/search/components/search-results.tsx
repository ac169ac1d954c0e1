import type { AmenityFlag } from '@innkeep/contract/amenities';
import { formatDate } from '@innkeep/contract/dates';
import { searchGuests } from '@innkeep/contract/search-constants';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { usePropertyTypes } from '../api/get-property-types.ts';
import { type SearchParams, useSearchListings } from '../api/search-listings.ts';
import { type MapArea, staysInArea } from '../map-area.ts';
import { activeFilterCount, type SearchRefinements } from '../search-refinements.ts';
import { ResultPages } from './result-pages.tsx';
import { ResultsHeading } from './results-heading.tsx';
import { ResultsList } from './results-list.tsx';
import { ResultsMap } from './results-map.tsx';
import { ResultsRefine } from './results-refine.tsx';
import { ViewSwitch } from './view-switch.tsx';

// The results' frame, list and cards are plain elements styled by ./search-results.css, in the entry's
// stylesheet (decision 0111); Mantine's code comes only with the parts below, each in a chunk of its own.

/** Whether the list follows the map: only beside the map, which the server never draws. */
const MapFollow = lazy(() => import('./map-follow.tsx'));
/** From this width the map sits beside the list (Mantine's `md`). */
const WIDE = '(min-width: 62em)';

/** docs/requirements/wire.md#R-W16: search requests are debounced by 300 ms, so ticking several amenities sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NO_RESULTS_TEXT = 'No listings found. Please try a different search.';

/** The text for a page number past the results' last page. */
const pastLastPageText = (page: number, pages: number) =>
  `There is no page ${page}: these stays fit on ${pages === 1 ? '1 page' : `${pages} pages`}.`;

export type ResultsView = 'list' | 'map';
const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
] as const satisfies readonly { value: ResultsView; label: string }[];

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

/** "2 guests", "1 guest". */
const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/**
 * Nothing found, and the guest count is why: the API names the most guests a stay matching the rest of the
 * search takes (`meta.largest_capacity`), so the guest knows to search for fewer, not to try another city.
 */
export function tooManyGuestsText(guests: number, largest: number, where: string, narrowed: boolean): string {
  const stays = `No stay${where ? ` in ${where}` : ''}${narrowed ? ' that matches the rest of your search' : ''}`;
  return `${stays} takes ${guestsText(guests)}: the largest takes ${largest}. Search for at most ${guestsText(largest)}.`;
}

/** "Mar 12, 2027 – Mar 15, 2027 · 2 guests": what the results (and their prices) are for, in their heading. */
export function searchSummary(p: Pick<SearchParams, 'start' | 'end' | 'numberOfGuests'>): string {
  const parts: string[] = [];
  if (p.start && p.end) parts.push(`${formatDate(p.start)} – ${formatDate(p.end)}`);
  parts.push(guestsText(searchGuests(p.numberOfGuests)));
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
  const [area, setArea] = useState<MapArea | null>(null);
  const [follow, setFollow] = useState(true);
  const [fitKey, setFitKey] = useState(0);

  const where = data?.meta.city ?? params.city.trim();
  const summary = searchSummary(params);
  const stay = { start: params.start, end: params.end, guests: searchGuests(params.numberOfGuests) };
  const found = data?.data ?? [];
  const showMap = wide || view === 'map';
  const shown = wide && follow ? staysInArea(found, area) : found;
  const currencies = new Set(found.map((c) => c.currency_symbol));
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) : 1;
  const anyFilter = activeFilterCount(params.refine) > 0 || params.amenities.length > 0;

  return (
    <div className="search-results" aria-busy={isFetching}>
      {/* The filter has a row of its own under the heading: as its chips wrap, only the rows below move. */}
      <div className="search-results-top">
        <ResultsHeading where={where} summary={summary} total={data?.meta.total} />
        <ResultsRefine
          refine={params.refine}
          amenities={params.amenities}
          withDistance={Boolean(params.city.trim())}
          propertyTypes={types.data ?? []}
          currencySymbol={currencies.size === 1 ? [...currencies][0] : undefined}
          onRefineChange={onRefineChange}
          onAmenitiesChange={onAmenitiesChange}
          barEnd={
            !wide && (
              <ViewSwitch label="Show results as" options={VIEWS} value={view} onChange={onViewChange} />
            )
          }
        />
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
      ) : found.length === 0 && data.meta.total > 0 ? (
        // A page past the last (an old link, or fewer stays since): the stays are there, on earlier pages.
        <div className="search-results-empty">
          <p>{pastLastPageText(params.page, pages)}</p>
          <button type="button" className="plain-button" onClick={() => onPageChange(1)}>
            Go to the first page
          </button>
        </div>
      ) : found.length === 0 ? (
        <div className="search-results-empty">
          <p>
            {data.meta.largest_capacity === undefined
              ? NO_RESULTS_TEXT
              : tooManyGuestsText(
                  stay.guests,
                  data.meta.largest_capacity,
                  where,
                  Boolean(params.start) || anyFilter,
                )}
          </p>
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
              {pages > 1 && <ResultPages page={params.page} pages={pages} onPageChange={onPageChange} />}
            </div>
          )}
          {showMap && (
            <ResultsMap
              wide={wide}
              listings={found}
              centre={data?.meta.centre}
              stay={stay}
              onAreaChange={setArea}
              fitKey={fitKey}
            />
          )}
        </div>
      )}
    </div>
  );
}
