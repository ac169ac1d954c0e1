import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blogs, contactMessages, reviews, subscribers } from '../../db/schema/content.ts';

export const listBlogs = (db: Tx) => db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));

export async function findBlog(db: Tx, id: number) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row ?? null;
}

/** The home page's reviews: the site's own (not the stay reviews, which name a guest on a listing's page), not hidden. */
export const listReviews = (db: Tx) =>
  db
    .select()
    .from(reviews)
    .where(and(isNull(reviews.reservationId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

export async function insertContactMessage(
  db: Tx,
  values: { email: string; phone: string | null; message: string },
) {
  await db.insert(contactMessages).values(values);
}

export type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * The subscriber row of `email`, created (pending) when new, and locked until the transaction ends so
 * two sign-ups of one address at once cannot both mail a link.
 */
export async function lockSubscriber(tx: Tx, email: string): Promise<SubscriberRow> {
  // The unique index is on lower(email), an expression drizzle's conflict target cannot name.
  await tx.execute(
    sql`insert into ${subscribers} (email) values (${email}) on conflict (lower(email)) do nothing`,
  );
  const [row] = await tx
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`)
    .for('update');
  return row!;
}

/** A new confirmation link for `id`: pending again (also after an unsubscribe) until it is followed. */
export async function startConfirmation(tx: Tx, id: number, tokenHash: string): Promise<SubscriberRow> {
  const [row] = await tx
    .update(subscribers)
    .set({
      confirmationTokenHash: tokenHash,
      confirmationSentAt: sql`now()`,
      confirmedAt: null,
      unsubscribedAt: null,
    })
    .where(eq(subscribers.id, id))
    .returning();
  return row!;
}

/**
 * Confirms the subscriber whose link carries `tokenHash`, unless the link is older than `validDays` or
 * the address unsubscribed since. Following the link again after confirming is harmless.
 */
export async function confirmByTokenHash(
  db: Tx,
  tokenHash: string,
  validDays: number,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(
      and(
        eq(subscribers.confirmationTokenHash, tokenHash),
        isNull(subscribers.unsubscribedAt),
        or(
          isNotNull(subscribers.confirmedAt),
          gt(subscribers.confirmationSentAt, sql`now() - make_interval(days => ${validDays})`),
        ),
      ),
    )
    .returning();
  return row;
}

/** Unsubscribes the holder of `token` (again is harmless); the pending confirmation link dies with it. */
export async function unsubscribeByToken(db: Tx, token: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, confirmationTokenHash: null })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning();
  return row;
}

/** Who receives the newsletter: confirmed and not unsubscribed, oldest first. */
export const listNewsletterRecipients = (db: Tx) =>
  db
    .select({ id: subscribers.id, email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)))
    .orderBy(asc(subscribers.id));
