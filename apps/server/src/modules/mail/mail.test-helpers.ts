import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The e-mails in the outbox to one address, oldest first. */
export const mailsTo = (t: Pick<TestApp, 'db'>, to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

/** The e-mails in the outbox to one address, newest first. */
export const mailsToNewestFirst = (t: Pick<TestApp, 'db'>, to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
