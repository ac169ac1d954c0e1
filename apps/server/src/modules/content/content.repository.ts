import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blogs, contactMessages, reviews, subscribers } from '../../db/schema/content.ts';

export const listBlogs = (db: Tx) => db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));

export async function findBlog(db: Tx, id: number) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row ?? null;
}

export const listReviews = (db: Tx) =>
  db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));

export async function insertContactMessage(
  db: Tx,
  values: { email: string; phone: string | null; message: string },
) {
  await db.insert(contactMessages).values(values);
}

/** Subscribing twice is not an error: the existing row's date is refreshed. */
export async function upsertSubscriber(db: Tx, email: string) {
  // The unique index is on lower(email), an expression drizzle's conflict target cannot name.
  await db.execute(sql`insert into ${subscribers} (email) values (${email})
    on conflict (lower(email)) do update set updated_at = now()`);
}
