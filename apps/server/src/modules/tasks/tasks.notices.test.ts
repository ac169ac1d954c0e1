import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatDateWithWeekday, formatLocalMoment } from '@innkeep/contract/formats';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tasks } from '../../db/schema/team.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { post } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { joinTeam } from '../team/team.test-helpers.ts';
import { sendNewTaskNotices, sendTaskMails } from './tasks.mail-job.ts';
import { syncListing } from './tasks.service.ts';

/**
 * docs/requirements/host.md#R-H31: a task given to someone for today or tomorrow after that day's e-mail of
 * tasks went (a last-minute stay's turnover, a task added or handed over) is e-mailed to them on its own,
 * once. The clock: 08:00 UTC on D, five days from now, at a listing on UTC's clock.
 */
const D = addDays(todayIso(), 5);
const day = (n: number) => addDays(D, n);
const now = new Date(`${D}T08:00:00Z`);

const t = useTestApp();
let seq = 0;

async function team() {
  seq += 1;
  const host = await signedInHost(t.db);
  const listing = await createListing(t.db, host.user.id, {
    externalListingName: `Harbour flat ${seq}`,
    timeZone: 'UTC',
  });
  const carla = await joinTeam(t, host.headers, `carla.${seq}@example.com`, 'cleaner', [], {
    firstName: 'Carla',
  });
  const dora = await joinTeam(t, host.headers, `dora.${seq}@example.com`, 'cleaner', [], {
    firstName: 'Dora',
  });
  const add = async (title: string, dueDate: string, assigneeId: number | null) => {
    const payload = {
      listing_id: listing.id,
      kind: 'other',
      title,
      due_date: dueDate,
      assignee_id: assigneeId,
    };
    const res = await post(t, '/api/tasks', payload, host.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  // The mails after the team's invitations.
  const [{ since } = { since: 0 }] = await t.db.select({ since: max(mailOutbox.id) }).from(mailOutbox);
  const mailsTo = async (email: string) =>
    t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), gt(mailOutbox.id, since ?? 0)))
      .orderBy(asc(mailOutbox.id));
  /** The listing's new turnovers go to this member. */
  const giveTurnoversTo = async (assigneeId: number) => {
    const payload = { listing_id: listing.id, assignee_id: assigneeId };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tasks/defaults',
      headers: host.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { host, listing, carla: carla.user, dora: dora.user, add, mailsTo, giveTurnoversTo };
}

const digestSubject = (d: string) => `Your Innkeep tasks for ${formatDateWithWeekday(d)}`;

describe('a task given after its day’s e-mail went', () => {
  it('is e-mailed on its own, once; one given before is only in the digest', async () => {
    const { carla, add, mailsTo } = await team();
    await add('Restock the towels', day(1), carla.id);
    // Tomorrow's task waits for the digest, which lists it.
    expect(await sendNewTaskNotices(t.db, t.env.publicBaseUrl, now)).toBe(0);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(1);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(0);
    expect((await mailsTo(carla.email)).map((m) => m.subject)).toEqual([digestSubject(day(1))]);

    await add('Fix the shower door', day(1), carla.id);
    await add('Paint the fence', day(2), carla.id); // its digest comes tomorrow
    await add('Nobody’s yet', day(1), null);
    // Two instances' jobs at once: one notice between them.
    const runs = await Promise.all([1, 2].map(() => sendTaskMails(t.db, t.env.publicBaseUrl, now)));
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(0);
    const notice = (await mailsTo(carla.email)).at(-1);
    expect(notice?.subject).toBe(`A new task for ${formatDateWithWeekday(day(1))}`);
    expect(notice?.text).toContain('Fix the shower door at Harbour flat');
    expect(notice?.text).not.toContain('Restock the towels');
    expect(notice?.text).not.toContain('Paint the fence');
    expect(notice?.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(notice?.text).toContain('/tasks');
  });

  it('tells of today’s tasks, which no digest will: several in one mail', async () => {
    const { carla, add, mailsTo } = await team();
    await add('Let the plumber in', day(0), carla.id);
    await add('Water the plants', day(0), carla.id);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(1);
    const [mail] = await mailsTo(carla.email);
    expect(mail?.subject).toBe(`New tasks for ${formatDateWithWeekday(day(0))}`);
    expect(mail?.text).toContain('Let the plumber in');
    expect(mail?.text).toContain('Water the plants');
    // A task added by hand has its day, not a turnover's window up to the next arrival.
    expect(mail?.text).toContain(`Let the plumber in at Harbour flat ${seq} (`);
    expect(mail?.text).toContain(`): on ${formatLocalMoment(`${day(0)}T00:00`)}.`);
    expect(mail?.text).not.toContain('arrival');
  });

  it('tells the new assignee of a task handed over after their digest, and the first that it is not theirs', async () => {
    const { host, carla, dora, add, mailsTo } = await team();
    const id = await add('Check the boiler', day(1), carla.id);
    await add('Sweep the terrace', day(1), dora.id);
    await sendTaskMails(t.db, t.env.publicBaseUrl, now); // both digests for tomorrow go
    const handed = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}`,
      headers: host.headers,
      payload: { assignee_id: dora.id },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(2);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(0);
    expect((await mailsTo(dora.email)).map((m) => m.subject)).toEqual([
      digestSubject(day(1)),
      `A new task for ${formatDateWithWeekday(day(1))}`,
    ]);
    const [, off] = await mailsTo(carla.email);
    expect(off?.subject).toBe(`A task is off your list for ${formatDateWithWeekday(day(1))}`);
    expect(off?.text).toContain('Check the boiler at Harbour flat');
    expect(off?.text).toContain('given to someone else.');
  });

  it('tells the default cleaner of a last-minute stay’s turnover, and again when the stay moves to another day', async () => {
    const { listing, carla, add, mailsTo, giveTurnoversTo } = await team();
    await giveTurnoversTo(carla.id);
    await add('Restock the towels', day(1), carla.id);
    await sendTaskMails(t.db, t.env.publicBaseUrl, now); // her digest for tomorrow has gone

    // Booked at 08:00 for two nights ending tomorrow: its turnover is hers.
    const stay = await createReservation(t.db, listing.id, { startDate: day(-1), endDate: day(1) });
    await t.db.transaction((tx) => syncListing(tx, listing.id, now));
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(1);
    const turnover = (await mailsTo(carla.email)).at(-1);
    expect(turnover?.subject).toBe(`A new task for ${formatDateWithWeekday(day(1))}`);
    expect(turnover?.text).toContain(`Turnover at ${listing.externalListingName}`);

    // The guest leaves a day early: the turnover is today's now, and she is told again.
    await t.db
      .update(reservations)
      .set({ endDate: day(0) })
      .where(eq(reservations.id, stay.id));
    await t.db.transaction((tx) => syncListing(tx, listing.id, now));
    const [moved] = await t.db.select().from(tasks).where(eq(tasks.reservationId, stay.id));
    expect(moved?.dueDate).toBe(day(0));
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(2);
    const [off, today] = (await mailsTo(carla.email)).slice(-2);
    expect(off?.text).toContain(`moved to ${formatDateWithWeekday(day(0))}.`);
    expect(today?.subject).toBe(`A new task for ${formatDateWithWeekday(day(0))}`);
  });
});

describe('a task its assignee was told of', () => {
  it('is withdrawn once when its stay is cancelled; a done one is not', async () => {
    const { host, listing, carla, add, mailsTo, giveTurnoversTo } = await team();
    await giveTurnoversTo(carla.id);
    const stay = await createReservation(t.db, listing.id, { startDate: day(-2), endDate: day(1) });
    await t.db.transaction((tx) => syncListing(tx, listing.id, now));
    const done = await add('Read the meters', day(1), carla.id);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(1); // the digest: both
    const marked = await post(t, `/api/tasks/${done}/done`, {}, host.headers);
    expect(marked.statusCode, marked.body).toBe(200);

    await t.db.update(reservations).set({ statusId: 5 }).where(eq(reservations.id, stay.id));
    await t.db.transaction((tx) => syncListing(tx, listing.id, now));
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(1);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(0);
    const off = (await mailsTo(carla.email)).at(-1);
    expect(off?.subject).toBe(`A task is off your list for ${formatDateWithWeekday(day(1))}`);
    expect(off?.text).toContain(`Turnover at ${listing.externalListingName}`);
    expect(off?.text).toContain('cancelled.');
    expect(off?.text).not.toContain('Read the meters');
  });

  it('is withdrawn from someone removed from the team without sending them to the tasks page', async () => {
    const { host, carla, dora, add, mailsTo } = await team();
    await add('Check the boiler', day(1), carla.id);
    const doras = await add('Sweep the terrace', day(1), dora.id);
    await sendTaskMails(t.db, t.env.publicBaseUrl, now); // both digests for tomorrow go

    // Carla leaves the team (her open task goes back to nobody); Dora's task is given to nobody.
    const members = await t.app.inject({ url: '/api/team', headers: host.headers });
    const member = (members.json().data as { id: number; user_id: number | null }[]).find(
      (m) => m.user_id === carla.id,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/${member?.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const handed = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${doras}`,
      headers: host.headers,
      payload: { assignee_id: null },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await sendTaskMails(t.db, t.env.publicBaseUrl, now)).toBe(2);

    const off = (await mailsTo(carla.email)).at(-1);
    expect(off?.subject).toBe(`A task is off your list for ${formatDateWithWeekday(day(1))}`);
    expect(off?.text).toContain('Check the boiler at Harbour flat');
    expect(off?.text).toContain('not yours any more.');
    expect(off?.text).toContain(
      "You are no longer on the host's team, so there is nothing more to do for it.",
    );
    expect(off?.text).not.toContain('/tasks');
    expect(off?.text).not.toMatch(/open my tasks|tasks page/i);
    // Dora, still on the team, is sent to her list as ever.
    const doraOff = (await mailsTo(dora.email)).at(-1);
    expect(doraOff?.text).toContain('Sweep the terrace at Harbour flat');
    expect(doraOff?.text).toContain(`Open my tasks: ${t.env.publicBaseUrl}/tasks`);
    expect(doraOff?.text).not.toContain('no longer on');
  });
});
