import { adminMailMessages } from '@innkeep/contract/admin-mail';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './mail.repository.ts';
import type { OutgoingMail } from './mail.templates.ts';

// Other modules write their mails with the shared layout; this service is their one way into the module.
export {
  type EmailContent,
  greetingFor,
  type HostReader,
  hostNoticeFootnote,
  hostNoticeMail,
  type LinkedParagraph,
  type OutgoingMail,
  PRODUCT_NAME,
  renderEmail,
  stayDates,
} from './mail.templates.ts';

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

/** The admin's failed-mail list: who, what and the relay's last answer, never the body. */
export async function failedMailList(db: Tx) {
  return (await repo.failedMail(db, 200)).map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    attempts: m.attempts,
    last_error: m.lastError,
    created_at: m.createdAt.toISOString(),
  }));
}

/** Sends a failed message again (after the relay is fixed): 404 unless it is failed. */
export async function resendFailedMail(db: Tx, id: number): Promise<void> {
  if (!(await repo.requeueFailed(db, id))) throw notFound(adminMailMessages.notFailed);
}
