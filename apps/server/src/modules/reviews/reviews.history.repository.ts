import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reviewChanges, reviews } from '../../db/schema/content.ts';

export type ReviewChangeAction = 'hidden' | 'shown' | 'note' | 'edited';

/** The review's row, locked until the change and its history entry are written. */
export async function lockReview(db: Tx, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

export async function setNote(db: Tx, id: number, note: string | null, at: Date) {
  const [row] = await db
    .update(reviews)
    .set({ adminNote: note, adminNoteAt: note === null ? null : at })
    .where(eq(reviews.id, id))
    .returning();
  return row ?? null;
}

export async function updateWords(
  db: Tx,
  id: number,
  values: { firstName: string; lastName: string; message: string },
  at: Date,
) {
  const [row] = await db
    .update(reviews)
    .set({ ...values, updatedAt: at })
    .where(eq(reviews.id, id))
    .returning();
  return row ?? null;
}

export async function insertChange(
  db: Tx,
  values: {
    reviewId: number;
    actorUserId: number;
    actorEmail: string;
    action: ReviewChangeAction;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    createdAt: Date;
  },
) {
  await db.insert(reviewChanges).values(values);
}

export function changesOf(db: Tx, reviewId: number) {
  return db
    .select()
    .from(reviewChanges)
    .where(eq(reviewChanges.reviewId, reviewId))
    .orderBy(desc(reviewChanges.createdAt), desc(reviewChanges.id));
}
