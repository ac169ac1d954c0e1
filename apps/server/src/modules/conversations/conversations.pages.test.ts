import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { listForHost } from './conversations.service.ts';

/**
 * docs/requirements/host.md#R-H29, decision 0095: the inbox comes a page at a time after a cursor, in either
 * order, every thread once, the host's own only.
 */
type Host = Awaited<ReturnType<typeof signedInHost>>;
type Reply = {
  data: { id: number; start_date: string; unread_count: number }[];
  meta: { unread_total: number; total: number; per_page: number; next_cursor: string | null };
};

const t = useTestApp();

const inbox = async (as: Host, query: string): Promise<Reply> => {
  const res = await t.app.inject({ url: `/api/conversations?${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every page in turn, following the cursors: the ids page by page. */
async function allPages(as: Host, query: string, from: string | null = null): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor = from;
  do {
    const reply: Reply = await inbox(as, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(reply.data.map((c) => c.id));
    cursor = reply.meta.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/**
 * Seven paid stays of a new host, a week apart; the first four booked at one same instant, so only the id
 * orders them by activity. Three are over, four to come.
 */
async function hostWithStays() {
  const host = await signedInHost(t.db);
  const l = await createListing(t.db, host.user.id);
  const ids: number[] = [];
  const sameInstant = new Date('2026-01-05T10:00:00.123Z');
  for (let i = 0; i < 7; i++) {
    const r = await createReservation(t.db, l.id, {
      startDate: day(-20 + i * 7),
      endDate: day(-18 + i * 7),
      emailAddress: `page${i}@example.com`,
      createdAt: i < 4 ? sameInstant : new Date(sameInstant.getTime() + i * 60_000),
    });
    ids.push(r.id);
  }
  return { host, ids };
}

describe('the inbox a page at a time', () => {
  it('by activity: pages of per_page, every thread once, ties broken by id, a total and no cursor at the end', async () => {
    const { host, ids } = await hostWithStays();
    const first = await inbox(host, 'per_page=3');
    expect(first.meta).toMatchObject({ total: 7, per_page: 3 });
    expect(first.meta.next_cursor).toMatch(/^a\d+\.\d+$/);
    const pages = await allPages(host, 'per_page=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    // Newest booking first; the four booked at one instant by id, highest first.
    const [a, b, c, d, e, f, g] = ids as [number, number, number, number, number, number, number];
    expect(pages.flat()).toEqual([g, f, e, d, c, b, a]);
    const whole = await inbox(host, 'per_page=7');
    expect(whole.data.map((r) => r.id)).toEqual(pages.flat());
    expect(whole.meta.next_cursor).toBeNull();
  });

  it('by arrival: stays not over yet, soonest first, across pages', async () => {
    const { host, ids } = await hostWithStays();
    const pages = await allPages(host, 'sort=arrival&per_page=3');
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(pages.flat()).toEqual(ids.slice(3));
    expect((await inbox(host, 'sort=arrival&per_page=3')).meta.total).toBe(4);
  });

  it('a thread written in between two pages moves to the top without repeating or hiding another', async () => {
    const { host, ids } = await hostWithStays();
    const first = await inbox(host, 'per_page=3');
    const moved = first.data[2]?.id as number;
    const sent = await post(
      t,
      `/api/conversations/${moved}/messages`,
      { body: 'See you soon' },
      host.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const rest = await allPages(host, 'per_page=3', first.meta.next_cursor);
    const seen = [...first.data.map((r) => r.id), ...rest.flat()];
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect((await inbox(host, 'per_page=1')).data[0]?.id).toBe(moved);
  });

  it('the unread total counts every thread, not the page', async () => {
    const host = await signedInHost(t.db);
    const l = await createListing(t.db, host.user.id);
    for (let i = 0; i < 3; i++) {
      const r = await createReservation(t.db, l.id, {
        startDate: day(30 + i * 5),
        endDate: day(32 + i * 5),
        emailAddress: `unread${i}@example.com`,
      });
      const res = await post(t, `/api/bookings/reservation/${r.uniqueHash}/messages`, { body: 'Hello?' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const one = await inbox(host, 'per_page=1');
    expect(one.data).toHaveLength(1);
    expect(one.meta.unread_total).toBe(3);
  });

  it("another host's threads are never on a page, whatever the cursor", async () => {
    const { host, ids } = await hostWithStays();
    const other = await signedInHost(t.db);
    const first = await inbox(host, 'per_page=2');
    const theirs = await inbox(other, `per_page=2&cursor=${first.meta.next_cursor}`);
    expect(theirs.data).toEqual([]);
    expect(theirs.meta).toMatchObject({ total: 0, unread_total: 0, next_cursor: null });
    expect((await allPages(host, 'per_page=5')).flat().sort()).toEqual([...ids].sort());
  });

  it('a bad page size, a made-up cursor or one of the other order is a 422', async () => {
    const { host } = await hostWithStays();
    const arrival = await inbox(host, 'sort=arrival&per_page=1');
    for (const query of [
      'per_page=0',
      'per_page=101',
      'per_page=two',
      'cursor=abc',
      'cursor=a1.2;drop',
      `cursor=${arrival.meta.next_cursor}`,
      `sort=arrival&cursor=${(await inbox(host, 'per_page=2')).meta.next_cursor}`,
    ]) {
      const res = await t.app.inject({ url: `/api/conversations?${query}`, headers: host.headers });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('by arrival, a stay is over by its listing’s date (decision 0115)', () => {
  it('lists a stay ending on the UTC date in Los Angeles, where that day has not come, and not in Tokyo', async () => {
    const { now, utcDay } = laEveningClock();
    const host = await signedInHost(t.db);
    const endingOnUtcDay = async (timeZone: string) =>
      createReservation(t.db, (await createListing(t.db, host.user.id, { timeZone })).id, {
        startDate: day(-1),
        endDate: utcDay,
        emailAddress: `${timeZone.replace('/', '-')}@example.com`,
      });
    const [inLa, inTokyo] = [await endingOnUtcDay('America/Los_Angeles'), await endingOnUtcDay('Asia/Tokyo')];
    const arrival = await listForHost(t.db, host.user.id, { sort: 'arrival' }, now);
    expect(arrival.data.map((c) => c.id)).toEqual([inLa.id]);
    expect(arrival.meta.total).toBe(1);
    // By activity, both: a thread stays in the inbox after the stay.
    const activity = await listForHost(t.db, host.user.id, { sort: 'activity' }, now);
    expect(activity.data.map((c) => c.id).sort()).toEqual([inLa.id, inTokyo.id].sort());
  });
});
