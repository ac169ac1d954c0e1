import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blockedEmails } from '../../db/schema/content.ts';

/** Whether a normalized (trimmed, lowercase) address is listed, through the unique index on lower(email). */
export async function isListed(db: Tx, normalized: string): Promise<boolean> {
  const rows = await db
    .select({ id: blockedEmails.id })
    .from(blockedEmails)
    .where(sql`lower(${blockedEmails.email}) = ${normalized}`)
    .limit(1);
  return rows.length > 0;
}
