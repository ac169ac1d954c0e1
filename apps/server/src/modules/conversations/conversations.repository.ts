import { and, asc, desc, eq, gt, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conversationMessages, conversations } from '../../db/schema/conversations.ts';
import { listings } from '../../db/schema/listings.ts';
import { automationSends } from '../../db/schema/message-templates.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

export type Sender = 'guest' | 'host';

/** The reservation a thread is about, with its listing and host: who may read it and whom to e-mail. */
const threadColumns = {
  id: reservations.id,
  uniqueHash: reservations.uniqueHash,
  firstName: reservations.firstName,
  lastName: reservations.lastName,
  emailAddress: reservations.emailAddress,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  guests: reservations.guests,
  statusId: reservations.statusId,
  listingId: listings.id,
  listingName: listings.externalListingName,
  timeZone: listings.timeZone,
  hostId: listings.hostId,
  hostFirstName: users.firstName,
  hostEmail: users.email,
};
export type ThreadStay = {
  id: number;
  uniqueHash: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  startDate: string;
  endDate: string;
  guests: number;
  statusId: number;
  listingId: number;
  listingName: string;
  /** The listing's IANA zone: a message's time is written on its clock. */
  timeZone: string;
  hostId: number;
  hostFirstName: string;
  hostEmail: string;
};

const selectStay = (db: Tx) =>
  db
    .select(threadColumns)
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId));

export async function findStayOfHost(db: Tx, hostId: number, reservationId: number) {
  const [row] = await selectStay(db).where(
    and(eq(reservations.id, reservationId), eq(listings.hostId, hostId)),
  );
  return row as ThreadStay | undefined;
}

export async function findStayById(db: Tx, reservationId: number) {
  return (await selectStay(db).where(eq(reservations.id, reservationId))) as ThreadStay[];
}

export async function findStayByHash(db: Tx, hash: string) {
  const [row] = await selectStay(db).where(eq(reservations.uniqueHash, hash));
  return row as ThreadStay | undefined;
}

/** Unread guest messages of the thread keyed by `id` (the reservation's id). */
const unreadFromGuestOf = (id: SQL | typeof reservations.id) =>
  sql<number>`(select count(*) from ${conversationMessages}
  where ${conversationMessages.reservationId} = ${id}
  and ${conversationMessages.sender} = 'guest' and ${conversationMessages.readAt} is null)`.mapWith(Number);
const unreadFromGuest = unreadFromGuestOf(sql`${conversations.reservationId}`);

const lastMessage = (column: 'body' | 'sender') =>
  sql<string | null>`(select ${sql.raw(column)} from ${conversationMessages}
  where ${conversationMessages.reservationId} = ${reservations.id}
  order by ${conversationMessages.createdAt} desc, ${conversationMessages.id} desc limit 1)`;

/** The same rule as `threadOpen`, as a condition on the reservation row in the query. */
const openToMessages = sql`(${reservations.source} = 'inquiry' or ${reservations.statusId} = 6 or exists (
  select 1 from reservation_events e where e.reservation_id = ${reservations.id} and e.to_status_id = 6))`;

/**
 * Whether a stay's thread is open to the guest (docs/requirements/host.md#R-H8): it came from an inquiry, or it is or was paid.
 * A hold that was never paid (Book now waiting on 3-D Secure, or failed) opens none.
 */
export async function threadOpen(db: Tx, reservationId: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      select 1 from ${reservations} r where r.id = ${reservationId} and (r.source = 'inquiry' or r.status_id = 6)
    ) or exists (
      select 1 from reservation_events e where e.reservation_id = ${reservationId} and e.to_status_id = 6
    ) as open`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { open: boolean }[];
  return rows[0]?.open === true;
}

/** How the inbox orders its threads: by latest activity, or by arrival (stays not over yet, soonest first). */
export type InboxSort = 'activity' | 'arrival';

/** Where a page starts: after this thread's place in the order (decision 0095). */
export type InboxAfter =
  | { sort: 'activity'; micros: string; id: number }
  | { sort: 'arrival'; startDate: string; id: number };

/** A thread without messages counts its activity from when the reservation was made. */
const activity = sql`coalesce(${conversations.lastMessageAt}, ${reservations.createdAt})`;
// Microseconds, as text: a JavaScript Date keeps milliseconds, and two messages may share one.
const activityMicros = sql<string>`((extract(epoch from ${activity}) * 1000000)::bigint)::text`;

/**
 * The host's threads in the inbox: theirs (a co-host's: of `listingIds` only), open to messages or written in,
 * and, with `notEndedBy` (the arrival order's: each listing's date), of stays not over by it.
 */
const listedWhere = (hostId: number, notEndedBy?: SQL<string>, listingIds?: number[]) =>
  and(
    eq(listings.hostId, hostId),
    listingIds ? inArray(reservations.listingId, listingIds) : undefined,
    or(sql`${conversations.reservationId} is not null`, openToMessages),
    notEndedBy ? gt(reservations.endDate, notEndedBy) : undefined,
  );

const afterWhere = (after: InboxAfter | undefined) =>
  after === undefined
    ? undefined
    : after.sort === 'arrival'
      ? sql`(${reservations.startDate}, ${reservations.id}) > (${after.startDate}::date, ${after.id})`
      : sql`((extract(epoch from ${activity}) * 1000000)::bigint, ${reservations.id}) < (${after.micros}::bigint, ${after.id})`;

/**
 * One page of the host's threads (docs/requirements/host.md#R-H29): every reservation of theirs open to
 * messages (an inquiry, a stay that is or was paid) or with a message already, whether or not anyone wrote
 * yet (decision 0104), each with its stay, unread count and latest message, and its place in the order.
 * Newest activity first, or soonest check-in first; the id breaks ties so no thread falls on two pages.
 */
export function listForHost(
  db: Tx,
  hostId: number,
  {
    sort,
    notEndedBy,
    after,
    limit,
    listingIds,
  }: {
    sort: InboxSort;
    notEndedBy?: SQL<string>;
    after?: InboxAfter;
    limit: number;
    listingIds?: number[];
  },
) {
  return db
    .select({
      ...threadColumns,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadFromGuestOf(reservations.id),
      lastBody: lastMessage('body'),
      lastSender: lastMessage('sender'),
      activityMicros,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .leftJoin(conversations, eq(conversations.reservationId, reservations.id))
    .where(and(listedWhere(hostId, notEndedBy, listingIds), afterWhere(after)))
    .orderBy(
      ...(sort === 'arrival'
        ? [asc(reservations.startDate), asc(reservations.id)]
        : [desc(activity), desc(reservations.id)]),
    )
    .limit(limit);
}

/** How many threads the order lists over every page. */
export async function countForHost(
  db: Tx,
  hostId: number,
  notEndedBy: SQL<string> | undefined,
  listingIds?: number[],
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .leftJoin(conversations, eq(conversations.reservationId, reservations.id))
    .where(listedWhere(hostId, notEndedBy, listingIds));
  return row?.total ?? 0;
}

/** Unread guest messages in every thread of the host's (a thread with messages is always listed). */
export async function unreadTotal(db: Tx, hostId: number, listingIds?: number[]) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(conversationMessages)
    .innerJoin(reservations, eq(reservations.id, conversationMessages.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        eq(listings.hostId, hostId),
        listingIds ? inArray(reservations.listingId, listingIds) : undefined,
        eq(conversationMessages.sender, 'guest'),
        isNull(conversationMessages.readAt),
      ),
    );
  return row?.unread ?? 0;
}

export async function conversationOf(db: Tx, reservationId: number) {
  const [row] = await db
    .select({ lastMessageAt: conversations.lastMessageAt, unread: unreadFromGuest })
    .from(conversations)
    .where(eq(conversations.reservationId, reservationId));
  return row;
}

/**
 * A thread's messages in the order they were written (an automation's message is dated when it was due, which
 * may be before a question the guest sent while it waited), each marked whether an automation wrote it.
 */
export function messagesOf(db: Tx, reservationId: number) {
  return db
    .select({
      message: conversationMessages,
      automatic: sql<boolean>`exists (select 1 from ${automationSends}
        where ${automationSends.messageId} = ${conversationMessages.id})`.mapWith(Boolean),
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.reservationId, reservationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

/** Whether the guest wrote in the thread at or after this moment. */
export async function guestWroteSince(db: Tx, reservationId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.reservationId, reservationId),
        eq(conversationMessages.sender, 'guest'),
        gte(conversationMessages.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks the messages `from` one side as read by the other, once: the first opening is kept. */
export async function markRead(db: Tx, reservationId: number, from: Sender, at: Date): Promise<void> {
  await db
    .update(conversationMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(conversationMessages.reservationId, reservationId),
        eq(conversationMessages.sender, from),
        isNull(conversationMessages.readAt),
      ),
    );
}

/** Adds a message, opening the conversation on the first one and moving it to the top of the inbox. */
export async function insertMessage(
  db: Tx,
  m: { reservationId: number; sender: Sender; senderUserId: number | null; body: string; at: Date },
) {
  await db
    .insert(conversations)
    .values({ reservationId: m.reservationId, lastMessageAt: m.at, createdAt: m.at })
    // A message dated in the past (an automation's, at its due moment) never moves the thread's activity back.
    .onConflictDoUpdate({
      target: conversations.reservationId,
      set: {
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${m.at.toISOString()}::timestamptz)`,
      },
    });
  const [row] = await db
    .insert(conversationMessages)
    .values({
      reservationId: m.reservationId,
      sender: m.sender,
      senderUserId: m.senderUserId,
      body: m.body,
      createdAt: m.at,
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}
