import { operationKey } from '@innkeep/api-client/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * `GET /api/stays/{id}`: a published listing as guests see it (404 otherwise). The stay page and Book now read
 * the same entry, and the server's render preloads it under the same key (spa.service.ts).
 */
export const stayQuery = (id: number) =>
  queryOptions({
    queryKey: operationKey('getStay', id),
    queryFn: async ({ signal }) =>
      (await api.GET('/api/stays/{id}', { params: { path: { id } }, signal })).data,
  });
