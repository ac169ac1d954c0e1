import type { Tx } from '../db/client.ts';
import { conversationMessages, conversations } from '../db/schema/conversations.ts';

export type MessageInsert = typeof conversationMessages.$inferInsert;

/** Adds a message to a reservation's thread, opening the thread on its first one (tests and the demo seed). */
export async function createMessage(
  db: Tx,
  m: Pick<MessageInsert, 'reservationId' | 'sender' | 'body'> & Partial<MessageInsert>,
) {
  const at = m.createdAt ?? new Date();
  await db
    .insert(conversations)
    .values({ reservationId: m.reservationId, lastMessageAt: at, createdAt: at })
    .onConflictDoUpdate({ target: conversations.reservationId, set: { lastMessageAt: at } });
  const [row] = await db
    .insert(conversationMessages)
    .values({ ...m, createdAt: at })
    .returning();
  return row!;
}
