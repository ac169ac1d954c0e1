import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { taskDigests, tasks } from '../../db/schema/team.ts';

/** Whether the task was e-mailed to whom it is given now, for the day it is due now. */
const told = sql<boolean>`(${tasks.toldAssigneeId}, ${tasks.toldDueDate}) is not distinct from (${tasks.assigneeId}, ${tasks.dueDate})`;

/** Open tasks someone has, due in [from, to]: who, which day, their listing's zone, whether they were told. */
export async function assignedTasksDue(db: Tx, from: string, to: string) {
  const rows = await db
    .selectDistinct({
      assigneeId: tasks.assigneeId,
      dueDate: tasks.dueDate,
      timeZone: listings.timeZone,
      told: told.mapWith(Boolean),
    })
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .where(
      and(
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, to),
        eq(tasks.status, 'open'),
        isNotNull(tasks.assigneeId),
      ),
    );
  return rows.map((r) => ({ ...r, assigneeId: r.assigneeId as number }));
}

/** Claims the day's e-mail for the assignee: true once per assignee and day, whoever asks. */
export async function claimDigest(db: Tx, assigneeId: number, day: string): Promise<boolean> {
  const rows = await db.insert(taskDigests).values({ assigneeId, day }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function digestSent(db: Tx, assigneeId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: taskDigests.day })
    .from(taskDigests)
    .where(and(eq(taskDigests.assigneeId, assigneeId), eq(taskDigests.day, day)));
  return Boolean(row);
}

/**
 * Marks the assignee's open tasks of the day as told (only those not told yet, with `untoldOnly`) and gives
 * their ids: a row another run marked first is not given again.
 */
export async function markTold(db: Tx, assigneeId: number, day: string, untoldOnly: boolean) {
  const rows = await db
    .update(tasks)
    .set({ toldAssigneeId: assigneeId, toldDueDate: day })
    .where(
      and(
        eq(tasks.assigneeId, assigneeId),
        eq(tasks.dueDate, day),
        eq(tasks.status, 'open'),
        untoldOnly ? sql`not ${told}` : undefined,
      ),
    )
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}

/** These tasks with their listing's name and address, by the start of their window. */
export async function tasksWithPlace(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ task: tasks, listingName: listings.externalListingName, address: listings.address })
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .where(inArray(tasks.id, ids))
    .orderBy(asc(tasks.windowStart), asc(tasks.id));
}

/** A task told to someone whose day or assignee changed since, or that was cancelled: it no longer holds. */
const noLongerHolds = and(ne(tasks.status, 'done'), or(eq(tasks.status, 'cancelled'), sql`not ${told}`));

/** Who was told of a task for a day in [from, to] that no longer holds, with the task's listing's zone. */
export async function toldNoLonger(db: Tx, from: string, to: string) {
  const rows = await db
    .selectDistinct({ assigneeId: tasks.toldAssigneeId, day: tasks.toldDueDate, timeZone: listings.timeZone })
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .where(and(gte(tasks.toldDueDate, from), lte(tasks.toldDueDate, to), noLongerHolds));
  return rows.map((r) => ({
    assigneeId: r.assigneeId as number,
    day: r.day as string,
    timeZone: r.timeZone,
    told: true,
  }));
}

/** Forgets what the assignee was told for the day on tasks where it no longer holds, and gives their ids. */
export async function forgetTold(db: Tx, assigneeId: number, day: string) {
  const rows = await db
    .update(tasks)
    .set({ toldAssigneeId: null, toldDueDate: null })
    .where(and(eq(tasks.toldAssigneeId, assigneeId), eq(tasks.toldDueDate, day), noLongerHolds))
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}
