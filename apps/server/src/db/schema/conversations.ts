import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { cascadingReservationId } from './reservations.ts';
import { users } from './users.ts';

/**
 * One conversation per reservation (decision 0040): keyed by the reservation, so its id is the reservation's.
 * The row exists from the first message; `last_message_at` orders the host's inbox.
 */
export const conversations = pgTable(
  'conversations',
  {
    reservationId: cascadingReservationId().primaryKey(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversations_last_message_idx').on(t.lastMessageAt)],
);

/**
 * A message of a conversation: plain text, 1 to 5,000 characters (the contract's MessageBody). `read_at` is
 * when the other side first opened it: the read state per side is whose messages are still unread.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => conversations.reservationId, { onDelete: 'cascade' }),
    /** guest | host */
    sender: text('sender').notNull(),
    /** The host who wrote it; null for the guest (who has no account). */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.reservationId, t.id),
    index('conversation_messages_unread_idx').on(t.reservationId, t.sender).where(sql`${t.readAt} is null`),
    check('conversation_messages_sender', sql`${t.sender} in ('guest', 'host')`),
    check('conversation_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);
