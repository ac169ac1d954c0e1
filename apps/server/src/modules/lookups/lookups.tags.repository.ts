import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listingTags } from '../../db/schema/listings.ts';
import { tags } from '../../db/schema/lookups.ts';
import { matchesText, offsetOf, type PageRequest } from '../../lib/search-text.ts';

/** How many listings carry the tag (drafts and soft-deleted ones too: the tag is taken off all of them). */
const listingsCount = sql<number>`(select count(*)::int from ${listingTags} where ${listingTags.tagId} = ${tags.id})`;
const columns = { id: tags.id, name: tags.name, listingsCount };

export async function pageTags(db: Tx, req: PageRequest) {
  const where = matchesText([tags.name], req.q);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(req.perPage)
      .offset(offsetOf(req)),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, listingsCount: Number(r.listingsCount) })), total: total?.n ?? 0 };
}

export async function findTag(db: Tx, id: number) {
  const [row] = await db.select(columns).from(tags).where(eq(tags.id, id));
  return row ? { ...row, listingsCount: Number(row.listingsCount) } : null;
}

/** Another tag already named `name` (case-insensitively), apart from `exceptId`. */
export async function nameTaken(db: Tx, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})${exceptId ? sql` and ${tags.id} <> ${exceptId}` : sql``}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(db: Tx, name: string) {
  const [row] = await db.insert(tags).values({ name }).returning();
  return row!;
}

export async function renameTag(db: Tx, id: number, name: string) {
  const [row] = await db.update(tags).set({ name }).where(eq(tags.id, id)).returning();
  return row ?? null;
}

/** Takes the tag off every listing, then deletes it; returns how many listings had it, or null when missing. */
export async function deleteTag(db: Tx, id: number): Promise<number | null> {
  const removed = await db.delete(listingTags).where(eq(listingTags.tagId, id)).returning();
  const [row] = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return row ? removed.length : null;
}
