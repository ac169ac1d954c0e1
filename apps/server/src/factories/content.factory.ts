import type { Tx } from '../db/client.ts';
import { calendarBlocks, channelCalendars } from '../db/schema/channels.ts';
import { blockedEmails, blogs, contactMessages, reviews, subscribers } from '../db/schema/content.ts';
import { tags } from '../db/schema/lookups.ts';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export type BlogInsert = typeof blogs.$inferInsert;

/** `image` is a storage key (see photos.factory.ts `planPhoto` for a real picture). */
export async function createBlog(db: Tx, overrides: Partial<BlogInsert> = {}) {
  const [row] = await db
    .insert(blogs)
    .values({
      title: 'Five quiet neighbourhoods worth a detour',
      shortDescription: 'Where to stay when you want the city without the crowds.',
      longDescription:
        'Every big city has corners where mornings start slowly and the bakery knows your name.',
      image: null,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createReview(db: Tx, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({
      firstName: 'Sofia',
      lastName: 'Marques',
      message: 'Spotless flat and a very kind host.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTag(db: Tx, overrides: Partial<typeof tags.$inferInsert> = {}) {
  const [row] = await db
    .insert(tags)
    .values({ name: `Tag ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createSubscriber(db: Tx, overrides: Partial<typeof subscribers.$inferInsert> = {}) {
  const [row] = await db
    .insert(subscribers)
    // A subscriber, unless told otherwise, is one who confirmed the sign-up.
    .values({ email: `reader-${unique()}@example.com`, confirmedAt: new Date(), ...overrides })
    .returning();
  return row!;
}

export async function createContactMessage(
  db: Tx,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      email: `guest-${unique()}@example.com`,
      phone: '351912345678',
      message: 'Hello, I would like to know more about listing my flat.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createBlockedEmail(db: Tx, overrides: Partial<typeof blockedEmails.$inferInsert> = {}) {
  const [row] = await db
    .insert(blockedEmails)
    .values({ email: `blocked-${unique()}@blocked.test`, ...overrides })
    .returning();
  return row!;
}

/** A host's own block (no channel calendar) unless `channelCalendarId` is given. */
export async function createCalendarBlock(
  db: Tx,
  listingId: number,
  overrides: Partial<typeof calendarBlocks.$inferInsert> &
    Pick<typeof calendarBlocks.$inferInsert, 'startDate' | 'endDate'>,
) {
  const [row] = await db
    .insert(calendarBlocks)
    .values({ listingId, summary: 'Blocked by host', ...overrides })
    .returning();
  return row!;
}

/** A block imported from a new channel calendar of the listing's, the feed named `channel` (e.g. 'Airbnb'). */
export async function createImportedBlock(
  db: Tx,
  listingId: number,
  channel: string,
  block: Parameters<typeof createCalendarBlock>[2],
) {
  const [feed] = await db
    .insert(channelCalendars)
    .values({ listingId, name: channel, url: `https://example.com/${unique()}.ics` })
    .returning();
  return createCalendarBlock(db, listingId, { ...block, channelCalendarId: feed!.id });
}
