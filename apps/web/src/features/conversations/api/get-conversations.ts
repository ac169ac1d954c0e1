import type { ConversationListQuery, ConversationListReply } from '@innkeep/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const conversationsKeys = {
  all: ['conversations'] as const,
  list: (sort: InboxSort = 'activity') => [...conversationsKeys.all, 'list', sort] as const,
  detail: (id: number) => [...conversationsKeys.all, 'detail', id] as const,
};

export type InboxSort = NonNullable<ConversationListQuery['sort']>;

/**
 * `GET /api/conversations`: the host's threads (every stay open to messages, written in or not), newest
 * activity first or by arrival, and the unread total.
 */
export function getConversations(sort: InboxSort, signal?: AbortSignal): Promise<ConversationListReply> {
  return api.GET('/api/conversations', { params: { query: { sort } }, signal });
}

export const conversationsQuery = (sort: InboxSort = 'activity') =>
  queryOptions({
    queryKey: conversationsKeys.list(sort),
    queryFn: ({ signal }) => getConversations(sort, signal),
    // New guest messages show in the list and the navigation's badge without a reload.
    refetchInterval: 60_000,
  });

export const useConversations = (enabled = true, sort: InboxSort = 'activity') =>
  useQuery({ ...conversationsQuery(sort), enabled });
