import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** `GET /api/config`: what the server lets the browser know about its setup. */
export interface PublicConfig {
  map_tile_url: string;
}

/** OpenStreetMap, used until (or unless) the server names another tile source. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal });
}

/** The one client for `/api/config`, shared by every map (the server's CSP names the tile origin). */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The map tile URL template the server allows. */
export function useMapTileUrl(): string {
  const { data } = useQuery(publicConfigQuery);
  return data?.map_tile_url ?? DEFAULT_TILE_URL;
}
