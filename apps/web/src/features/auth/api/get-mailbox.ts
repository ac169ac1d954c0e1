import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/mail/mailbox`: whether e-mail is kept in the embedded outbox, readable at a dev mailbox page. */
export const mailboxQuery = queryOptions({
  queryKey: ['mail', 'mailbox'],
  queryFn: () => api.GET('/api/mail/mailbox').then((r) => r.data),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMailbox() {
  return useQuery(mailboxQuery);
}
