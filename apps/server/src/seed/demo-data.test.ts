import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AMENITIES } from '@innkeep/contract/amenities';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { localDiskStorage } from '../adapters/storage/local-disk.storage.ts';
import type { StoragePort } from '../adapters/storage/storage.port.ts';
import { cityKey } from '../modules/listings/listings.service.ts';
import { backfillTimeZones } from '../modules/listings/listings.time-zone.ts';
import { stayPayoutDueAt } from '../modules/payments/payouts.rules.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-data.ts';

let dir: string;
let storage: StoragePort;

// Both drivers answer execute() with { rows }; the shared Db type leaves the result shape open.
const rows = async <T>(query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const count = async (table: string) =>
  Number((await rows<{ n: number }>(`select count(*)::int n from ${table}`))[0]!.n);
const TABLES = [
  'users',
  'listings',
  'listing_images',
  'listing_rooms',
  'listing_tags',
  'reservations',
  'conversations',
  'conversation_messages',
  'message_templates',
  'automations',
  'payments',
  'payment_accounts',
  'stripe_fake_objects',
  'calendar_blocks',
  'blogs',
  'reviews',
  'tags',
  'subscribers',
  'contact_messages',
  'blocked_emails',
];

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const database = useTestDatabase();
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'innkeep-seed-'));
  storage = localDiskStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('demo data', () => {
  it('leaves nothing behind when seeding fails half-way, and the next attempt succeeds', async () => {
    let puts = 0;
    const failing: StoragePort = {
      ...storage,
      put: async (key, body, type) => {
        if (++puts > 20) throw new Error('disk full');
        await storage.put(key, body, type);
      },
    };
    await expect(seedDemoData(database.db, failing, { photoPoolSize: 3 })).rejects.toThrow('disk full');
    for (const table of TABLES.filter((t) => t !== 'tags')) expect(await count(table), table).toBe(0);
    expect(await filesUnder(dir)).toEqual([]);

    const result = await seedDemoData(database.db, storage, { photoPoolSize: 3 });
    expect(result.seeded).toBe(true);
  });

  it('has published listings in many cities and currencies, with every field group and three photos', async () => {
    const listings = await rows<{
      id: number;
      city: string;
      city_key: string;
      currency_code: string;
      lat: number;
      images: number;
    }>(
      `select l.*, (select count(*)::int from listing_images i where i.listing_id = l.id) images
       from listings l where not draft`,
    );
    expect(listings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(listings.map((l) => l.city_key)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(listings.map((l) => l.currency_code)).size).toBeGreaterThanOrEqual(3);
    for (const l of listings) {
      expect(l.city_key).toBe(cityKey(l.city));
      expect(l.images).toBe(3);
    }
    const incomplete = await rows(
      `select id from listings where not draft and (price_minor is null or check_in_time_start is null
       or minimum_nights is null or room_type_id is null or lat is null or house_rules is null
       or not exists (select 1 from listing_rooms r where r.listing_id = listings.id))`,
    );
    expect(incomplete).toEqual([]);
    expect(
      (await rows('select distinct property_type_id from listings where not draft')).length,
    ).toBeGreaterThanOrEqual(6);
    for (const amenity of AMENITIES) {
      expect(
        await rows(`select id from listings where not draft and ${amenity.field}`),
        amenity.flag,
      ).not.toEqual([]);
    }
    expect(await count('listings where draft')).toBeGreaterThanOrEqual(3);
  });

  it('gives Maria a few threads with guests, some unread, each on one of her own reservations', async () => {
    const threads = await rows<{ host: string; status_id: number; messages: number; unread: number }>(
      `select u.email host, r.status_id,
         (select count(*)::int from conversation_messages m where m.reservation_id = c.reservation_id) messages,
         (select count(*)::int from conversation_messages m where m.reservation_id = c.reservation_id
            and m.sender = 'guest' and m.read_at is null) unread
       from conversations c join reservations r on r.id = c.reservation_id
       join listings l on l.id = r.listing_id join users u on u.id = l.host_id`,
    );
    expect(threads.length).toBe(3);
    expect(new Set(threads.map((t) => t.host))).toEqual(new Set([DEMO_ACCOUNTS.maria.email]));
    expect(threads.map((t) => t.status_id).sort()).toEqual([1, 6, 6]);
    expect(threads.reduce((n, t) => n + t.unread, 0)).toBe(2);
    expect(threads.every((t) => t.messages >= 1)).toBe(true);
  });

  it('gives every paid stay its turnover on its check-out day, as a booking would', async () => {
    const missing = await rows(
      `select r.id from reservations r where r.status_id = 6 and r.end_date >= current_date
       and not exists (select 1 from tasks t where t.reservation_id = r.id and t.kind = 'turnover'
         and t.due_date = r.end_date and t.status = 'open')`,
    );
    expect(await count(`reservations where status_id = 6 and end_date >= current_date`)).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('gives Maria a co-host on her Lisbon listings and a cleaner who has their turnovers', async () => {
    const team = await rows<{ email: string; role: string; listings: number; lisbon: number }>(
      `select m.email, m.role, cardinality(m.listing_ids) listings,
         (select count(*)::int from listings l where l.id = any(m.listing_ids) and l.city = 'Lisbon') lisbon
       from team_members m join users h on h.id = m.host_id
       where h.email = '${DEMO_ACCOUNTS.maria.email}' and m.accepted_at is not null order by m.role`,
    );
    expect(team.map((m) => [m.email, m.role])).toEqual([
      [DEMO_ACCOUNTS.carla.email, 'cleaner'],
      [DEMO_ACCOUNTS.rui.email, 'co-host'],
    ]);
    expect(team[1]!.listings).toBeGreaterThan(0);
    expect(team[1]!.lisbon).toBe(team[1]!.listings);
    const upcoming = await rows<{ assignee: string | null }>(
      `select u.email assignee from tasks t join listings l on l.id = t.listing_id
         join users h on h.id = l.host_id left join users u on u.id = t.assignee_id
       where h.email = '${DEMO_ACCOUNTS.maria.email}' and t.status = 'open'`,
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(new Set(upcoming.map((x) => x.assignee))).toEqual(new Set([DEMO_ACCOUNTS.carla.email]));
  });

  it('leaves no past stay’s turnover open: the cleaning before the seed day was done, every item ticked', async () => {
    expect(await count(`tasks where status = 'open' and due_date < current_date`)).toBe(0);
    expect(await count(`tasks where status = 'done' and due_date < current_date`)).toBeGreaterThan(0);
    expect(
      await count(
        `tasks where status = 'done' and exists (select 1 from jsonb_array_elements(checklist) i where i->>'done' <> 'true')`,
      ),
    ).toBe(0);
  });

  it('gives Maria three ready automations on her listings: confirmation, arrival details, review request', async () => {
    const ready = await rows<{
      host: string;
      trigger: string;
      offset_hours: number;
      listings: number;
      name: string;
    }>(
      `select u.email host, a.trigger, a.offset_hours, cardinality(a.listing_ids) listings, t.name
       from automations a join message_templates t on t.id = a.template_id join users u on u.id = a.host_id
       order by a.id`,
    );
    expect(ready.map((a) => [a.host, a.trigger, a.offset_hours])).toEqual([
      [DEMO_ACCOUNTS.maria.email, 'booking_confirmed', 0],
      [DEMO_ACCOUNTS.maria.email, 'before_check_in', 48],
      [DEMO_ACCOUNTS.maria.email, 'after_check_out', 2],
    ]);
    expect(ready.every((a) => a.listings > 0)).toBe(true);
  });

  it("gives Maria's listings verified reviews of past paid stays, counted on the listings", async () => {
    const stayReviews = await rows<{ host: string; status_id: number; ended: boolean; rating: number }>(
      `select u.email host, r.status_id, r.end_date < current_date ended, v.rating
       from reviews v join reservations r on r.id = v.reservation_id
       join listings l on l.id = v.listing_id and l.id = r.listing_id join users u on u.id = l.host_id`,
    );
    expect(stayReviews.length).toBeGreaterThanOrEqual(3);
    for (const r of stayReviews)
      expect(r).toMatchObject({ host: DEMO_ACCOUNTS.maria.email, status_id: 6, ended: true });
    const drift = await rows(
      `select l.id from listings l where l.rating_count <> (select count(*) from reviews v where v.listing_id = l.id and v.hidden_at is null)
         or l.rating_sum <> (select coalesce(sum(v.rating), 0) from reviews v where v.listing_id = l.id and v.hidden_at is null)`,
    );
    expect(drift).toEqual([]);
  });

  it('has reservations in every status, with price snapshots, and no overlapping held dates', async () => {
    const statuses = await rows<{ status_id: number }>(
      'select distinct status_id from reservations order by 1',
    );
    expect(statuses.map((s) => s.status_id)).toEqual([1, 2, 3, 4, 5, 6]);
    const overlapping = await rows(
      `select a.id from reservations a join reservations b on a.listing_id = b.listing_id and a.id < b.id
       and a.stay && b.stay where a.status_id in (3,4,6) and b.status_id in (3,4,6)`,
    );
    expect(overlapping).toEqual([]);
    const held = await rows<{ hold_expires_at: string | null }>(
      'select hold_expires_at from reservations where status_id = 3',
    );
    for (const r of held) expect(r.hold_expires_at).not.toBeNull();
    const snapshots = await rows<{ total_price_minor: number; price_breakdown: { totalPriceMinor: number } }>(
      'select total_price_minor, price_breakdown from reservations',
    );
    for (const r of snapshots) expect(r.price_breakdown.totalPriceMinor).toBe(Number(r.total_price_minor));
    expect(await count('calendar_blocks where channel_calendar_id is null')).toBeGreaterThanOrEqual(2);
  });

  it('pays every paid stay through the simulator, and connects Maria but not James', async () => {
    const unpaid = await rows(
      `select r.id from reservations r where r.status_id = 6 and not exists (
         select 1 from payments p join stripe_fake_objects o
           on o.kind = 'payment_intent' and o.id = p.provider_payment_id
         where p.reservation_id = r.id and p.kind = 'stay' and p.status = 'succeeded'
           and p.amount_minor = r.total_price_minor and o.data->>'status' = 'succeeded')`,
    );
    expect(unpaid).toEqual([]);
    // No deposit is held (decision 0024): paid stays with a deposit saved the card, with the guest's consent.
    expect(await count(`payments where kind = 'deposit'`)).toBe(0);
    const unsaved = await rows(
      `select r.id from reservations r where r.status_id = 6 and r.deposit_minor > 0 and (
         r.deposit_consent_at is null or not exists (
           select 1 from payments p where p.reservation_id = r.id and p.kind = 'stay'
             and p.setup_future_usage = 'off_session' and p.customer_id is not null))`,
    );
    expect(unsaved).toEqual([]);
    expect(await count('reservations where status_id = 6 and deposit_minor > 0')).toBeGreaterThan(0);
    expect(await count(`payments where status = 'requires_action'`)).toBe(
      await count('reservations where status_id = 4'),
    );
    const accounts = await rows<{ email: string; verified: boolean }>(
      'select u.email, a.verified from payment_accounts a join users u on u.id = a.user_id',
    );
    // Both demo hosts can be paid, so Book now works on every demo listing (decision 0025).
    expect(accounts.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'james@innkeep.test', verified: true },
      { email: 'maria@innkeep.test', verified: true },
    ]);
  });

  it('schedules each paid stay’s payout 24 hours after check-in on the listing’s clock', async () => {
    // Every listing has the zone at its pin from the start: the start-up backfill finds nothing to change.
    expect(await backfillTimeZones(database.db)).toBe(0);
    expect(await count(`listings where time_zone = 'UTC'`)).toBe(0);
    const due = await rows<{ start_date: string; check_in: string | null; time_zone: string; at: Date }>(
      `select r.start_date::text, l.check_in_time_start check_in, l.time_zone, p.scheduled_for at
         from payouts p join reservations r on r.id = p.reservation_id join listings l on l.id = r.listing_id`,
    );
    expect(due.length).toBeGreaterThan(0);
    for (const d of due) {
      expect(new Date(d.at).toISOString(), `${d.start_date} ${d.time_zone}`).toBe(
        stayPayoutDueAt(d.start_date, d.check_in, d.time_zone).toISOString(),
      );
    }
  });

  it('stores every image with its WebP variants', async () => {
    const images = await rows<{ file: string; variants: { key: string; width: number }[] }>(
      'select file, variants from listing_images',
    );
    for (const image of images) {
      expect(await storage.get(image.file), image.file).not.toBeNull();
      expect(image.variants.length).toBeGreaterThan(0);
      for (const v of image.variants) {
        expect(v.key).toMatch(/\.webp$/);
        expect(await storage.get(v.key), v.key).not.toBeNull();
      }
    }
    const blogs = await rows<{ image: string }>('select image from blogs');
    expect(blogs).toHaveLength(6);
    for (const b of blogs) expect(await storage.get(b.image)).not.toBeNull();
  });

  it('creates the demo accounts with the documented passwords', async () => {
    const [admin] = await rows<{ is_admin: boolean; password_hash: string }>(
      `select * from users where lower(email) = '${DEMO_ACCOUNTS.admin.email}'`,
    );
    expect(admin?.is_admin).toBe(true);
    expect(await verify(admin!.password_hash, DEMO_ACCOUNTS.admin.password)).toBe(true);
    const hosts = await rows<{ email: string; is_admin: boolean }>(
      'select email, is_admin from users u where exists (select 1 from listings l where l.host_id = u.id)',
    );
    expect(hosts.map((h) => h.email).sort()).toEqual([DEMO_ACCOUNTS.james.email, DEMO_ACCOUNTS.maria.email]);
    for (const a of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await rows<{ password_hash: string }>(`select * from users where email = '${a.email}'`);
      expect(await verify(user!.password_hash, a.password), a.email).toBe(true);
    }
    for (const host of hosts)
      expect(
        await count(`listings l join users u on u.id = l.host_id where u.email = '${host.email}'`),
      ).toBeGreaterThan(10);
    expect(await count("blocked_emails where email = 'spam@blocked.test'")).toBe(1);
    for (const [table, n] of [
      ['reviews where reservation_id is null', 8],
      ['tags', 6],
      ['subscribers', 5],
      ['contact_messages', 4],
      ['blocked_emails', 2],
    ] as const) {
      expect(await count(table), table).toBe(n);
    }
  });

  it('does nothing on a second call', async () => {
    const before = await Promise.all(TABLES.map(count));
    const files = (await filesUnder(dir)).length;
    expect(await seedDemoData(database.db, storage, { photoPoolSize: 3 })).toEqual({
      seeded: false,
      reason: 'the database already has users',
    });
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
    expect((await filesUnder(dir)).length).toBe(files);
  });
});
