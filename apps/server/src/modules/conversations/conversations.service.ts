import {
  CONVERSATIONS_PER_PAGE,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationListReply,
  type ConversationSummary,
  conversationMessages,
  type GuestThread,
  type InboxSort,
  inboxMessages,
  type Message,
} from '@innkeep/contract/conversations';
import { fullName } from '@innkeep/contract/names';
import type { Db, Tx } from '../../db/client.ts';
import { hostListingToday } from '../../db/listing-today.ts';
import type { conversationMessages as messagesTable } from '../../db/schema/conversations.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { isEmailBlocked } from '../blocked-emails/blocked-emails.service.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import { hit, type RateLimitRule, tooManyAttempts } from '../rate-limits/rate-limits.service.ts';
import { mailHostSide } from '../team/team.service.ts';
import { guestMessageToHostMail, hostMessageToGuestMail, threadUrlForGuest } from './conversations.mails.ts';
import * as repo from './conversations.repository.ts';

/** What sending needs beside the database: where links point and how many messages a sender may send. */
export interface SendContext {
  db: Db;
  publicBaseUrl: string;
  perSender: RateLimitRule;
}

const PREVIEW_CHARS = 140;

function toMessage(
  row: typeof messagesTable.$inferSelect,
  stay: repo.ThreadStay,
  automatic = false,
): Message {
  return {
    id: row.id,
    sender: row.sender === 'host' ? 'host' : 'guest',
    sender_name: row.sender === 'host' ? stay.hostFirstName : stay.firstName,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    automatic,
  };
}

function toSummary(
  stay: repo.ThreadStay,
  c: { lastMessageAt: Date | null; unread: number; lastBody: string | null; lastSender: string | null },
): ConversationSummary {
  return {
    id: stay.id,
    guest_name: fullName(stay.firstName, stay.lastName),
    listing_id: stay.listingId,
    listing_name: stay.listingName,
    start_date: stay.startDate,
    end_date: stay.endDate,
    guests: stay.guests,
    status_id: stay.statusId,
    last_message_at: c.lastMessageAt?.toISOString() ?? null,
    last_message_preview: (c.lastBody ?? '').replace(/\s+/g, ' ').slice(0, PREVIEW_CHARS),
    last_message_sender: c.lastSender === 'host' || c.lastSender === 'guest' ? c.lastSender : null,
    unread_count: c.unread,
  };
}

/** The cursor a client passes back, read for this order; one of the other order (or none) is a 422. */
function readCursor(sort: InboxSort, cursor: string | undefined): repo.InboxAfter | undefined {
  if (cursor === undefined) return undefined;
  const [place = '', id = ''] = cursor.slice(1).split('.');
  if (cursor.startsWith('a') && sort === 'activity') return { sort, micros: place, id: Number(id) };
  if (cursor.startsWith('r') && sort === 'arrival') return { sort, startDate: place, id: Number(id) };
  throw FieldErrors.of('cursor', inboxMessages.cursor);
}

const cursorOf = (sort: InboxSort, row: { id: number; startDate: string; activityMicros: string }) =>
  sort === 'arrival' ? `r${row.startDate}.${row.id}` : `a${row.activityMicros}.${row.id}`;

/**
 * The host's inbox, a page at a time after `cursor` (docs/requirements/host.md#R-H29, decision 0095): every
 * thread of their reservations open to messages, written in or not (decision 0104), by latest activity or by
 * arrival; the total in this order and the unread total over every thread. A co-host's inbox holds their
 * listings' threads only (`listingIds`, decision 0102), counted alike.
 */
export async function listForHost(
  db: Db,
  hostId: number,
  query: ConversationListQuery = {},
  now = new Date(),
  listingIds?: number[],
): Promise<ConversationListReply> {
  const sort = query.sort ?? 'activity';
  const perPage = query.per_page ?? CONVERSATIONS_PER_PAGE;
  const after = readCursor(sort, query.cursor);
  // The arrival order leaves out stays over by their listing's date; only it needs the host's zones.
  const notEndedBy = sort === 'arrival' ? await hostListingToday(db, hostId, now) : undefined;
  // One row past the page says whether another page follows.
  const [rows, total, unread] = await Promise.all([
    repo.listForHost(db, hostId, { sort, notEndedBy, after, limit: perPage + 1, listingIds }),
    repo.countForHost(db, hostId, notEndedBy, listingIds),
    repo.unreadTotal(db, hostId, listingIds),
  ]);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    data: page.map((r) => toSummary(r, r)),
    meta: {
      unread_total: unread,
      total,
      per_page: perPage,
      next_cursor: rows.length > perPage && last ? cursorOf(sort, last) : null,
    },
  };
}

/**
 * One thread for its host, oldest message first; opening it marks the guest's messages read. A reservation
 * without messages yet is an empty thread (the host may write first); another host's is a 404.
 */
export async function threadForHost(db: Db, hostId: number, id: number, now = new Date()) {
  return db.transaction(async (tx): Promise<ConversationDetail> => {
    const stay = await repo.findStayOfHost(tx, hostId, id);
    if (!stay) throw notFound(conversationMessages.notFound);
    await repo.markRead(tx, id, 'guest', now);
    const messages = await repo.messagesOf(tx, id);
    const last = messages.at(-1)?.message;
    const summary = toSummary(stay, {
      lastMessageAt: last?.createdAt ?? null,
      unread: 0,
      lastBody: last?.body ?? null,
      lastSender: last?.sender ?? null,
    });
    return {
      ...summary,
      guest_email: stay.emailAddress,
      time_zone: stay.timeZone,
      messages: messages.map((m) => toMessage(m.message, stay, m.automatic)),
    };
  });
}

/** The guest's side, by the reservation's hash; opening it marks the host's messages read. */
export async function threadForGuest(db: Db, hash: string, now = new Date()): Promise<GuestThread> {
  return db.transaction(async (tx) => {
    const stay = await repo.findStayByHash(tx, hash);
    if (!stay) throw notFound('Reservation not found');
    await repo.markRead(tx, stay.id, 'host', now);
    const messages = await repo.messagesOf(tx, stay.id);
    return {
      host_name: stay.hostFirstName,
      messages: messages.map((m) => toMessage(m.message, stay, m.automatic)),
    };
  });
}

export async function sendAsHost(ctx: SendContext, hostId: number, id: number, body: string) {
  return ctx.db.transaction(async (tx) => {
    const stay = await repo.findStayOfHost(tx, hostId, id);
    if (!stay) throw notFound(conversationMessages.notFound);
    await assertMaySend(tx, stay.hostEmail, `message:host:${hostId}`, ctx.perSender);
    const row = await repo.insertMessage(tx, {
      reservationId: id,
      sender: 'host',
      senderUserId: hostId,
      body,
      at: new Date(),
    });
    await enqueueMail(tx, hostMessageToGuestMail(stay, body, ctx.publicBaseUrl));
    return toMessage(row, stay);
  });
}

export async function sendAsGuest(ctx: SendContext, hash: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    const stay = await repo.findStayByHash(tx, hash);
    if (!stay) throw notFound('Reservation not found');
    // A hold nobody paid for (its hash is in the 3-D Secure reply) is no way to e-mail a host.
    if (!(await repo.threadOpen(tx, stay.id))) throw new AppError('CONFLICT', conversationMessages.notOpen);
    await assertMaySend(
      tx,
      stay.emailAddress,
      `message:guest:${stay.emailAddress.toLowerCase()}`,
      ctx.perSender,
    );
    const row = await repo.insertMessage(tx, {
      reservationId: stay.id,
      sender: 'guest',
      senderUserId: null,
      body,
      at: new Date(),
    });
    const host = { email: stay.hostEmail, firstName: stay.hostFirstName };
    await mailHostSide(tx, stay.listingId, host, (reader) =>
      guestMessageToHostMail(stay, body, ctx.publicBaseUrl, reader),
    );
    return toMessage(row, stay);
  });
}

/** A blocked address writes nothing (403); past the per-sender limit, 429 with the wait. */
async function assertMaySend(tx: Tx, email: string, key: string, rule: RateLimitRule): Promise<void> {
  if (await isEmailBlocked(tx, email)) throw new AppError('FORBIDDEN', conversationMessages.blocked);
  const counted = await hit(tx, key, rule);
  if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds);
}

/**
 * The inquiry's message opens the reservation's thread (bookings calls this in the inquiry's transaction). The
 * host is already e-mailed the message with the inquiry, so nothing more is sent.
 */
export async function startWithInquiry(tx: Tx, reservationId: number, body: string, at = new Date()) {
  await repo.insertMessage(tx, { reservationId, sender: 'guest', senderUserId: null, body, at });
}

/**
 * A host message written by an automation (decision 0043), in the caller's transaction: `body` is stored as the
 * host's and `mailBody` e-mailed to the guest (the automation's e-mail never carries the door code, decision
 * 0055). No per-sender limit (the automation's claim bounds it to one per stay); a blocked host address sends
 * nothing (null). Thread and e-mail say it is automatic; when the guest wrote after it fell due (a question
 * right after booking, before the job ran), it is dated when it was due, so it sits before the question and
 * never reads as the host's reply to it, which stays the thread's latest, waiting for the host (decision 0100).
 */
export async function postAutomatedHostMessage(
  tx: Tx,
  reservationId: number,
  { now, dueAt }: { now: Date; dueAt: Date },
  publicBaseUrl: string,
  { body, mailBody }: { body: string; mailBody: string },
): Promise<{ messageId: number } | null> {
  const [stay] = await repo.findStayById(tx, reservationId);
  if (!stay) return null;
  if (await isEmailBlocked(tx, stay.hostEmail)) return null;
  const at = dueAt < now && (await repo.guestWroteSince(tx, reservationId, dueAt)) ? dueAt : now;
  const row = await repo.insertMessage(tx, {
    reservationId,
    sender: 'host',
    senderUserId: stay.hostId,
    body,
    at,
  });
  await enqueueMail(tx, hostMessageToGuestMail(stay, mailBody, publicBaseUrl, { automatic: true }));
  return { messageId: row.id };
}

/**
 * The host's own words with an approval, a decline or a cancellation (docs/requirements/host.md#R-H14), in the
 * caller's transaction: stored in the thread as the host's. Nothing is e-mailed here: the guest gets one e-mail
 * for the change (R-H30), the change's own carrying the note, or, for a change that e-mails nothing, the note
 * as a host message: the mail returned. No per-sender limit (one per status change); a blocked host address
 * writes nothing.
 */
export async function postHostNoteInTx(
  tx: Tx,
  hostId: number,
  reservationId: number,
  body: string,
  publicBaseUrl: string,
): Promise<{ replyUrl: string; asMessageMail: OutgoingMail }> {
  const [stay] = await repo.findStayById(tx, reservationId);
  if (!stay || stay.hostId !== hostId) throw notFound(conversationMessages.notFound);
  if (await isEmailBlocked(tx, stay.hostEmail)) throw new AppError('FORBIDDEN', conversationMessages.blocked);
  await repo.insertMessage(tx, { reservationId, sender: 'host', senderUserId: hostId, body, at: new Date() });
  return {
    replyUrl: threadUrlForGuest(stay, publicBaseUrl),
    asMessageMail: hostMessageToGuestMail(stay, body, publicBaseUrl),
  };
}
