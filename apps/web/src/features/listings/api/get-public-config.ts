import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PublicConfig {
  map_tile_url: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal });
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The map tile URL template; OpenStreetMap until (or unless) the server names another. */
export function useMapTileUrl(): string {
  const { data } = useQuery(publicConfigQuery);
  return data?.map_tile_url ?? DEFAULT_TILE_URL;
}
