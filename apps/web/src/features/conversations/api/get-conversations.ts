import type { ConversationListReply, InboxSort } from '@innkeep/contract/conversations';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type { InboxSort };

export const conversationsKeys = {
  all: ['conversations'] as const,
  /** Every list of threads: the badge's first page and the inbox's pages. */
  lists: ['conversations', 'list'] as const,
  list: (sort: InboxSort = 'activity') => [...conversationsKeys.lists, sort] as const,
  pages: (sort: InboxSort) => [...conversationsKeys.lists, 'pages', sort] as const,
  detail: (id: number) => [...conversationsKeys.all, 'detail', id] as const,
};

/**
 * `GET /api/conversations`: one page of the host's threads (every stay open to messages, written in or not),
 * newest activity first or by arrival, with the total and the unread total (decision 0095).
 */
export function getConversations(
  sort: InboxSort,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationListReply> {
  return api.GET('/api/conversations', { params: { query: { sort, cursor } }, signal });
}

// New guest messages show in the list and the navigation's badge without a reload.
const REFETCH_MS = 60_000;

/** The first page: the navigation's unread badge reads its meta. */
export const conversationsQuery = (sort: InboxSort = 'activity') =>
  queryOptions({
    queryKey: conversationsKeys.list(sort),
    queryFn: ({ signal }) => getConversations(sort, undefined, signal),
    refetchInterval: REFETCH_MS,
  });

export const useConversations = (enabled = true, sort: InboxSort = 'activity') =>
  useQuery({ ...conversationsQuery(sort), enabled });

/** The inbox's list: page after page as the host asks for more, each after the last one's cursor. */
export const conversationPagesQuery = (sort: InboxSort) =>
  infiniteQueryOptions({
    queryKey: conversationsKeys.pages(sort),
    queryFn: ({ signal, pageParam }) => getConversations(sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    refetchInterval: REFETCH_MS,
  });

export const useConversationPages = (sort: InboxSort) => useInfiniteQuery(conversationPagesQuery(sort));
