import type { ChannelStayInput, ChannelStayQuery } from '@innkeep/contract/channel-stays';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

const staysKey = (filter: ChannelStayQuery) => [...reservationsKeys.all, 'channel-stays', filter] as const;

/** `GET /api/channel-stays`: the host's stays imported from channel calendars, filtered like the list. */
const channelStaysQuery = (filter: ChannelStayQuery) =>
  queryOptions({
    queryKey: staysKey(filter),
    queryFn: ({ signal }) => api.GET('/api/channel-stays', { params: { query: { ...filter } }, signal }),
  });

export function useChannelStays(filter: ChannelStayQuery, enabled = true) {
  return useQuery({ ...channelStaysQuery(filter), placeholderData: keepPreviousData, enabled });
}

/** `PUT /api/channel-stays/{id}`: the guest's name and the host's note; the calendars show the name too. */
export function useAnnotateChannelStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: ChannelStayInput }) =>
      api.PUT('/api/channel-stays/{id}', { params: { path: { id } }, body: values }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reservationsKeys.all });
      await client.invalidateQueries({ queryKey: ['calendar'] });
    },
  });
}
