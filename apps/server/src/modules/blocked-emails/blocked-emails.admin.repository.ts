import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blockedEmails } from '../../db/schema/content.ts';
import { matchesText, offsetOf, type PageRequest } from '../../lib/search-text.ts';

export async function pageBlocked(db: Tx, req: PageRequest) {
  const where = matchesText([blockedEmails.email], req.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blockedEmails)
      .where(where)
      .orderBy(desc(blockedEmails.createdAt), desc(blockedEmails.id))
      .limit(req.perPage)
      .offset(offsetOf(req)),
    db.select({ n: count() }).from(blockedEmails).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertBlocked(db: Tx, email: string) {
  const [row] = await db.insert(blockedEmails).values({ email }).returning();
  return row!;
}

export async function deleteBlocked(db: Tx, id: number) {
  const [row] = await db
    .delete(blockedEmails)
    .where(eq(blockedEmails.id, id))
    .returning({ id: blockedEmails.id });
  return row ?? null;
}

export async function countBlocked(db: Tx) {
  const [row] = await db.select({ n: count() }).from(blockedEmails);
  return row?.n ?? 0;
}
