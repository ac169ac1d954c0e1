import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { blogs, contactMessages, reviews, subscribers } from '../../db/schema/content.ts';
import { listings } from '../../db/schema/listings.ts';
import { matchesText, offsetOf, type PageRequest } from '../../lib/search-text.ts';

async function pageOf<T extends PgTable>(
  db: Tx,
  table: T,
  columns: { search: PgColumn[]; order: PgColumn[] },
  req: PageRequest,
) {
  const where = matchesText(columns.search, req.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...columns.order.map((c) => desc(c)))
      .limit(req.perPage)
      .offset(offsetOf(req)),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

/** An admin list: `table`'s rows matching the search box in `search`, newest first, one page and the total. */
const pager =
  <T extends PgTable>(table: T, search: PgColumn[], order: PgColumn[]) =>
  (db: Tx, req: PageRequest) =>
    pageOf(db, table, { search, order }, req);

export const pageBlogs = pager(
  blogs,
  [blogs.title, blogs.shortDescription, blogs.longDescription],
  [blogs.createdAt, blogs.id],
);
export const pageReviews = pager(
  reviews,
  [reviews.firstName, reviews.lastName, reviews.message],
  [reviews.createdAt, reviews.id],
);
export const pageContacts = pager(
  contactMessages,
  [contactMessages.email, contactMessages.phone, contactMessages.message],
  [contactMessages.createdAt, contactMessages.id],
);
export const pageSubscribers = pager(
  subscribers,
  [subscribers.email],
  [subscribers.createdAt, subscribers.id],
);

export type BlogValues = Pick<
  typeof blogs.$inferInsert,
  'title' | 'shortDescription' | 'longDescription' | 'image' | 'imageVariants'
>;

export async function insertBlog(db: Tx, values: BlogValues) {
  const [row] = await db.insert(blogs).values(values).returning();
  return row!;
}

export async function updateBlog(db: Tx, id: number, values: Partial<BlogValues>) {
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBlog(db: Tx, id: number) {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row ?? null;
}

export type ReviewValues = Pick<typeof reviews.$inferInsert, 'firstName' | 'lastName' | 'message'>;

export async function insertReview(db: Tx, values: ReviewValues) {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(db: Tx, id: number, values: ReviewValues) {
  const [row] = await db
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row ?? null;
}

export async function deleteReview(db: Tx, id: number) {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning();
  return row ?? null;
}

/** The names of the listings that stay reviews are about, for the admin's list. */
export async function listingNames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, name: listings.externalListingName })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function deleteSubscriber(db: Tx, id: number) {
  const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return row ?? null;
}

/** Every subscriber, oldest first, for the CSV export. */
export const allSubscribers = (db: Tx) =>
  db.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.id));

/** Subscribers in each state: unsubscribed wins over confirmed, as `subscriberStatus` reads a row. */
export async function subscriberCounts(db: Tx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unsubscribed: sql<number>`count(*) filter (where ${subscribers.unsubscribedAt} is not null)::int`,
      confirmed: sql<number>`count(*) filter (where ${subscribers.unsubscribedAt} is null and ${subscribers.confirmedAt} is not null)::int`,
    })
    .from(subscribers);
  const total = row?.total ?? 0;
  const unsubscribed = row?.unsubscribed ?? 0;
  const confirmed = row?.confirmed ?? 0;
  return { total, confirmed, pending: total - confirmed - unsubscribed, unsubscribed };
}

export async function counts(db: Tx) {
  const one = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [blogsCount, reviewsCount, contactsCount] = await Promise.all([
    one(blogs),
    one(reviews),
    one(contactMessages),
  ]);
  return { blogsCount, reviewsCount, contactsCount };
}
