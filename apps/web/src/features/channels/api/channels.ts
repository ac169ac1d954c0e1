import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

export const channelsKeys = {
  all: ['channels'] as const,
  listing: (listingId: number) => ['channels', 'listing', listingId] as const,
};

/** `GET /api/channels?listing_id=`: export address, imported calendars with their health, conflicts. */
export function useChannels(listingId: number | null) {
  return useQuery({
    queryKey: channelsKeys.listing(listingId ?? 0),
    queryFn: ({ signal }) =>
      api.GET('/api/channels', { params: { query: { listing_id: listingId! } }, signal }).then((b) => b.data),
    enabled: listingId !== null,
    // A first sync runs as a job on the server: the screen follows its steps until it is done.
    refetchInterval: (query) => (query.state.data?.feeds.some((f) => f.syncing) ? 1000 : false),
  });
}

function useChannelsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      // Imported stays make and move turnovers (docs/requirements/host.md#R-H28): the tasks follow the sync.
      await Promise.all([
        client.invalidateQueries({ queryKey: channelsKeys.all }),
        client.invalidateQueries({ queryKey: tasksKey }),
      ]);
    },
  });
}

/** `POST /api/channels`: adds the calendar and starts its first sync (a job; the reply says what it found). */
export const useAddFeed = () =>
  useChannelsMutation((input: ApiBody<'/api/channels'>) => api.POST('/api/channels', { body: input }));

/** `POST /api/channels/{id}/sync`: Sync now; answers with the outcome. */
export const useSyncFeed = () =>
  useChannelsMutation((id: number) => api.POST('/api/channels/{id}/sync', { params: { path: { id } } }));

/** `DELETE /api/channels/{id}`: the feed and the nights it blocked. */
export const useDeleteFeed = () =>
  useChannelsMutation((id: number) => api.DELETE('/api/channels/{id}', { params: { path: { id } } }));

/** `POST /api/channels/rotate-export`: a new secret export address. */
export const useRotateExport = () =>
  useChannelsMutation((listingId: number) =>
    api.POST('/api/channels/rotate-export', { body: { listing_id: listingId } }),
  );
