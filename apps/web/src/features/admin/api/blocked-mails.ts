import type { AdminBlockedMail, AdminBlockedMailInput } from '@innkeep/contract/admin';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/blocked-mails` `{ email }`. */
export function createBlockedMail({
  fields,
}: {
  id: number | null;
  fields: AdminBlockedMailInput;
}): Promise<{ message: string; data: AdminBlockedMail }> {
  return api.POST('/api/admin/blocked-mails', { body: { email: fields.email } });
}

/** `DELETE /api/admin/blocked-mails/{id}`. */
export function deleteBlockedMail(mail: Pick<AdminBlockedMail, 'id'>): Promise<{ message: string }> {
  return api.DELETE('/api/admin/blocked-mails/{id}', { params: { path: { id: mail.id } } });
}
