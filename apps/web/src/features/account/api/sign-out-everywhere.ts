import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/me/sessions/revoke-all`: ends every session of the account, this one included. */
export function signOutEverywhere() {
  return api.POST('/api/me/sessions/revoke-all');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
