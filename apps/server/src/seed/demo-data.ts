import { sql } from 'drizzle-orm';
import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Db, Tx } from '../db/client.ts';
import { blockedEmails, subscribers } from '../db/schema/content.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from '../db/schema/lookups.ts';
import { users } from '../db/schema/users.ts';
import {
  createBlockedEmail,
  createBlog,
  createContactMessage,
  createReview,
  createSubscriber,
  createTag,
} from '../factories/content.factory.ts';
import { createListingImage } from '../factories/listing-images.factory.ts';
import { createListing, createListingRooms, tagListing } from '../factories/listings.factory.ts';
import { connectHost } from '../factories/payment-accounts.factory.ts';
import { planPhoto, writePlannedPhoto } from '../factories/photos.factory.ts';
import type { SceneKind } from '../factories/scenes.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { toPricingListing } from '../modules/listings/listings.service.ts';
import { seedDemoAutomations } from './demo-automations.ts';
import { DEMO_TAGS, type DemoHost } from './demo-catalog.ts';
import {
  DEMO_BLOCKED_EMAILS,
  DEMO_BLOGS,
  DEMO_CONTACTS,
  DEMO_REVIEWS,
  DEMO_SUBSCRIBERS,
} from './demo-content.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { demoCaptions, demoDraftValues, demoListingValues, type Lookups } from './demo-listing-rows.ts';
import { EUROPE_LISTINGS } from './demo-listings-europe.ts';
import { DEMO_DRAFTS, WORLD_LISTINGS } from './demo-listings-world.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { type PoolPhoto, photoPool, photosFor } from './demo-photos.ts';
import { loadCityCentres } from './demo-places.ts';
import { type SeededListing, seedDemoBlocks, seedDemoReservations } from './demo-reservations.ts';
import { seedDemoStayReviews } from './demo-stay-reviews.ts';

/** The demo logins (also in the README and the start-up log). */
export const DEMO_ACCOUNTS = {
  admin: {
    firstName: 'Olivia',
    lastName: 'Bennett',
    email: 'admin@innkeep.test',
    password: 'admin-demo-123',
    isAdmin: true,
  },
  maria: {
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria@innkeep.test',
    password: 'host-demo-123',
    isAdmin: false,
  },
  james: {
    firstName: 'James',
    lastName: 'Whitfield',
    email: 'james@innkeep.test',
    password: 'host-demo-123',
    isAdmin: false,
  },
} as const;

export const DEMO_LISTINGS = [...EUROPE_LISTINGS, ...WORLD_LISTINGS];

export interface SeedDemoOptions {
  /** Distinct pictures drawn and reused across listings and blogs (default 12; tests use fewer). */
  photoPoolSize?: number;
  now?: Date;
}

export interface SeedDemoCounts {
  users: number;
  listings: number;
  drafts: number;
  images: number;
  reservations: number;
  /** Maria's threads with guests (docs/requirements/host.md#R-H7). */
  conversations: number;
  /** Maria's ready message automations with their templates (docs/requirements/host.md#R-H10). */
  automations: number;
  /** Payments made through the simulator for paid stays, their deposits and stays awaiting 3-D Secure. */
  payments: number;
  calendarBlocks: number;
  blogs: number;
  reviews: number;
  /** Verified reviews of Maria's past paid stays (docs/requirements/public.md#R-P8). */
  stayReviews: number;
  tags: number;
  subscribers: number;
  contactMessages: number;
  blockedEmails: number;
}

export type SeedDemoResult =
  | { seeded: false; reason: string }
  | { seeded: true; counts: SeedDemoCounts; ms: number };

/** Any constant: one instance seeds while others starting at the same moment wait, then find users. */
const SEED_LOCK = 72_616_002;

const hasUsers = async (db: Tx) => (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/**
 * Fills an empty installation (no users) with believable demo data. Everything goes in one
 * transaction; files are written after their rows inside it, and deleted again if the transaction
 * fails, so a failed or interrupted seed leaves no users behind and the next start simply tries again.
 */
export async function seedDemoData(
  db: Db,
  storage: StoragePort,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const started = performance.now();
  if (await hasUsers(db)) return { seeded: false, reason: 'the database already has users' };
  const now = options.now ?? new Date();
  const [pool] = await Promise.all([photoPool(options.photoPoolSize ?? 12), loadCityCentres()]);

  const written: string[] = [];
  const tracked: StoragePort = {
    ...storage,
    put: async (key, body, contentType) => {
      written.push(key);
      await storage.put(key, body, contentType);
    },
  };
  try {
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasUsers(tx)) return null;
      return insertDemoData(tx, tracked, pool, now);
    });
    if (!counts) return { seeded: false, reason: 'another instance seeded first' };
    return { seeded: true, counts, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function loadLookups(tx: Tx): Promise<Lookups> {
  const toMap = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  return {
    propertyTypes: toMap(
      await tx.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes),
    ),
    roomTypes: toMap(await tx.select().from(roomTypes)),
    bathroomTypes: toMap(await tx.select().from(bathroomTypes)),
    bedTypes: toMap(await tx.select().from(bedTypes)),
  };
}

async function insertDemoData(
  tx: Tx,
  storage: StoragePort,
  pool: PoolPhoto[],
  now: Date,
): Promise<SeedDemoCounts> {
  const lookups = await loadLookups(tx);
  const hosts = {} as Record<DemoHost, number>;
  await createUser(tx, DEMO_ACCOUNTS.admin);
  hosts.maria = (await createUser(tx, DEMO_ACCOUNTS.maria)).id;
  hosts.james = (await createUser(tx, DEMO_ACCOUNTS.james)).id;

  // Tags are admin-managed and may exist already; reuse those with the same name.
  const tagIds = new Map((await tx.select().from(tags)).map((t) => [t.name, t.id]));
  for (const name of DEMO_TAGS) if (!tagIds.has(name)) tagIds.set(name, (await createTag(tx, { name })).id);

  let images = 0;
  const seeded: SeededListing[] = [];
  const kindsSeen = new Map<SceneKind, number>();
  for (const [i, def] of DEMO_LISTINGS.entries()) {
    const listing = await createListing(tx, hosts[def.host], demoListingValues(def, i, lookups, now));
    await createListingRooms(
      tx,
      listing.id,
      def.rooms.map(([bed, roomNumber, quantity]) => ({
        bedTypeId: lookups.bedTypes.get(bed)!,
        roomNumber,
        quantity,
      })),
    );
    await tagListing(
      tx,
      listing.id,
      def.tags.map((t) => tagIds.get(t)!),
    );
    const slug = def.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const nthOfKind = kindsSeen.get(def.scene) ?? 0;
    kindsSeen.set(def.scene, nthOfKind + 1);
    for (const [position, photo] of photosFor(pool, def.scene, i, nthOfKind).entries()) {
      await createListingImage(tx, storage, listing.id, {
        photo,
        position,
        originalName: `${slug}-${position + 1}.jpg`,
        ...demoCaptions(def.name, position),
      });
      images++;
    }
    seeded.push({
      id: listing.id,
      personCapacity: def.guests,
      guestsIncluded: def.included,
      minimumNights: listing.minimumNights ?? 1,
      maximumNights: listing.maximumNights ?? 365,
      pricing: toPricingListing(listing),
    });
  }

  for (const [i, def] of DEMO_DRAFTS.entries()) {
    const draft = await createListing(tx, hosts[def.host], demoDraftValues(def, i, lookups, now));
    await tagListing(
      tx,
      draft.id,
      def.tags.map((t) => tagIds.get(t)!),
    );
    if (def.withPhoto) {
      await createListingImage(tx, storage, draft.id, {
        photo: pool[i % pool.length]!.photo,
        originalName: 'first-photo.jpg',
      });
      images++;
    }
  }

  const reservations = await seedDemoReservations(tx, seeded, now);
  const calendarBlocks = await seedDemoBlocks(tx, seeded, now);
  const conversations = await seedDemoConversations(tx, hosts.maria, now);
  const automations = await seedDemoAutomations(tx, hosts.maria, now);
  const payments = await seedDemoPayments(tx, hosts.maria, now);
  const stayReviews = await seedDemoStayReviews(tx, hosts.maria, now);
  // Book now is offered only where the host can be paid (decision 0025): James is connected too, so every
  // demo listing books as before; a new host's Integrations page shows the unconnected state.
  await connectHost(tx, hosts.james, DEMO_ACCOUNTS.james.email);

  for (const [i, blog] of DEMO_BLOGS.entries()) {
    const photo = pool.find((p) => p.kind === blog.scene)?.photo ?? pool[i % pool.length]!.photo;
    const planned = planPhoto('blogs', photo);
    const at = new Date(now.getTime() - blog.daysAgo * 86_400_000);
    await createBlog(tx, {
      title: blog.title,
      shortDescription: blog.short,
      longDescription: blog.long.join('\n\n'),
      image: planned.stored.file,
      imageVariants: planned.stored.variants,
      createdAt: at,
      updatedAt: at,
    });
    await writePlannedPhoto(storage, planned);
  }
  for (const [firstName, lastName, message] of DEMO_REVIEWS)
    await createReview(tx, { firstName, lastName, message });

  const taken = async (table: typeof subscribers | typeof blockedEmails) =>
    new Set((await tx.select({ email: table.email }).from(table)).map((r) => r.email.toLowerCase()));
  const subscribed = await taken(subscribers);
  for (const [i, email] of DEMO_SUBSCRIBERS.entries()) {
    if (subscribed.has(email)) continue;
    const at = new Date(now.getTime() - (40 - i * 7) * 86_400_000);
    await createSubscriber(tx, { email, createdAt: at, updatedAt: at, confirmedAt: at });
  }
  for (const c of DEMO_CONTACTS) {
    const at = new Date(now.getTime() - c.daysAgo * 86_400_000);
    await createContactMessage(tx, {
      email: c.email,
      phone: c.phone,
      message: c.message,
      createdAt: at,
      updatedAt: at,
    });
  }
  const blocked = await taken(blockedEmails);
  for (const email of DEMO_BLOCKED_EMAILS) if (!blocked.has(email)) await createBlockedEmail(tx, { email });

  return {
    users: 3,
    listings: DEMO_LISTINGS.length,
    drafts: DEMO_DRAFTS.length,
    images,
    reservations,
    conversations,
    automations,
    payments,
    calendarBlocks,
    blogs: DEMO_BLOGS.length,
    reviews: DEMO_REVIEWS.length,
    stayReviews,
    tags: DEMO_TAGS.length,
    subscribers: DEMO_SUBSCRIBERS.length,
    contactMessages: DEMO_CONTACTS.length,
    blockedEmails: DEMO_BLOCKED_EMAILS.length,
  };
}
