import { type AdminBlockedMail, adminMessages, type PageMeta } from '@innkeep/contract/admin';
import { messages } from '@innkeep/contract/messages';
import { refuseDuplicate, type Tx } from '../../db/client.ts';
import type { blockedEmails } from '../../db/schema/content.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import type { PageRequest } from '../../lib/search-text.ts';
import * as admin from './blocked-emails.admin.repository.ts';
import * as repo from './blocked-emails.repository.ts';

/**
 * Whether an e-mail address is on the admin's block list. Case-insensitive and trimmed, matching the
 * unique index on lower(email). Blocked addresses cannot send inquiries, book, contact or subscribe,
 * so every such module asks here (inside its own transaction when it has one).
 */
export async function isEmailBlocked(db: Tx, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return false;
  return repo.isListed(db, normalized);
}

/** Refuses a blocked address as the forms show it: a 422 on `field`. */
export async function refuseBlockedEmail(db: Tx, email: string, field: string): Promise<void> {
  if (await isEmailBlocked(db, email)) throw FieldErrors.of(field, messages.emailBlocked);
}

// --- the admin's block list (docs/requirements/admin.md#R-A1) -----------------------------------------------------------------

function toAdminBlockedMail(row: typeof blockedEmails.$inferSelect): AdminBlockedMail {
  return { id: row.id, email: row.email, updated_at: row.updatedAt.toISOString() };
}

export async function listBlocked(
  db: Tx,
  req: PageRequest,
): Promise<{ data: AdminBlockedMail[]; meta: PageMeta }> {
  const { rows, total } = await admin.pageBlocked(db, req);
  return { data: rows.map(toAdminBlockedMail), meta: { page: req.page, per_page: req.perPage, total } };
}

/** Blocks a normalized address; blocking it twice is a 422 on `email`, never a second row. */
export async function block(db: Tx, email: string): Promise<AdminBlockedMail> {
  if (await isEmailBlocked(db, email)) throw FieldErrors.of('email', adminMessages.emailAlreadyBlocked);
  const row = await refuseDuplicate(
    () => admin.insertBlocked(db, email),
    () => FieldErrors.of('email', adminMessages.emailAlreadyBlocked),
  );
  return toAdminBlockedMail(row);
}

export async function unblock(db: Tx, id: number): Promise<void> {
  if (!(await admin.deleteBlocked(db, id))) throw notFound(adminMessages.blockedMailNotFound);
}

export const countBlocked = (db: Tx) => admin.countBlocked(db);
