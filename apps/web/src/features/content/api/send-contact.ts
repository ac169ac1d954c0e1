import { useMutation } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/contact-us` {email, phone, message} -> 201 `{ message }`. */
export function sendContact(input: ApiBody<'/api/contact-us'>): Promise<{ message: string }> {
  return api.POST('/api/contact-us', { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
