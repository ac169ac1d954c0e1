import { and, eq, lt, sql } from 'drizzle-orm';
import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Db, Tx } from '../db/client.ts';
import { tasks } from '../db/schema/team.ts';
import { users } from '../db/schema/users.ts';
import { connectHost } from '../factories/payment-accounts.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { syncListing } from '../modules/tasks/tasks.service.ts';
import { seedDemoAutomations } from './demo-automations.ts';
import type { DemoHost } from './demo-catalog.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { type PoolPhoto, photoPool } from './demo-photos.ts';
import { loadCityCentres } from './demo-places.ts';
import { seedDemoBlocks, seedDemoReservations } from './demo-reservations.ts';
import { seedDemoSiteContent } from './demo-site-content.ts';
import { seedDemoStayReviews } from './demo-stay-reviews.ts';
import { seedDemoTeam } from './demo-team.ts';

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
  rui: {
    firstName: 'Rui',
    lastName: 'Costa',
    email: 'rui@innkeep.test',
    password: 'team-demo-123',
    isAdmin: false,
  },
  carla: {
    firstName: 'Carla',
    lastName: 'Mendes',
    email: 'carla@innkeep.test',
    password: 'team-demo-123',
    isAdmin: false,
  },
} as const;

/** What each demo login is, as the start-up log names it. */
export const DEMO_ROLES: Readonly<Record<keyof typeof DEMO_ACCOUNTS, string>> = {
  admin: 'admin',
  maria: 'host',
  james: 'host',
  rui: "co-host of Maria's Lisbon listings",
  carla: "Maria's cleaner",
};

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

async function insertDemoData(
  tx: Tx,
  storage: StoragePort,
  pool: PoolPhoto[],
  now: Date,
): Promise<SeedDemoCounts> {
  const hosts = {} as Record<DemoHost, number>;
  await createUser(tx, DEMO_ACCOUNTS.admin);
  hosts.maria = (await createUser(tx, DEMO_ACCOUNTS.maria)).id;
  hosts.james = (await createUser(tx, DEMO_ACCOUNTS.james)).id;
  const coHost = await createUser(tx, DEMO_ACCOUNTS.rui);
  const cleaner = await createUser(tx, DEMO_ACCOUNTS.carla);

  const listed = await seedDemoListings(tx, storage, pool, hosts, now);
  await seedDemoTeam(tx, hosts.maria, { coHost, cleaner }, now);

  const reservations = await seedDemoReservations(tx, listed.seeded, now);
  const calendarBlocks = await seedDemoBlocks(tx, listed.seeded, now);
  const conversations = await seedDemoConversations(tx, hosts.maria, now);
  const automations = await seedDemoAutomations(tx, hosts.maria, now);
  const payments = await seedDemoPayments(tx, hosts.maria, now);
  const stayReviews = await seedDemoStayReviews(tx, hosts.maria, now);
  // Book now is offered only where the host can be paid (decision 0025): James is connected too, so every
  // demo listing books as before; a new host's Integrations page shows the unconnected state.
  await connectHost(tx, hosts.james, DEMO_ACCOUNTS.james.email);
  // The factories write stays without the reservations module's hooks: each paid stay's turnover (decision 0103).
  for (const listing of listed.seeded) await syncListing(tx, listing.id, now);
  await markPastTurnoversDone(tx, now);

  const site = await seedDemoSiteContent(tx, storage, pool, now);

  return {
    users: Object.keys(DEMO_ACCOUNTS).length,
    listings: listed.listings,
    drafts: listed.drafts,
    images: listed.images,
    reservations,
    conversations,
    automations,
    payments,
    calendarBlocks,
    blogs: site.blogs,
    reviews: site.reviews,
    stayReviews,
    tags: listed.tags,
    subscribers: site.subscribers,
    contactMessages: site.contactMessages,
    blockedEmails: site.blockedEmails,
  };
}

/** The past stays' turnovers were cleaned: the demo's /tasks opens on what is still to do, not a backlog. */
async function markPastTurnoversDone(tx: Tx, now: Date) {
  await tx
    .update(tasks)
    .set({
      status: 'done',
      doneAt: now,
      checklist: sql`(select coalesce(jsonb_agg(item || '{"done": true}'), '[]') from jsonb_array_elements(${tasks.checklist}) item)`,
    })
    .where(and(eq(tasks.status, 'open'), lt(tasks.dueDate, now.toISOString().slice(0, 10))));
}
