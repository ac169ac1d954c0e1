import type { Tx } from '../../db/client.ts';
import * as repo from './mail.repository.ts';

// Other modules write their mails with the shared layout; this service is their one way into the module.
export { type EmailContent, PRODUCT_NAME, renderEmail } from './mail.templates.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. from `newsletterHeaders` (content module) on newsletter mail. */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail. Call it inside the transaction that causes the mail, so the two commit together;
 * the mail job delivers it (SMTP, or the embedded outbox) and retries with backoff.
 */
export async function enqueueMail(db: Tx, mail: OutgoingMail): Promise<void> {
  await repo.insertMail(db, { ...mail, to: mail.to.toLowerCase() });
}

/** The dev mailbox's list: newest first, optionally to one recipient. */
export const mailboxList = (db: Tx, to: string | undefined) => repo.newest(db, to?.toLowerCase(), 200);

export const mailboxItem = (db: Tx, id: number) => repo.findMail(db, id);

/** Outbox counts by status and the due backlog, for /metrics. */
export const outboxStats = (db: Tx) => repo.outboxStats(db);
