import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/subscribe` {email} -> 200/201 `{ message }`; a blocked e-mail -> 422 `{ errors: { email } }`. */
export function subscribe(email: string): Promise<{ message: string }> {
  return api.POST('/api/subscribe', { body: { email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
