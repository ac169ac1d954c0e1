import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPricingRules } from '../../../api/pricing-rules.ts';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/pricing-rules/{id}` -> `{ message }`. */
export function deleteRule(id: number) {
  return api.DELETE('/api/pricing-rules/{id}', { params: { path: { id } } });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRule, onSuccess: () => refreshPricingRules(queryClient) });
}
