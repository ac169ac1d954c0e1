import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatDateWithWeekday } from '@innkeep/contract/formats';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/team.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { useTestApp } from '../../test/test-app.ts';
import { post } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { sendTomorrowDigests } from './tasks.mail-job.ts';
import { summary, syncListing } from './tasks.service.ts';

/**
 * A turnover's "today" and "tomorrow" are its listing's dates (decision 0115). Two clocks five days from now:
 * 02:00 UTC, the evening before in Los Angeles and 11:00 in Tokyo; 23:00 UTC, 15:00 in Los Angeles and 8 am the
 * next day in Tokyo.
 */
const D = addDays(todayIso(), 5);
const day = (n: number) => addDays(D, n);
const early = new Date(`${D}T02:00:00Z`);
const late = new Date(`${D}T23:00:00Z`);

const t = useTestApp();

const asUser = (user: { id: number; firstName: string; lastName: string; email: string }): AuthUser => ({
  ...user,
  isAdmin: false,
  sessionId: 0,
});
const sync = (listingId: number, now: Date) => t.db.transaction((tx) => syncListing(tx, listingId, now));
/** A paid stay ending on `end`, and its turnover (due on `end`) as the reservations hook would make it. */
async function turnoverOn(listingId: number, start: string, end: string) {
  const stay = await createReservation(t.db, listingId, { startDate: start, endDate: end });
  await sync(listingId, early);
  const [task] = await t.db.select().from(tasks).where(eq(tasks.reservationId, stay.id));
  return task!;
}

describe('the dashboard line of turnovers', () => {
  it("counts today's and tomorrow's by each listing's date", async () => {
    const host = await signedInHost(t.db);
    const la = await createListing(t.db, host.user.id, { timeZone: 'America/Los_Angeles' });
    const tokyo = await createListing(t.db, host.user.id, { timeZone: 'Asia/Tokyo' });
    await turnoverOn(la.id, day(-3), day(-1)); // nobody has it
    const taken = await turnoverOn(la.id, day(-1), day(0));
    await turnoverOn(tokyo.id, day(-1), day(1)); // nobody has it
    await turnoverOn(tokyo.id, day(1), day(2));
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${taken.id}`,
      headers: host.headers,
      payload: { assignee_id: host.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // Los Angeles is on D-1 (its turnover due then is today's, D's tomorrow's); Tokyo on D (D+1 is tomorrow).
    expect(await summary(t.db, asUser(host.user), early)).toEqual({ today: 1, unassigned: 1, tomorrow: 2 });
    // Los Angeles is on D (the one someone has), Tokyo on D+1 (nobody has it) and D+2 is tomorrow there.
    expect(await summary(t.db, asUser(host.user), late)).toEqual({ today: 2, unassigned: 1, tomorrow: 1 });
  });
});

describe('a turnover whose channel stay was dropped', () => {
  it('is cancelled while its due date is ahead at the listing, and kept once that day has come there', async () => {
    const host = await signedInHost(t.db);
    const la = await createListing(t.db, host.user.id, { timeZone: 'America/Los_Angeles' });
    const tokyo = await createListing(t.db, host.user.id, { timeZone: 'Asia/Tokyo' });
    // What a feed dropping its stay leaves: an open turnover linked to nothing.
    const orphan = async (listingId: number, dueDate: string) => {
      const [row] = await t.db
        .insert(tasks)
        .values({
          hostId: host.user.id,
          listingId,
          kind: 'turnover',
          dueDate,
          windowStart: `${dueDate}T11:00`,
          checklist: [],
        })
        .returning();
      return row!.id;
    };
    const statusOf = async (id: number) =>
      (await t.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id)))[0]?.status;

    // 6 pm on D-1 in Los Angeles: a stay leaving on D had not ended (UTC's today would have kept it).
    const laTask = await orphan(la.id, day(0));
    await sync(la.id, early);
    expect(await statusOf(laTask)).toBe('cancelled');
    // 8 am on D+1 in Tokyo: a stay leaving that day has come to its end (UTC's D would have cancelled it).
    const tokyoTask = await orphan(tokyo.id, day(1));
    await sync(tokyo.id, late);
    expect(await statusOf(tokyoTask)).toBe('open');
  });
});

describe("tomorrow's e-mail", () => {
  it("goes when a task's listing reaches the day before, once per person and day, with all that day's tasks", async () => {
    const host = await signedInHost(t.db);
    const la = await createListing(t.db, host.user.id, {
      externalListingName: 'Venice bungalow',
      timeZone: 'America/Los_Angeles',
    });
    const tokyo = await createListing(t.db, host.user.id, {
      externalListingName: 'Shibuya loft',
      timeZone: 'Asia/Tokyo',
    });
    const add = async (listingId: number, title: string, dueDate: string) => {
      const res = await post(
        t,
        '/api/tasks',
        { listing_id: listingId, kind: 'other', title, due_date: dueDate, assignee_id: host.user.id },
        host.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await add(la.id, 'Fix the gate', day(0)); // tomorrow in Los Angeles at 02:00 UTC on D
    await add(tokyo.id, 'Check the boiler', day(1)); // tomorrow in Tokyo then
    await add(la.id, 'Water the plants', day(1)); // not yet tomorrow in Los Angeles: goes with Tokyo's
    // Each task names its listing's zone: the tasks page heads it by that date.
    const listed = await t.app.inject({
      url: `/api/tasks?from=${day(0)}&to=${day(1)}`,
      headers: host.headers,
    });
    expect(
      listed.json().data.map((x: { title: string; time_zone: string }) => [x.title, x.time_zone]),
    ).toEqual([
      ['Fix the gate', 'America/Los_Angeles'],
      ['Check the boiler', 'Asia/Tokyo'],
      ['Water the plants', 'America/Los_Angeles'],
    ]);
    const mails = () => mailsTo(t, host.user.email);

    await sendTomorrowDigests(t.db, t.env.publicBaseUrl, early);
    await sendTomorrowDigests(t.db, t.env.publicBaseUrl, early);
    const sent = await mails();
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [day(0), day(1)].map((d) => `Your Innkeep tasks for ${formatDateWithWeekday(d)}`).sort(),
    );
    const dayAfter = sent.find((m) => m.subject.includes(formatDateWithWeekday(day(1))));
    expect(dayAfter?.text).toContain('Check the boiler at Shibuya loft');
    expect(dayAfter?.text).toContain('Water the plants at Venice bungalow');
    expect(sent.find((m) => m !== dayAfter)?.text).toContain('Fix the gate at Venice bungalow');

    // When Los Angeles reaches D, its tomorrow's day was mailed already; nothing is tomorrow in Tokyo (D+2).
    await sendTomorrowDigests(t.db, t.env.publicBaseUrl, late);
    expect(await mails()).toHaveLength(2);
  });
});
