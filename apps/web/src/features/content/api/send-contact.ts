import type { ContactInput } from '@innkeep/contract/content';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/contact-us` {email, phone, message} -> 201 `{ message }`. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/contact-us', input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
