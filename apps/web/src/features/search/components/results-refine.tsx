import type { AmenityFlag } from '@innkeep/contract/amenities';
import type { NamedOption } from '@innkeep/contract/lookups';
import type { SearchSort as Sort } from '@innkeep/contract/search-constants';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { activeFilterCount, type SearchRefinements } from '../search-refinements.ts';
import { SearchSort } from './search-sort.tsx';

// Its code (Mantine's MultiSelect, its popover and their positioning: about 35 KB gzip) loads when the guest
// first points at it or uses the page (HydrateOnView until="used"); its server HTML reads the same until then.
const AmenityFilter = lazyPart(() => import('./amenity-filter.tsx').then((m) => m.AmenityFilter));
// The filters' fields (Mantine's inputs and checkboxes) load when the guest reaches for the Filters button, or,
// on a page that opens with a filter on, when they use the page.
const SearchFilters = lazyPart(() => import('./search-filters.tsx').then((m) => m.SearchFilters));

interface ResultsRefineProps {
  refine: SearchRefinements;
  amenities: AmenityFlag[];
  /** A destination was searched: the results can be sorted by distance from it. */
  withDistance: boolean;
  /** The property types to filter by; empty while they load. */
  propertyTypes: NamedOption[];
  /** The currency of every result, when they share one. */
  currencySymbol: string | undefined;
  onRefineChange: (refine: SearchRefinements) => void;
  onAmenitiesChange: (amenities: AmenityFlag[]) => void;
  /** At the bar's end: the list or map switch on a phone. */
  barEnd: ReactNode;
}

/** The sort, the Filters button and its fields (open from the start when a filter is on), and the amenities. */
export function ResultsRefine({
  refine,
  amenities,
  withDistance,
  propertyTypes,
  currencySymbol,
  onRefineChange,
  onAmenitiesChange,
  barEnd,
}: ResultsRefineProps) {
  const filtersId = useId();
  const filterCount = activeFilterCount(refine);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  return (
    <>
      <div className="search-results-bar">
        <div className="search-results-bar-start">
          <SearchSort
            value={refine.sort}
            withDistance={withDistance}
            onChange={(sort: Sort) => onRefineChange({ ...refine, sort })}
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
        {barEnd}
      </div>
      {filtersOpen && (
        <div id={filtersId}>
          <HydrateOnView load={SearchFilters.preload} until="used">
            <SearchFilters
              value={refine}
              onChange={onRefineChange}
              propertyTypes={propertyTypes}
              currencySymbol={currencySymbol}
            />
          </HydrateOnView>
        </div>
      )}
      {/* The filter's height on one row (its label and field: 60.8 px), kept for it while its code loads on a
          page the browser renders (after a search from the home page), so the results below do not move. */}
      <div className="search-results-amenities">
        <HydrateOnView load={AmenityFilter.preload} until="used">
          <AmenityFilter value={amenities} onChange={onAmenitiesChange} />
        </HydrateOnView>
      </div>
    </>
  );
}
