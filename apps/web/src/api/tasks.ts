import { operationKey } from '@innkeep/api-client/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * `GET /api/tasks?from=&to=` (decision 0103): the tasks due in [from, to] the signed-in person may see. The
 * tasks page lists them and the multi-calendar shows them on their day (docs/requirements/host.md#R-H17).
 */
export const tasksBetweenQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: operationKey('listTasks', from, to),
    queryFn: ({ signal }) => api.GET('/api/tasks', { params: { query: { from, to } }, signal }),
  });

/** Every window of tasks: what a change to a task refreshes. */
export const tasksKey = operationKey('listTasks');

export const useTasksBetween = (from: string, to: string) => useQuery(tasksBetweenQuery(from, to));
