import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/users.ts';

export async function userById(db: Tx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Every admin's address: the platform's notices (disputes, failed payouts, objections) go to them all. */
export async function adminEmails(db: Tx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return rows.map((r) => r.email);
}

/** The id of the account using `email` (case-insensitive), if any. */
export async function idOfEmail(db: Tx, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

export async function setAdmin(db: Tx, userId: number) {
  const [row] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId)).returning();
  return row;
}

export async function insertAdmin(
  db: Tx,
  values: { firstName: string; lastName: string; email: string; passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, isAdmin: true })
    .returning();
  return row!;
}

export async function updateNames(db: Tx, userId: number, values: { firstName: string; lastName: string }) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Stores a pending e-mail change, replacing any earlier one of the user (only the newest link works). */
export async function replaceEmailChange(
  db: Tx,
  values: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, values.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values(values);
}

/**
 * Marks a live e-mail change used in one conditional update, so two requests racing with one link cannot
 * both succeed. Returns the user and the new address, or undefined.
 */
export async function consumeEmailChange(db: Tx, tokenHash: string) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

export async function setEmail(db: Tx, userId: number, email: string) {
  const [row] = await db.update(users).set({ email }).where(eq(users.id, userId)).returning();
  return row;
}
