import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { connectStatusKey } from './get-connect-status.ts';

/** `POST /api/stripe/simulator/onboard`: TEST MODE stand-in for finishing Stripe's onboarding. */
export function completeSimulatorOnboarding(account: string | null): Promise<unknown> {
  return api.post('/stripe/simulator/onboard', account ? { account } : {});
}

export function useSimulatorOnboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeSimulatorOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: connectStatusKey }),
  });
}
