import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/me` -> `{ data: user }`: the account as the server has it now. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.GET('/api/me').then((r) => r.data),
});

export function useMe() {
  return useQuery(meQuery);
}
