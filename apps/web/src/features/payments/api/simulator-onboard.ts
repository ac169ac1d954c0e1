import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { connectStatusKey } from './get-connect-status.ts';

/**
 * `POST /api/stripe/simulator/onboard`: TEST MODE stand-in for finishing Stripe's onboarding. It always
 * completes the signed-in host's own account, so it takes no account id.
 */
export function completeSimulatorOnboarding(): Promise<unknown> {
  return api.POST('/api/stripe/simulator/onboard');
}

export function useSimulatorOnboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeSimulatorOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: connectStatusKey }),
  });
}
