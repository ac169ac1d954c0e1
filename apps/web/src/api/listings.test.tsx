import { operationKey } from '@innkeep/api-client/query-keys';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderHookWithProviders, requestsSent, stubFetch } from '../test-render.tsx';
import { myListingsQuery, refreshListings, useMyListingOptions, useMyListings } from './listings.ts';

const fetchMock = stubFetch();
const listing = { id: 3, external_listing_name: 'Sea View', upcoming_stays: 0 };

describe('the host’s listings', () => {
  it('are one cache entry: the list and the pickers ask GET /api/listings once', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [listing] }));
    const { result } = renderHookWithProviders(() => ({
      list: useMyListings(),
      options: useMyListingOptions(),
    }));
    await waitFor(() => expect(result.current.options.data).toEqual([{ value: '3', label: 'Sea View' }]));
    expect(result.current.list.data).toEqual([listing]);
    expect(requestsSent(fetchMock)).toEqual(['GET /api/listings']);
    expect(myListingsQuery.queryKey).toEqual(['listMyListings']);
  });

  it('refreshListings marks every view of listings stale, and nothing else', () => {
    const client = new QueryClient();
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
