import type { PublicConfig } from '@innkeep/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.GET('/api/config', { signal });
}

/** The one client for `/api/config`, shared by every map (the server's CSP names the tile origin). */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The map tile URL template the server allows, or undefined while `/api/config` loads: a map draws no tiles
 * until then, rather than asking a tile server the CSP may not allow.
 */
export function useMapTileUrl(): string | undefined {
  const { data } = useQuery(publicConfigQuery);
  return data?.map_tile_url;
}

export type PaymentsConfig = PublicConfig['payments'];

/** The card payment provider, or undefined while `/api/config` loads (the card field waits for it). */
export function usePaymentsConfig(): PaymentsConfig | undefined {
  const { data } = useQuery(publicConfigQuery);
  return data?.payments;
}
