import { todayIso } from '@innkeep/contract/dates';
import { and, eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { tasks } from '../../db/schema/team.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addChannel, dayFrom, useFeedServer } from '../channels/channels.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

/**
 * docs/requirements/host.md#R-H28: stays imported from channel calendars make, move and cancel turnovers as
 * reservations do, through the real import from a feed served on localhost, and count as the next check-in.
 */
type Host = Awaited<ReturnType<typeof signedInHost>>;
type WireTask = {
  id: number;
  reservation_id: number | null;
  channel_stay_id: number | null;
  channel_name: string | null;
  kind: string;
  status: string;
  due_date: string;
  window_start: string;
  window_end: string | null;
  next_guests: number | null;
};

const today = todayIso();
const D = dayFrom(today);
const ymd = (n: number) => D(n).replaceAll('-', '');

const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1' });
const feeds = useFeedServer();

/** An Airbnb-shaped calendar of all-day stays, [start, end) in days from today. */
const calendar = (events: { uid: string; from: number; to: number }[]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${ymd(e.from)}`,
      `DTEND;VALUE=DATE:${ymd(e.to)}`,
      `UID:${e.uid}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let seq = 0;
/** A new host and listing with a feed at a path of its own, serving `events`; added (first sync done). */
async function listingWithFeed(events: Parameters<typeof calendar>[0], name = 'Airbnb') {
  seq += 1;
  const host = await signedInHost(t.db);
  const listing = await createListing(t.db, host.user.id, {
    checkOutTime: '10:00',
    checkInTimeStart: '16:00',
  });
  const path = `/feed-${seq}.ics`;
  feeds.ics(path, calendar(events));
  const feedId = await addFeed(host, listing.id, name, path);
  return { host, listingId: listing.id, path, feedId };
}

async function addFeed(host: Host, listingId: number, name: string, path: string): Promise<number> {
  const res = await addChannel(t, host.headers, { listing_id: listingId, name, url: feeds.url(path) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const syncNow = async (host: Host, feedId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/channels/${feedId}/sync`,
    headers: host.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function turnovers(host: Host): Promise<WireTask[]> {
  const res = await t.app.inject({ url: `/api/tasks?from=${D(-7)}&to=${D(80)}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as WireTask[]).filter((x) => x.kind === 'turnover');
}

const rowsOf = (listingId: number) =>
  t.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.listingId, listingId), eq(tasks.kind, 'turnover')));

describe('turnovers after channel stays', () => {
  it('each channel stay makes one, due on its check-out, its window up to the next check-in of either kind', async () => {
    const { host } = await listingWithFeed([
      { uid: 'x', from: 10, to: 13 },
      { uid: 'y', from: 14, to: 16 },
      { uid: 'z', from: 25, to: 27 },
    ]);
    const list = await turnovers(host);
    const byDue = new Map(list.map((x) => [x.due_date, x]));
    expect(byDue.get(D(13))).toMatchObject({
      channel_name: 'Airbnb',
      reservation_id: null,
      status: 'open',
      window_start: `${D(13)}T10:00`,
      window_end: `${D(14)}T16:00`,
      next_guests: null,
    });
    expect(byDue.get(D(13))?.channel_stay_id).toEqual(expect.any(Number));
    expect(byDue.get(D(16))).toMatchObject({ window_end: `${D(25)}T16:00` });
    expect(byDue.get(D(27))).toMatchObject({ window_end: null });
    expect(list).toHaveLength(3);
  });

  it("a paid direct stay's window ends at the next channel check-in, and a channel stay's at the direct one", async () => {
    const { host, listingId, feedId } = await listingWithFeed([{ uid: 'a', from: 5, to: 7 }]);
    const direct = await createReservation(t.db, listingId, { startDate: D(9), endDate: D(12), guests: 4 });
    // Its creation is not through the service here: the next sync brings it in.
    await syncNow(host, feedId);
    const byDue = new Map((await turnovers(host)).map((x) => [x.due_date, x]));
    expect(byDue.get(D(7))).toMatchObject({ window_end: `${D(9)}T16:00`, next_guests: 4 });
    expect(byDue.get(D(12))).toMatchObject({ reservation_id: direct.id, window_end: null });
  });

  it('a re-sync that moves a stay moves its task; one that drops it cancels it; an unchanged one adds nothing', async () => {
    const { host, listingId, path, feedId } = await listingWithFeed([
      { uid: 'm', from: 10, to: 13 },
      { uid: 'n', from: 15, to: 17 },
    ]);
    const before = await turnovers(host);
    const moving = before.find((x) => x.due_date === D(13));
    const dropping = before.find((x) => x.due_date === D(17));
    expect(moving?.window_end).toBe(`${D(15)}T16:00`);

    feeds.ics(path, calendar([{ uid: 'm', from: 11, to: 12 }]));
    expect((await syncNow(host, feedId)).outcome).toMatchObject({ updated: 1, removed: 1 });
    const after = await turnovers(host);
    expect(after.find((x) => x.id === moving?.id)).toMatchObject({
      due_date: D(12),
      window_start: `${D(12)}T10:00`,
      window_end: null,
      status: 'open',
    });
    expect(after.find((x) => x.id === dropping?.id)).toMatchObject({ status: 'cancelled' });

    await syncNow(host, feedId);
    await syncNow(host, feedId);
    expect(await rowsOf(listingId)).toHaveLength(2);
  });

  it('two syncs of the feed at once make one task per stay', async () => {
    const { host, listingId, path, feedId } = await listingWithFeed([{ uid: 'c1', from: 30, to: 32 }]);
    feeds.ics(
      path,
      calendar([
        { uid: 'c1', from: 30, to: 32 },
        { uid: 'c2', from: 33, to: 35 },
      ]),
    );
    await Promise.all([syncNow(host, feedId), syncNow(host, feedId), syncNow(host, feedId)]);
    const rows = await rowsOf(listingId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.calendarBlockId)).size).toBe(2);
  });

  it("two feeds of one listing synced at once: each stay counts in the other's window", async () => {
    const { host, listingId, feedId } = await listingWithFeed([{ uid: 'air', from: 40, to: 42 }]);
    feeds.ics('/vrbo-pair.ics', calendar([{ uid: 'vr', from: 44, to: 46 }]));
    const vrboId = await addFeed(host, listingId, 'Vrbo', '/vrbo-pair.ics');
    feeds.ics('/vrbo-pair.ics', calendar([{ uid: 'vr', from: 43, to: 46 }]));
    await Promise.all([syncNow(host, feedId), syncNow(host, vrboId)]);
    const byDue = new Map((await turnovers(host)).map((x) => [x.due_date, x]));
    expect(byDue.get(D(42))).toMatchObject({ channel_name: 'Airbnb', window_end: `${D(43)}T16:00` });
    expect(byDue.get(D(46))).toMatchObject({ channel_name: 'Vrbo', window_end: null });
    expect(await rowsOf(listingId)).toHaveLength(2);
  });

  it('a stay the feed drops once it ends keeps its turnover; removing the feed cancels the ones to come', async () => {
    const { host, listingId, feedId } = await listingWithFeed([{ uid: 'soon', from: 3, to: 5 }]);
    // As yesterday's sync left it: a stay checking out today, with its turnover. Feeds (and our reader)
    // leave out stays that have ended, so today's sync drops it: the cleaning is still to do.
    const [ending] = await t.db
      .insert(calendarBlocks)
      .values({
        listingId,
        channelCalendarId: feedId,
        uid: 'ending@airbnb.com',
        startDate: D(-2),
        endDate: D(0),
      })
      .returning();
    await t.db.insert(tasks).values({
      hostId: host.user.id,
      listingId,
      calendarBlockId: ending?.id,
      kind: 'turnover',
      dueDate: D(0),
      windowStart: `${D(0)}T10:00`,
    });
    expect((await syncNow(host, feedId)).outcome).toMatchObject({ removed: 1 });
    const byDue = () => turnovers(host).then((l) => new Map(l.map((x) => [x.due_date, x])));
    expect((await byDue()).get(D(0))).toMatchObject({ status: 'open', channel_stay_id: null });
    expect((await byDue()).get(D(5))).toMatchObject({ status: 'open' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/channels/${feedId}`,
      headers: host.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await byDue();
    expect(after.get(D(5))).toMatchObject({ status: 'cancelled', channel_stay_id: null });
    expect(after.get(D(0))).toMatchObject({ status: 'open' });
    expect(await rowsOf(listingId)).toHaveLength(2);
  });

  it("a host's own block is no stay: no turnover, and not the next check-in", async () => {
    const { host, listingId, feedId } = await listingWithFeed([{ uid: 'own', from: 50, to: 52 }]);
    await t.db.insert(calendarBlocks).values({ listingId, startDate: D(53), endDate: D(55) });
    await syncNow(host, feedId);
    const list = await turnovers(host);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ due_date: D(52), window_end: null });
  });

  it('another host sees none of them', async () => {
    const { host } = await listingWithFeed([{ uid: 'mine', from: 60, to: 62 }]);
    expect(await turnovers(host)).toHaveLength(1);
    const other = await signedInHost(t.db);
    expect(await turnovers(other)).toHaveLength(0);
  });
});
