import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tasks, teamMembers } from '../../db/schema/team.ts';
import { users } from '../../db/schema/users.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export async function listForHost(db: Tx, hostId: number) {
  return db
    .select({ member: teamMembers, firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.hostId, hostId))
    .orderBy(teamMembers.createdAt, teamMembers.id);
}

export async function findForHost(db: Tx, hostId: number, id: number) {
  const [row] = await db
    .select({ member: teamMembers, firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.hostId, hostId), eq(teamMembers.id, id)));
  return row;
}

export async function insertMember(db: Tx, values: typeof teamMembers.$inferInsert) {
  const [row] = await db.insert(teamMembers).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Invites an address again that has an invitation nobody accepted (pending or expired): a new link, role and
 * listings on the same row, so the old link stops working. An accepted member is left as is (undefined).
 */
export async function renewInvitation(
  db: Tx,
  values: Pick<
    typeof teamMembers.$inferInsert,
    'hostId' | 'email' | 'role' | 'listingIds' | 'tokenHash' | 'tokenExpiresAt'
  >,
) {
  const { hostId, email, ...fresh } = values;
  const [row] = await db
    .update(teamMembers)
    .set(fresh)
    .where(
      and(
        eq(teamMembers.hostId, hostId),
        sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`,
        isNull(teamMembers.userId),
      ),
    )
    .returning();
  return row;
}

export async function deleteMember(db: Tx, hostId: number, id: number) {
  const [row] = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.hostId, hostId), eq(teamMembers.id, id)))
    .returning();
  return row;
}

/** The host's open tasks given to a person who left the team go back to nobody. */
export async function unassignTasks(db: Tx, hostId: number, userId: number) {
  await db
    .update(tasks)
    .set({ assigneeId: null })
    // Done tasks keep who did them.
    .where(and(eq(tasks.hostId, hostId), eq(tasks.assigneeId, userId), eq(tasks.status, 'open')));
}

export async function countListingsOf(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.hostId, userId));
  return row?.n ?? 0;
}

export async function memberByToken(db: Tx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.tokenHash, tokenHash), isNull(teamMembers.userId)))
    .for('update');
  return row;
}

export async function acceptMember(db: Tx, id: number, userId: number) {
  await db
    .update(teamMembers)
    .set({ userId, acceptedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
    .where(eq(teamMembers.id, id));
}

export async function membershipOf(db: Tx, userId: number) {
  const [row] = await db
    .select({ member: teamMembers, hostFirstName: users.firstName, hostLastName: users.lastName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.hostId))
    .where(eq(teamMembers.userId, userId));
  return row;
}

// ---- what the access rule needs to find a listing ---------------------------------------------------

export async function listingOfReservation(db: Tx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ listingId: reservations.listingId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.listingId ?? null;
}

export async function listingOfBlock(db: Tx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ listingId: calendarBlocks.listingId })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.id, id));
  return row?.listingId ?? null;
}

/** The co-hosts who have joined and look after the listing: their account's address and first name. */
export async function coHostsOfListing(db: Tx, listingId: number) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(listings, eq(listings.hostId, teamMembers.hostId))
    .where(
      and(
        eq(listings.id, listingId),
        eq(teamMembers.role, 'co-host'),
        sql`${listingId} = any(${teamMembers.listingIds})`,
      ),
    )
    .orderBy(teamMembers.id);
}
