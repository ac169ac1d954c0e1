import { AMENITIES } from '@innkeep/contract/amenities';
import { isIsoDate } from '@innkeep/contract/dates';
import { SEARCH_DEFAULT_GUESTS, searchGuests } from '@innkeep/contract/search-constants';
import { useSearchParams } from 'react-router';
import type { SearchParams } from '../../../features/search/api/search-listings.ts';
import type { ResultsView } from '../../../features/search/components/search-results.tsx';
import { readRefinements, refinementQuery } from '../../../features/search/search-refinements.ts';

/** The home page's search: what it asks the server for, every part set, and how a phone shows the results. */
export interface HomeSearch extends Required<SearchParams> {
  /** On a phone, the results as a list or as a map (a wide screen shows both). */
  view: ResultsView;
}

const MAX_PAGE = 10_000;

/**
 * The home search lives in the URL (`/?city=Lisbon&start=…&sort=price_asc&view=map`), so results survive a
 * reload and can be shared. `searched` is false until the guest has searched at least once.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { search, searched } = readHomeSearch(params);

  /**
   * Writes the search; any change but the page or the view starts again on page 1. `newSearch`: the guest
   * submitted the search bar (a city, dates or guests), which Back returns from.
   */
  function write(
    next: Omit<HomeSearch, 'page' | 'view'> & Partial<Pick<HomeSearch, 'page' | 'view'>>,
    { newSearch = false } = {},
  ) {
    const out = new URLSearchParams();
    if (next.city.trim()) out.set('city', next.city.trim());
    if (next.start && next.end) {
      out.set('start', next.start);
      out.set('end', next.end);
    }
    out.set('numberOfGuests', String(next.numberOfGuests));
    for (const key of next.amenities) out.set(key, '1');
    for (const [key, value] of Object.entries(refinementQuery(next.refine))) out.set(key, value);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    if (next.view === 'map') out.set('view', 'map');
    // A new search pushes (Back returns to it); refinements replace, so Back never steps through each sort.
    const push = !searched || (newSearch && out.toString() !== params.toString());
    setParams(out, { replace: !push, preventScrollReset: true });
  }

  return { search, searched, write };
}

/** The search a home page URL asks for (the page's loader reads it too). */
export function readHomeSearch(params: URLSearchParams): { search: HomeSearch; searched: boolean } {
  const searched = params.has('numberOfGuests');
  const guests = Number(params.get('numberOfGuests') ?? SEARCH_DEFAULT_GUESTS);
  const start = params.get('start');
  const end = params.get('end');
  const dated = isIsoDate(start) && isIsoDate(end) && start < end;
  const page = Number(params.get('page') ?? 1);
  const search: HomeSearch = {
    city: params.get('city') ?? '',
    start: dated ? start : null,
    end: dated ? end : null,
    // `numberOfGuests=0` (an old link) is 1 guest, as the API reads it: the count the heading and prices say.
    numberOfGuests: Number.isInteger(guests) ? searchGuests(guests) : SEARCH_DEFAULT_GUESTS,
    amenities: AMENITIES.filter((a) => params.get(a.flag) === '1').map((a) => a.flag),
    refine: readRefinements(params),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
  return { search, searched };
}
