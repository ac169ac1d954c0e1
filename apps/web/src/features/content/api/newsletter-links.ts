import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/newsletter/confirm` {token} -> 200 `{ message }`; 404 for an unknown or expired link, 422 malformed. */
export function confirmNewsletter(token: string): Promise<{ message: string }> {
  return api.POST('/api/newsletter/confirm', { body: { token } });
}

/** `POST /api/newsletter/unsubscribe` {token} -> 200 `{ message }`; 404 for an unknown link, 422 malformed. */
export function unsubscribeNewsletter(token: string): Promise<{ message: string }> {
  return api.POST('/api/newsletter/unsubscribe', { body: { token } });
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
