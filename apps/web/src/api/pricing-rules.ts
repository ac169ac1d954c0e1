import { operationKey } from '@innkeep/api-client/query-keys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * `GET /api/pricing-rules`: the host's pricing rules (docs/requirements/host.md#R-H18). The rules page lists them
 * and the multi-calendar marks the nights they change. A team member is refused (403), so never asked.
 */
export const pricingRulesQuery = queryOptions({
  queryKey: operationKey('listPricingRules'),
  queryFn: async ({ signal }) => (await api.GET('/api/pricing-rules', { signal })).data,
  retry: false,
});

export const usePricingRules = (enabled = true) => useQuery({ ...pricingRulesQuery, enabled });

/**
 * After a rule was saved or removed: the list, the calendar's marks, and every price a host may look at again
 * (the calendar grid does not carry rules, so only the rules list is stale).
 */
export const refreshPricingRules = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: operationKey('listPricingRules') });
