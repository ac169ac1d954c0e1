import { NO_REFINEMENTS } from '../../../features/search/search-refinements.ts';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { SEARCH_RESULTS_ID } from '../../../lib/search-origin.ts';
import type { HomeSearch, useSearchState } from '../hooks/use-search-state.ts';
import blocks from './home-blocks.module.css';

// Below the first screen, in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const SearchResults = lazyPart(() =>
  import('../../../features/search/components/search-results.tsx').then((m) => m.SearchResults),
);

/** The results of the search in the page's URL; each change of filter, sort, page or view is written there. */
export function HomeSearchResults({
  search,
  write,
}: {
  search: HomeSearch;
  write: ReturnType<typeof useSearchState>['write'];
}) {
  return (
    // Top padding clears the fixed 64 px header once the page has scrolled to 800 px.
    <div id={SEARCH_RESULTS_ID} className={blocks.results}>
      <div className="container-xl">
        <HydrateOnView load={SearchResults.preload}>
          <SearchResults
            params={search}
            view={search.view}
            onAmenitiesChange={(amenities) => write({ ...search, amenities, page: 1 })}
            onRefineChange={(refine) => write({ ...search, refine, page: 1 })}
            onPageChange={(page) => write({ ...search, page })}
            onViewChange={(view) => write({ ...search, view })}
            onClearFilters={() =>
              write({
                ...search,
                amenities: [],
                refine: { ...NO_REFINEMENTS, sort: search.refine.sort },
                page: 1,
              })
            }
          />
        </HydrateOnView>
      </div>
    </div>
  );
}
