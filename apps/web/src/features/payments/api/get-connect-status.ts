import type { ConnectStatusReply } from '@innkeep/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const connectStatusKey = ['stripe', 'status'] as const;

/** `GET /api/stripe/status`: connected when `verified` (docs/requirements/wire.md#R-W13). */
export function getConnectStatus(signal?: AbortSignal): Promise<ConnectStatusReply> {
  return api.GET('/api/stripe/status', { signal });
}

export const connectStatusQuery = queryOptions({
  queryKey: connectStatusKey,
  queryFn: ({ signal }) => getConnectStatus(signal),
});

export function useConnectStatus() {
  return useQuery(connectStatusQuery);
}
