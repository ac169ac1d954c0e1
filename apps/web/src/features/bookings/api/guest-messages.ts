import type { GuestThread, MessageSentReply } from '@innkeep/contract/conversations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/bookings/reservation/{id}/messages`: the guest's thread with the host (marks the host's read). */
export async function getGuestMessages(hash: string, signal?: AbortSignal): Promise<GuestThread> {
  const params = { path: { id: hash } };
  return (await api.GET('/api/bookings/reservation/{id}/messages', { params, signal })).data;
}

export const guestMessagesQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'reservation', hash, 'messages'] as const,
    queryFn: ({ signal }) => getGuestMessages(hash, signal),
    // A reply from the host shows while the page is open.
    refetchInterval: 30_000,
  });

export const useGuestMessages = (hash: string) => useQuery(guestMessagesQuery(hash));

/** `POST /api/bookings/reservation/{id}/messages`: the guest writes; 422 on `body`, 403 blocked, 429. */
export function useSendGuestMessage(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string): Promise<MessageSentReply> =>
      api.POST('/api/bookings/reservation/{id}/messages', { params: { path: { id: hash } }, body: { body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: guestMessagesQuery(hash).queryKey }),
  });
}
