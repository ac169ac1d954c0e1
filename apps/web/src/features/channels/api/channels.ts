import type {
  AddFeedInput,
  ChannelsReply,
  FeedReply,
  RotateReply,
  SyncReply,
} from '@innkeep/contract/channels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const channelsKeys = {
  all: ['channels'] as const,
  listing: (listingId: number) => ['channels', 'listing', listingId] as const,
};

/** `GET /api/channels?listing_id=`: export address, imported calendars with their health, conflicts. */
export function useChannels(listingId: number | null) {
  return useQuery({
    queryKey: channelsKeys.listing(listingId ?? 0),
    queryFn: ({ signal }) =>
      api.get<ChannelsReply>('/channels', { query: { listing_id: listingId }, signal }).then((b) => b.data),
    enabled: listingId !== null,
    // A first sync runs as a job on the server: the screen follows its steps until it is done.
    refetchInterval: (query) => (query.state.data?.feeds.some((f) => f.syncing) ? 1000 : false),
  });
}

function useChannelsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: channelsKeys.all }),
  });
}

/** `POST /api/channels`: adds the calendar and starts its first sync (a job; the reply says what it found). */
export const useAddFeed = () =>
  useChannelsMutation((input: AddFeedInput) => api.post<FeedReply>('/channels', input));

/** `POST /api/channels/{id}/sync`: Sync now; answers with the outcome. */
export const useSyncFeed = () =>
  useChannelsMutation((id: number) => api.post<SyncReply>(`/channels/${id}/sync`, {}));

/** `DELETE /api/channels/{id}`: the feed and the nights it blocked. */
export const useDeleteFeed = () => useChannelsMutation((id: number) => api.delete(`/channels/${id}`));

/** `POST /api/channels/rotate-export`: a new secret export address. */
export const useRotateExport = () =>
  useChannelsMutation((listingId: number) =>
    api.post<RotateReply>('/channels/rotate-export', { listing_id: listingId }),
  );
