import { AMENITY_FLAGS } from '@innkeep/contract/amenities';
import type { SearchReply } from '@innkeep/contract/search';
import { SEARCH_REFINEMENT_PARAMS } from '@innkeep/contract/search-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { listingCard } from '../../../test-replies.ts';
import type { SearchParams } from '../api/search-listings.ts';
import { NO_REFINEMENTS, type SearchRefinements } from '../search-refinements.ts';
import { NO_RESULTS_TEXT, type ResultsView, SearchResults } from './search-results.tsx';

/** The search's parameters that narrow the results: its refinements but the sort, page and view, and the amenities. */
const NARROWING: readonly string[] = [
  ...SEARCH_REFINEMENT_PARAMS.filter((p) => !['sort', 'page', 'view'].includes(p)),
  ...AMENITY_FLAGS,
];

/** The API's answer: two stays in Lisbon, none once any filter or amenity is on. */
const fetchMock = stubFetch(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/list/property-types') {
    return json(200, {
      data: [
        { id: 1, name: 'Apartment' },
        { id: 2, name: 'House' },
      ],
    });
  }
  const filtered = [...url.searchParams.keys()].some((k) => NARROWING.includes(k));
  const all = filtered ? [] : [listingCard(1, 'Alfama loft', 90), listingCard(2, 'Chiado flat', 140)];
  // One page of stays: any later page is empty, and the total still counts them all.
  const page = Number(url.searchParams.get('page') ?? 1);
  const data = page === 1 ? all : [];
  const body: SearchReply = { data, meta: { page, per_page: 20, total: all.length, city: 'Lisbon' } };
  return json(200, body);
});

const searchUrls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/search');

type Params = SearchParams & { refine: SearchRefinements; page: number };

/** The results with their state held as the home page holds it (in the URL there). */
function Harness({ initial, onClear }: { initial: Params; onClear?: () => void }) {
  const [params, setParams] = useState(initial);
  const [view, setView] = useState<ResultsView>('list');
  return (
    <>
      <output data-testid="view">{view}</output>
      <SearchResults
        params={params}
        view={view}
        onAmenitiesChange={(amenities) => setParams({ ...params, amenities })}
        onRefineChange={(refine) => setParams({ ...params, refine, page: 1 })}
        onPageChange={(page) => setParams({ ...params, page })}
        onViewChange={setView}
        onClearFilters={() => {
          onClear?.();
          setParams({ ...params, amenities: [], refine: { ...NO_REFINEMENTS, sort: params.refine.sort } });
        }}
      />
    </>
  );
}

const lisbon: Params = {
  city: 'Lisboa',
  start: '2031-03-12',
  end: '2031-03-15',
  numberOfGuests: 2,
  amenities: [],
  refine: NO_REFINEMENTS,
  page: 1,
};

describe('search results', () => {
  it('say in their heading where, when and for how many, by the name listings use', async () => {
    renderWithProviders(<Harness initial={lisbon} />, { route: '/' });
    const heading = await screen.findByRole('heading', { level: 2, name: /Stays in Lisbon/ });
    expect(heading).toHaveTextContent('Mar 12, 2031 – Mar 15, 2031 · 2 guests');
  });

  it('state the guest count the prices are for, 1 for a count below it', async () => {
    renderWithProviders(<Harness initial={{ ...lisbon, numberOfGuests: 0 }} />, { route: '/' });
    const heading = await screen.findByRole('heading', { level: 2, name: /Stays in Lisbon/ });
    expect(heading).toHaveTextContent('Mar 12, 2031 – Mar 15, 2031 · 1 guest');
    await screen.findByText('2 stays found');
    expect(searchUrls().at(-1)?.searchParams.get('numberOfGuests')).toBe('1');
    // A vertical list: every stay is there, no carousel arrows.
    const list = await screen.findByRole('list', { name: 'Stays found' });
    expect(within(list).getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Next listings' })).toBeNull();
  });

  it('sort by price asks the API for it', async () => {
    renderWithProviders(<Harness initial={lisbon} />, { route: '/' });
    await screen.findByText('2 stays found');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(searchUrls().at(-1)?.searchParams.get('sort')).toBe('price_asc'));
    // Distance needs a destination to measure from: offered here, where there is one.
    expect(screen.getByRole('option', { name: 'Distance from centre' })).toBeInTheDocument();
  });

  it('filters by price range, type, bedrooms, beds, instant booking and free cancellation', async () => {
    renderWithProviders(<Harness initial={lisbon} />, { route: '/' });
    await screen.findByText('2 stays found');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The fields' code comes when the panel first opens.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Min price a night' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price a night' }), '200{Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'House');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '2+');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Beds' }), '3+');
    await userEvent.click(screen.getByRole('checkbox', { name: /Instant booking/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Free cancellation/ }));

    await waitFor(() => {
      const q = searchUrls().at(-1)?.searchParams;
      expect(Object.fromEntries(q ?? [])).toMatchObject({
        city: 'Lisboa',
        min_price: '50',
        max_price: '200',
        property_type: '2',
        bedrooms: '2',
        beds: '3',
        instant_book: '1',
        free_cancellation: '1',
      });
    });
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toBeInTheDocument();
  });

  it('an empty result offers Clear filters, which brings the stays back', async () => {
    const onClear = vi.fn();
    renderWithProviders(
      <Harness
        initial={{ ...lisbon, refine: { ...NO_REFINEMENTS, sort: 'rating', beds: 5 } }}
        onClear={onClear}
      />,
      { route: '/' },
    );
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeInTheDocument();
    // The results area's own button (the filters panel, open because a filter is on, has one too).
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(buttons.at(-1) as HTMLElement);
    expect(onClear).toHaveBeenCalledOnce();
    expect(await screen.findByText('2 stays found')).toBeInTheDocument();
    // The sort is not a filter: it stays.
    expect(searchUrls().at(-1)?.searchParams.get('sort')).toBe('rating');
    expect(searchUrls().at(-1)?.searchParams.get('beds')).toBeNull();
  });

  it('nothing for the guest count says so, with the most guests a stay there takes', async () => {
    const none = (meta: Partial<SearchReply['meta']>) =>
      json(200, { data: [], meta: { page: 1, per_page: 20, total: 0, city: 'Lisbon', ...meta } });
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input), 'http://localhost').pathname === '/api/search'
        ? none({ largest_capacity: 8 })
        : json(200, { data: [] }),
    );
    renderWithProviders(<Harness initial={{ ...lisbon, numberOfGuests: 50 }} />, { route: '/' });
    expect(
      await screen.findByText(
        'No stay in Lisbon that matches the rest of your search takes 50 guests: the largest takes 8. ' +
          'Search for at most 8 guests.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS_TEXT)).toBeNull();
  });

  it('a page past the last says so, not that nothing was found, and leads back to the stays', async () => {
    renderWithProviders(<Harness initial={{ ...lisbon, page: 9 }} />, { route: '/' });
    expect(await screen.findByText('There is no page 9: these stays fit on 1 page.')).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS_TEXT)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('Alfama loft')).toBeInTheDocument();
    expect(searchUrls().at(-1)?.searchParams.has('page')).toBe(false);
  });

  it('offers no Clear filters while there is nothing to clear', async () => {
    renderWithProviders(<Harness initial={{ ...lisbon, amenities: [], refine: NO_REFINEMENTS }} />, {
      route: '/',
    });
    await screen.findByText('2 stays found');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('on a phone, switches between the list and the map', async () => {
    renderWithProviders(<Harness initial={lisbon} />, { route: '/' });
    await screen.findByText('2 stays found');
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByTestId('view')).toHaveTextContent('map');
  });
});
