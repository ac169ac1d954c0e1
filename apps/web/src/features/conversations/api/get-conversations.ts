import type { ConversationListReply } from '@innkeep/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const conversationsKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationsKeys.all, 'list'] as const,
  detail: (id: number) => [...conversationsKeys.all, 'detail', id] as const,
};

/** `GET /api/conversations`: the host's threads, newest activity first, and the unread total. */
export function getConversations(signal?: AbortSignal): Promise<ConversationListReply> {
  return api.GET('/api/conversations', { signal });
}

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsKeys.list(),
    queryFn: ({ signal }) => getConversations(signal),
    // New guest messages show in the list and the navigation's badge without a reload.
    refetchInterval: 60_000,
  });

export const useConversations = (enabled = true) => useQuery({ ...conversationsQuery(), enabled });
