import type { TaskSummaryReply } from '@innkeep/contract/tasks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/tasks/summary`: today's open turnovers and how many nobody has yet. */
export function getTaskSummary(signal?: AbortSignal): Promise<TaskSummaryReply> {
  return api.GET('/api/tasks/summary', { signal });
}

export const useTaskSummary = () =>
  useQuery({ queryKey: ['tasks', 'summary'] as const, queryFn: ({ signal }) => getTaskSummary(signal) });
