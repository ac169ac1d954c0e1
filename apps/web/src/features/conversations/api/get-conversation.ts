import type { ConversationDetail } from '@innkeep/contract/conversations';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { conversationsKeys } from './get-conversations.ts';

/** `GET /api/conversations/{id}`: one thread, oldest first; the server marks the guest's messages read. */
export async function getConversation(id: number, signal?: AbortSignal): Promise<ConversationDetail> {
  return (await api.GET('/api/conversations/{id}', { params: { path: { id } }, signal })).data;
}

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: conversationsKeys.detail(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    refetchInterval: 30_000,
    retry: false,
  });

/** The open thread; each read marks messages read, so the list's unread counts are fetched again after it. */
export function useConversation(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...conversationQuery(id ?? 0), enabled: id !== null });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: conversationsKeys.lists });
  }, [readAt, client]);
  return query;
}
