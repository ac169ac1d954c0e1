import { z } from 'zod';

/** A message the mail job gave up on after its last attempt, as the admin's failed-mail list shows it. */
export const AdminFailedMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The relay's last answer. */
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type AdminFailedMail = z.infer<typeof AdminFailedMail>;

export const AdminFailedMailsReply = z.object({ data: z.array(AdminFailedMail) });
export const AdminMailResendReply = z.object({ message: z.string() });

export const adminMailMessages = {
  resent: 'The message is queued again and goes out within seconds.',
  notFailed: 'No failed message has this id.',
} as const;
