import { z } from 'zod';
import { isPlainText, wholeNumber } from './common.ts';
import { groupDigits } from './money.ts';

/**
 * Conversations (docs/requirements/host.md#R-H7, decision 0040): one thread per reservation between its host and its guest. The
 * host reads them at `/api/conversations` (a conversation's id is its reservation's id), the guest at
 * `/api/bookings/reservation/{hash}/messages`.
 */
export const MESSAGE_MAX = 5000;

export const conversationMessages = {
  bodyRequired: 'Write a message',
  bodyTooLong: `Keep your message under ${groupDigits(MESSAGE_MAX)} characters`,
  bodyNotPlain: 'Write your message as plain text',
  sent: 'Message sent',
  notFound: 'Conversation not found',
  blocked: 'This e-mail address is blocked from sending messages',
  notOpen: 'Messages with the host open once the stay is paid',
} as const;

/** A message as typed: plain text (links stay text), trimmed, 1 to 5,000 characters. */
export const MessageBody = z
  .string({ error: conversationMessages.bodyRequired })
  .trim()
  .min(1, conversationMessages.bodyRequired)
  .max(MESSAGE_MAX, conversationMessages.bodyTooLong)
  .refine(isPlainText, conversationMessages.bodyNotPlain);

/** `POST /api/conversations/{id}/messages` and `POST /api/bookings/reservation/{hash}/messages`, and the reply box. */
export const MessageInput = z.object({ body: MessageBody });
export type MessageInput = z.input<typeof MessageInput>;

export const MessageSender = z.enum(['guest', 'host']);
export type MessageSender = z.infer<typeof MessageSender>;

export const Message = z.object({
  id: z.number(),
  sender: MessageSender,
  /** The first name shown beside the message: the guest's, or the host's. */
  sender_name: z.string(),
  body: z.string(),
  /** ISO instant (UTC). */
  created_at: z.string(),
  /** When the other side first read it; null while unread. */
  read_at: z.string().nullable(),
  /** Written by one of the host's automations (a welcome, arrival details), not by the host at that moment. */
  automatic: z.boolean(),
});

/** How the thread and the e-mail mark a message an automation sent. */
export const AUTOMATIC_MESSAGE = 'Automatic message';
export type Message = z.infer<typeof Message>;

/** One thread in the host's inbox, with the stay it is about. */
export const ConversationSummary = z.object({
  /** The reservation's id: one conversation per reservation. */
  id: z.number(),
  guest_name: z.string(),
  listing_id: z.number(),
  listing_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number(),
  status_id: z.number(),
  last_message_at: z.string().nullable(),
  /** The latest message's first characters, for the list. */
  last_message_preview: z.string(),
  last_message_sender: MessageSender.nullable(),
  /** The guest's messages the host has not opened yet. */
  unread_count: z.number(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** `GET /api/conversations?sort=`: by latest activity (the default) or by arrival, stays not over yet only. */
export const INBOX_SORTS = ['activity', 'arrival'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
/** Threads a page of the inbox holds unless `per_page` says (docs/requirements/host.md#R-H29). */
export const CONVERSATIONS_PER_PAGE = 25;
export const CONVERSATIONS_PER_PAGE_MAX = 100;

export const inboxMessages = {
  sort: 'Choose activity or arrival',
  perPage: `Choose from 1 to ${CONVERSATIONS_PER_PAGE_MAX} conversations a page`,
  cursor: 'This list has moved on: start again from the first page',
} as const;

/**
 * Where the next page starts (decision 0095): the last thread's place in the order, opaque to clients. By
 * activity, its latest activity in microseconds since 1970 and its id (`a1790000000000000.42`); by arrival,
 * its check-in and id (`r2027-06-18.42`). A cursor of the other order is refused.
 */
const InboxCursor = z
  .string({ error: inboxMessages.cursor })
  .regex(/^(a\d{1,17}|r\d{4}-\d{2}-\d{2})\.\d{1,10}$/, inboxMessages.cursor);

export const ConversationListQuery = z.object({
  sort: z.enum(INBOX_SORTS, { error: inboxMessages.sort }).optional(),
  per_page: wholeNumber(inboxMessages.perPage, { min: 1, max: CONVERSATIONS_PER_PAGE_MAX }).optional(),
  cursor: InboxCursor.optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

export const ConversationListReply = z.object({
  data: z.array(ConversationSummary),
  meta: z.object({
    /** Unread guest messages over every thread of the host: the dashboard navigation's badge. */
    unread_total: z.number(),
    /** Threads in this order, over every page. */
    total: z.number(),
    per_page: z.number(),
    /** Pass as `cursor` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  }),
});
export type ConversationListReply = z.infer<typeof ConversationListReply>;

export const ConversationDetail = ConversationSummary.extend({
  guest_email: z.string(),
  /** The listing's IANA zone: the thread writes its messages' times on the listing's clock (`Lisbon time`). */
  time_zone: z.string(),
  /** Oldest first. */
  messages: z.array(Message),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const ConversationReply = z.object({ data: ConversationDetail });

/** The guest's side of the thread, oldest first, with the host's name to show. */
export const GuestThread = z.object({ host_name: z.string(), messages: z.array(Message) });
export type GuestThread = z.infer<typeof GuestThread>;
export const GuestThreadReply = z.object({ data: GuestThread });

export const MessageSentReply = z.object({ message: z.string(), data: Message });
export type MessageSentReply = z.infer<typeof MessageSentReply>;
