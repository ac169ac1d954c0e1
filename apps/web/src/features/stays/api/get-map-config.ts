import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `GET /api/config`: the map tile URL template the server allows (its CSP names the tile origin). */
export const mapConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => api.get<{ map_tile_url: string }>('/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapTileUrl(): string {
  const { data } = useQuery(mapConfigQuery);
  return data?.map_tile_url ?? OSM_TILE_URL;
}
