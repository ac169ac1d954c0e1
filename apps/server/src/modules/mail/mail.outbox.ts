import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Queues an e-mail. Call it inside the transaction that causes the mail, so the two commit together;
 * the mail job delivers it (SMTP, or the embedded outbox) and retries with backoff.
 */
export async function enqueueMail(db: Tx, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, to: mail.to.toLowerCase() });
}
