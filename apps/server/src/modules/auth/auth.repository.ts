import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { emailChanges, passwordResets, sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The host of the newest open invitation to `email`, if any (sign-up words its welcome for a team member). */
export async function inviterOf(
  db: Tx,
  email: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.hostId))
    .where(
      and(
        sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`,
        isNull(teamMembers.userId),
        gt(teamMembers.tokenExpiresAt, new Date()),
      ),
    )
    .orderBy(sql`${teamMembers.createdAt} desc`)
    .limit(1);
  return row;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Tx,
  values: { firstName: string; lastName: string; email: string; passwordHash: string; isAdmin?: boolean },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setPasswordHash(db: Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Whether the account still has `passwordHash`, holding a share lock on its row until the transaction ends:
 * a password reset or change (an update of the row) then waits for the session being issued (docs/requirements/security.md#R-S8).
 */
export async function lockUserWithPassword(db: Tx, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
    .for('share');
  return rows.length > 0;
}

export async function insertSession(
  db: Tx,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Tx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Tx, userId: number, keepSessionId?: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** A new reset link replaces any earlier unused one: only the newest e-mail works. */
export async function replaceResetToken(
  db: Tx,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

const liveResetToken = (tokenHash: string, email: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
    sql`${passwordResets.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`,
  );

/** Whether a reset token is live and belongs to `email`, without spending it. */
export async function isLiveResetToken(db: Tx, tokenHash: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(liveResetToken(tokenHash, email))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a reset token used if it is live and belongs to `email`, in one conditional update: two
 * requests racing with the same token cannot both succeed. Returns the user id, or undefined.
 */
export async function consumeResetToken(
  db: Tx,
  tokenHash: string,
  email: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(liveResetToken(tokenHash, email))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/**
 * Deletes sessions, reset tokens and e-mail change links that can never be used again: expired, revoked or used more than
 * a day ago (the day keeps recent ones for support questions). Returns how many rows went.
 */
export async function pruneDeadCredentials(db: Tx): Promise<number> {
  const cutoff = sql`now() - interval '1 day'`;
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  const deadResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.usedAt, cutoff)))
    .returning({ id: passwordResets.id });
  const deadEmailChanges = await db
    .delete(emailChanges)
    .where(or(lt(emailChanges.expiresAt, cutoff), lt(emailChanges.usedAt, cutoff)))
    .returning({ id: emailChanges.id });
  return deadSessions.length + deadResets.length + deadEmailChanges.length;
}

/** The live (not revoked, not expired) session of a token hash, with its user. */
export async function findLiveSession(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Tx, sessionId: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
}
