import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPricingRules } from '../../../api/pricing-rules.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

export type RuleBody = ApiBody<'/api/pricing-rules'>;

/** `POST /api/pricing-rules` (no id) or `PUT /api/pricing-rules/{id}` -> `{ message, data }`; 422 names the field. */
export function saveRule({ id, body }: { id: number | null; body: RuleBody }) {
  return id === null
    ? api.POST('/api/pricing-rules', { body })
    : api.PUT('/api/pricing-rules/{id}', { params: { path: { id } }, body });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRule, onSuccess: () => refreshPricingRules(queryClient) });
}
