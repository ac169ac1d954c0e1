import { operationKey } from '@innkeep/api-client/query-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-render.tsx';
import { myListingsQuery, refreshListings, useMyListingOptions, useMyListings } from './listings.ts';

const fetchMock = stubFetch();
const listing = { id: 3, external_listing_name: 'Sea View', upcoming_stays: 0 };

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('the host’s listings', () => {
  it('are one cache entry: the list and the pickers ask GET /api/listings once', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [listing] }));
    const client = newClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ list: useMyListings(), options: useMyListingOptions() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.options.data).toEqual([{ value: '3', label: 'Sea View' }]));
    expect(result.current.list.data).toEqual([listing]);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/listings']);
    expect(myListingsQuery.queryKey).toEqual(['listMyListings']);
  });

  it('refreshListings marks every view of listings stale, and nothing else', () => {
    const client = newClient();
    const views = [
      operationKey('listMyListings'),
      operationKey('listMyDrafts'),
      operationKey('getMyListing', 3),
      operationKey('getStay', 3),
      ['search', { city: 'Lisbon' }],
      ['search', 'category', 'villa', 1],
    ];
    const other = operationKey('listMyReservations', {});
    for (const key of [...views, other]) client.setQueryData(key, { data: [] });
    void refreshListings(client, { refetchType: 'none' });
    expect(views.filter((key) => !client.getQueryState(key)?.isInvalidated)).toEqual([]);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
