import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_REFINEMENTS } from '../../../features/search/search-refinements.ts';
import { renderWithProviders } from '../../../test-render.tsx';
import { readHomeSearch, useSearchState } from './use-search-state.ts';

/** The home page's two ways of writing the search: the search bar's Search (the sort kept), and the results' sort. */
function Harness() {
  const { search, write } = useSearchState();
  const submit = (city: string) =>
    write(
      { city, start: null, end: null, numberOfGuests: 2, amenities: [], refine: search.refine },
      { newSearch: true },
    );
  return (
    <>
      <button type="button" onClick={() => submit('Lisbon')}>
        Search Lisbon
      </button>
      <button type="button" onClick={() => submit('London')}>
        Search London
      </button>
      <button
        type="button"
        onClick={() => write({ ...search, refine: { ...NO_REFINEMENTS, sort: 'rating' } })}
      >
        Sort by rating
      </button>
    </>
  );
}

describe('the home search in the address', () => {
  it('gives each new search a history entry, and refines the current one in place', async () => {
    const { router } = renderWithProviders(<Harness />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Search Lisbon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search London' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by rating' }));
    // The same search again adds no entry: Back would show the same results.
    await userEvent.click(screen.getByRole('button', { name: 'Search London' }));
    expect(router.state.location.search).toBe('?city=London&numberOfGuests=2&sort=rating');

    const back = async () => {
      await router.navigate(-1);
      return router.state.location.search;
    };
    expect(await back()).toBe('?city=Lisbon&numberOfGuests=2');
    expect(await back()).toBe('');
  });

  it('reads a guest count below 1 as 1, the count the API prices for', () => {
    const read = (qs: string) => readHomeSearch(new URLSearchParams(qs)).search.numberOfGuests;
    expect(read('numberOfGuests=0')).toBe(1);
    expect(read('numberOfGuests=-3')).toBe(1);
    expect(read('numberOfGuests=abc')).toBe(1);
    expect(read('numberOfGuests=5')).toBe(5);
  });
});
