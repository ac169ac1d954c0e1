import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export async function findById(db: Tx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
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

export async function updateProfile(
  db: Tx,
  userId: number,
  values: { firstName: string; lastName: string; email: string },
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
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
