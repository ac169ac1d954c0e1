import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/** The newest e-mail queued for `to`, if any. */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The reset link's token and e-mail, read from a mail's text the way a person would follow it. */
export function resetLinkOf(text: string): { url: URL; token: string; email: string } {
  const match = text.match(/https?:\/\/\S+\/reset-password\?\S+/);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** The e-mail change link's token, read from a mail's text. */
export function confirmLinkOf(text: string): { url: URL; token: string } {
  const match = text.match(/https?:\/\/\S+\/confirm-email\?\S+/);
  if (!match) throw new Error(`No confirmation link in:\n${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
