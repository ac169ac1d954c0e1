import { DATE_HOLDING_STATUSES, ReservationStatus } from '@innkeep/contract/reservations';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { taskDefaults, tasks } from '../../db/schema/team.ts';
import { users } from '../../db/schema/users.ts';
import { ownedListing } from '../listings/listings.service.ts';

export type TaskRow = typeof tasks.$inferSelect;

export async function listingForSync(db: Tx, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      hostId: listings.hostId,
      checkIn: listings.checkInTimeStart,
      checkOut: listings.checkOutTime,
      timeZone: listings.timeZone,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** The advisory-lock namespace of turnover syncs (the two-key form keeps it apart from other locks). */
const TURNOVER_LOCK_SPACE = 2103;

/**
 * One sync of a listing's turnovers at a time, so each sees the stays the one before committed (a channel
 * stay added meanwhile is another stay's next check-in). Advisory, not the listing row: inserting a stay
 * already holds a key-share lock on it, which a row lock here would deadlock against.
 */
export async function lockTurnovers(db: Tx, listingId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${TURNOVER_LOCK_SPACE}, ${listingId})`);
}

/** The listing's stays imported from channel calendars that end on or after `since` (host blocks are not stays). */
export async function channelStays(db: Tx, listingId: number, since: string) {
  return db
    .select({ id: calendarBlocks.id, startDate: calendarBlocks.startDate, endDate: calendarBlocks.endDate })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.listingId, listingId),
        isNotNull(calendarBlocks.channelCalendarId),
        gte(calendarBlocks.endDate, since),
      ),
    );
}

/** The listing's stays that hold dates and end on or after `since`, by arrival. */
export async function holdingStays(db: Tx, listingId: number, since: string) {
  return db
    .select({
      id: reservations.id,
      statusId: reservations.statusId,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        inArray(reservations.statusId, [...DATE_HOLDING_STATUSES]),
        gte(reservations.endDate, since),
      ),
    )
    .orderBy(asc(reservations.startDate));
}

export async function defaultsOf(db: Tx, listingId: number) {
  const [row] = await db.select().from(taskDefaults).where(eq(taskDefaults.listingId, listingId));
  return row;
}

/** A turnover follows its stay, a reservation's or a channel stay's: one per stay, whoever writes it. */
export async function upsertTurnover(db: Tx, values: typeof tasks.$inferInsert) {
  await db
    .insert(tasks)
    .values(values)
    .onConflictDoUpdate({
      target: values.calendarBlockId ? tasks.calendarBlockId : tasks.reservationId,
      targetWhere: sql`${tasks.kind} = 'turnover'`,
      set: {
        dueDate: values.dueDate,
        windowStart: values.windowStart,
        windowEnd: values.windowEnd ?? null,
        nextGuests: values.nextGuests ?? null,
        // A stay paid again after a cancellation (never today, but cheap to keep right) reopens its turnover.
        status: sql`case when ${tasks.status} = 'cancelled' then 'open' else ${tasks.status} end`,
      },
    });
}

/**
 * Turnovers of stays on the listing that no longer are booked: cancelled (done ones stay done). A channel
 * stay the feed dropped has let go of its turnover (the link is set null); cancelled when it had not ended
 * yet by `today`, kept when it had: feeds drop past stays, which still needed the cleaning.
 */
export async function cancelStaleTurnovers(db: Tx, listingId: number, today: string) {
  await db
    .update(tasks)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(tasks.listingId, listingId),
        eq(tasks.kind, 'turnover'),
        eq(tasks.status, 'open'),
        or(
          sql`${tasks.reservationId} in (select id from reservations where listing_id = ${listingId} and status_id <> ${ReservationStatus.Paid})`,
          and(isNull(tasks.reservationId), isNull(tasks.calendarBlockId), gt(tasks.dueDate, today)),
        ),
      ),
    );
}

const assignee = alias(users, 'assignee');

export interface TaskFilter {
  hostId: number;
  from: string;
  to: string;
  assigneeId?: number;
  listingIds?: number[];
  id?: number;
}

export async function list(db: Tx, f: TaskFilter) {
  const where = [eq(tasks.hostId, f.hostId)];
  if (f.id === undefined) where.push(gte(tasks.dueDate, f.from), lte(tasks.dueDate, f.to));
  else where.push(eq(tasks.id, f.id));
  if (f.assigneeId !== undefined)
    where.push(eq(tasks.assigneeId, f.assigneeId), ne(tasks.status, 'cancelled'));
  if (f.listingIds) where.push(inArray(tasks.listingId, f.listingIds));
  return db
    .select({
      task: tasks,
      listingName: listings.externalListingName,
      address: listings.address,
      timeZone: listings.timeZone,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      channelName: channelCalendars.name,
    })
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, tasks.calendarBlockId))
    .leftJoin(channelCalendars, eq(channelCalendars.id, calendarBlocks.channelCalendarId))
    .where(and(...where))
    .orderBy(asc(tasks.dueDate), asc(tasks.windowStart), asc(tasks.id));
}

export async function insertTask(db: Tx, values: typeof tasks.$inferInsert) {
  const [row] = await db.insert(tasks).values(values).returning();
  return row as TaskRow;
}

export async function updateTask(db: Tx, id: number, set: Partial<typeof tasks.$inferInsert>) {
  await db.update(tasks).set(set).where(eq(tasks.id, id));
}

export async function setDefaults(db: Tx, listingId: number, assigneeId: number | null, needsPhoto: boolean) {
  await db
    .insert(taskDefaults)
    .values({ listingId, assigneeId, needsPhoto })
    .onConflictDoUpdate({ target: taskDefaults.listingId, set: { assigneeId, needsPhoto } });
  // Open turnovers nobody took yet follow the new default.
  await db
    .update(tasks)
    .set({ assigneeId, needsPhoto })
    .where(
      and(
        eq(tasks.listingId, listingId),
        eq(tasks.kind, 'turnover'),
        eq(tasks.status, 'open'),
        sql`${tasks.assigneeId} is null`,
      ),
    );
}

/** Each of the host's listings with its turnover defaults (none set: nobody, no photo), by name. */
export async function defaultsOfHost(db: Tx, hostId: number) {
  return db
    .select({
      listing_id: listings.id,
      listing_name: listings.externalListingName,
      assignee_id: sql<number | null>`${taskDefaults.assigneeId}`,
      needs_photo: sql<boolean>`coalesce(${taskDefaults.needsPhoto}, false)`,
    })
    .from(listings)
    .leftJoin(taskDefaults, eq(taskDefaults.listingId, listings.id))
    .where(ownedListing(hostId))
    .orderBy(asc(listings.externalListingName), asc(listings.id));
}

/** The host's listing with its zone (a task's date is the listing's), or undefined when it is not theirs. */
export async function ownListing(
  db: Tx,
  hostId: number,
  listingId: number,
): Promise<{ timeZone: string } | undefined> {
  const [row] = await db
    .select({ timeZone: listings.timeZone })
    .from(listings)
    .where(and(eq(listings.id, listingId), ownedListing(hostId)));
  return row;
}

/** The host's open turnovers (of these listings, when given) due in [from, to], with their listing's zone. */
export async function openTurnoversDue(
  db: Tx,
  hostId: number,
  from: string,
  to: string,
  listingIds?: number[],
) {
  return db
    .select({ dueDate: tasks.dueDate, assigneeId: tasks.assigneeId, timeZone: listings.timeZone })
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .where(
      and(
        eq(tasks.hostId, hostId),
        eq(tasks.kind, 'turnover'),
        eq(tasks.status, 'open'),
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, to),
        listingIds ? inArray(tasks.listingId, listingIds) : undefined,
      ),
    );
}
