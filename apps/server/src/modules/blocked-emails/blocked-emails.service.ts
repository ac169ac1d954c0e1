import type { Tx } from '../../db/client.ts';
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
