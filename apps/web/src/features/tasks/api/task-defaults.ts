import { operationKey } from '@innkeep/api-client/query-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `GET /api/tasks/defaults`: each of the host's listings with who gets its new turnovers. */
const taskDefaultsQuery = queryOptions({
  queryKey: operationKey('listTaskDefaults'),
  queryFn: ({ signal }) => api.GET('/api/tasks/defaults', { signal }),
});

export const useTaskDefaults = (enabled: boolean) => useQuery({ ...taskDefaultsQuery, enabled });

/**
 * `PUT /api/tasks/defaults`: open turnovers nobody has yet follow the new default, so the tasks refresh with
 * the defaults.
 */
export function useSetTaskDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/tasks/defaults', 'put'>) => api.PUT('/api/tasks/defaults', { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKey }),
        queryClient.invalidateQueries({ queryKey: taskDefaultsQuery.queryKey }),
      ]),
  });
}
