/** A message ready to leave: what the delivery job hands to an adapter. */
export interface MailMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
  /** The Message-ID, the same on every attempt and unique across installs and restores (mail.delivery.ts). */
  messageId?: string;
}

/**
 * Where e-mail goes. `smtp` hands it to a mail server (SMTP_URL); `outbox` keeps it in the database
 * for the dev mailbox page and logs it, so a fresh clone works with no mail server.
 */
export interface MailPort {
  kind: 'smtp' | 'outbox';
  /** Throws when the message was not accepted; the delivery job retries it later. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
