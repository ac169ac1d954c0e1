import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { reservations } from '../db/schema/reservations.ts';
import { createMessage } from '../factories/conversations.factory.ts';

type Line = { from: 'guest' | 'host'; hoursAgo: number; body: string; read: boolean };

/** Maria's threads (docs/requirements/host.md#R-H7): a question with an inquiry, a late arrival being arranged, thanks after a stay. */
const THREADS: { status: number; upcoming: boolean; lines: Line[] }[] = [
  {
    status: 1,
    upcoming: true,
    lines: [
      {
        from: 'guest',
        hoursAgo: 5,
        read: false,
        body: 'Hi Maria! We are two adults and a one-year-old. Is there a cot we could use, and is the street quiet at night?',
      },
    ],
  },
  {
    status: 6,
    upcoming: true,
    lines: [
      {
        from: 'guest',
        hoursAgo: 30,
        read: true,
        body: 'Hello, our flight lands at 21:30, so we will be at the door around 23:00. Is a late check-in possible?',
      },
      {
        from: 'host',
        hoursAgo: 26,
        read: true,
        body: 'Of course! The key box works at any hour. The door code appears on your trip page two days before you arrive.',
      },
      {
        from: 'guest',
        hoursAgo: 2,
        read: false,
        body: 'Perfect, thank you! Is there a supermarket open late nearby?',
      },
    ],
  },
  {
    status: 6,
    upcoming: false,
    lines: [
      {
        from: 'guest',
        hoursAgo: 24 * 40,
        read: true,
        body: 'Thank you for a lovely stay. We left the keys in the box and the dishes are done.',
      },
      {
        from: 'host',
        hoursAgo: 24 * 40 - 3,
        read: true,
        body: 'Thank you for being such good guests. You are welcome back any time!',
      },
    ],
  },
];

/** A few threads on the host's own reservations, some with unread guest messages for the inbox's badge. */
export async function seedDemoConversations(tx: Tx, hostId: number, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const stays = await tx
    .select({ id: reservations.id, statusId: reservations.statusId, startDate: reservations.startDate })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(and(eq(listings.hostId, hostId), inArray(reservations.statusId, [1, 6])))
    .orderBy(asc(reservations.startDate), asc(reservations.id));
  const used = new Set<number>();
  let made = 0;
  for (const thread of THREADS) {
    const stay = stays.find(
      (s) => !used.has(s.id) && s.statusId === thread.status && s.startDate >= today === thread.upcoming,
    );
    if (!stay) continue;
    used.add(stay.id);
    for (const line of thread.lines) {
      const at = new Date(now.getTime() - line.hoursAgo * 3_600_000);
      await createMessage(tx, {
        reservationId: stay.id,
        sender: line.from,
        senderUserId: line.from === 'host' ? hostId : null,
        body: line.body,
        createdAt: at,
        readAt: line.read ? new Date(at.getTime() + 3_600_000) : null,
      });
    }
    made++;
  }
  return made;
}
