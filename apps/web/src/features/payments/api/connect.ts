import type { ConnectReply } from '@innkeep/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/stripe/connect`: the host's one-time onboarding URL (Stripe's, or the simulator's stand-in). */
export function getOnboardingUrl(): Promise<ConnectReply> {
  return api.GET('/api/stripe/connect');
}

export function useConnect() {
  return useMutation({
    mutationFn: getOnboardingUrl,
    // The onboarding page is another site with Stripe: leave the SPA for it.
    onSuccess: (reply) => window.location.assign(reply.onboarding_url),
  });
}
