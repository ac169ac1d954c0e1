import type { TaskListReply } from '@innkeep/contract/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const tasksKeys = {
  all: ['tasks'] as const,
  list: (from: string, to: string) => ['tasks', 'list', from, to] as const,
};

/** `GET /api/tasks?from=&to=`: the tasks due in [from, to] the signed-in person may see. */
export function getTasks(from: string, to: string, signal?: AbortSignal): Promise<TaskListReply> {
  return api.GET('/api/tasks', { params: { query: { from, to } }, signal });
}

export const tasksQuery = (from: string, to: string) =>
  queryOptions({ queryKey: tasksKeys.list(from, to), queryFn: ({ signal }) => getTasks(from, to, signal) });

export const useTasks = (from: string, to: string) => useQuery(tasksQuery(from, to));
