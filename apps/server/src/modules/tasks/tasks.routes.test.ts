import { addDays } from '@innkeep/contract/dates';
import { formatDateWithWeekday, formatLocalMoment } from '@innkeep/contract/formats';
import { TURNOVER_CHECKLIST, taskMessages } from '@innkeep/contract/tasks';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { tasks } from '../../db/schema/team.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { createTestApp } from '../../test/test-app.ts';
import { lastMailTo } from '../auth/auth.test-helpers.ts';
import { bookedStay, bookingBody, day, post } from '../bookings/bookings.test-helpers.ts';
import { jpeg, sessionHeaders, textRenamedJpg } from '../listings/listings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { joinTeam } from '../team/team.test-helpers.ts';
import { sendTomorrowDigests } from './tasks.mail-job.ts';

const t = await createTestApp();
afterAll(() => t.close());

const hostUser = await createUser(t.db, { firstName: 'Maria', email: 'maria.tasks@example.com' });
await connectHost(t.db, hostUser.id);
const host = await sessionHeaders(t.db, hostUser.id);
const listing = await createListing(t.db, hostUser.id, {
  externalListingName: 'Alfama loft',
  address: 'Rua dos Remédios 12, Lisbon',
  checkInTimeStart: '15:00',
  checkOutTime: '11:00',
});
const other = await createListing(t.db, hostUser.id, { externalListingName: 'Baixa flat' });

const member = (email: string, role: 'co-host' | 'cleaner', listingIds: number[] = []) =>
  joinTeam(t, host, email, role, listingIds, { firstName: role === 'cleaner' ? 'Carla' : 'Rui' });
const carla = await member('carla@example.com', 'cleaner');
const dora = await member('dora@example.com', 'cleaner');
const rui = await member('rui@example.com', 'co-host', [other.id]);

const range = `from=${day(0)}&to=${day(60)}`;
const list = async (headers: Record<string, string>, q = range) => {
  const res = await t.app.inject({ url: `/api/tasks?${q}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const book = async (start: number, end: number, guests = 2, listingId = listing.id) => {
  const body = bookingBody(listingId, {
    start_date: day(start),
    end_date: day(end),
    guests,
    email_address: `g${start}@example.com`,
  });
  return (await bookedStay(t, body)).id;
};

describe('turnovers follow stays', () => {
  it('a paid stay makes a turnover on its check-out day; the next stay closes its window; cancelling cancels it', async () => {
    const first = await book(10, 13);
    let [turnover] = await list(host);
    expect(turnover).toMatchObject({
      listing_id: listing.id,
      reservation_id: first,
      kind: 'turnover',
      due_date: day(13),
      window_start: `${day(13)}T11:00`,
      window_end: null,
      assignee_id: null,
      status: 'open',
      next_guests: null,
      address: 'Rua dos Remédios 12, Lisbon',
    });
    expect(turnover?.checklist).toEqual(TURNOVER_CHECKLIST.map((label) => ({ label, done: false })));

    const second = await book(15, 18, 4);
    const rows = await list(host);
    expect(rows.map((r) => r.reservation_id)).toEqual([first, second]);
    expect(rows[0]).toMatchObject({ window_end: `${day(15)}T15:00`, next_guests: 4 });

    const cancel = await changeStatus(t, host, second, 5);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await list(host);
    expect(after.find((r) => r.reservation_id === second)).toMatchObject({ status: 'cancelled' });
    [turnover] = after;
    expect(turnover).toMatchObject({
      reservation_id: first,
      window_end: null,
      next_guests: null,
      status: 'open',
    });
  });
});

describe('assigning and doing', () => {
  it('refuses bad input with 422 and clear messages, changing nothing', async () => {
    const [task] = await list(host);
    const before = await t.db.select().from(tasks).orderBy(tasks.id);
    const bad: [string, string, unknown, string, string][] = [
      ['PUT', `/api/tasks/${task?.id}`, { assignee_id: 999999 }, 'assignee_id', taskMessages.assigneeInvalid],
      ['PUT', `/api/tasks/${task?.id}`, { assignee_id: 'x' }, 'assignee_id', taskMessages.assigneeInvalid],
      [
        'PUT',
        `/api/tasks/${task?.id}`,
        { assignee_id: rui.user.id },
        'assignee_id',
        taskMessages.assigneeInvalid,
      ],
      [
        'POST',
        '/api/tasks',
        { listing_id: listing.id, kind: 'turnover', title: 'x', due_date: day(3) },
        'kind',
        taskMessages.kindInvalid,
      ],
      [
        'POST',
        '/api/tasks',
        { listing_id: listing.id, kind: 'other', title: ' ', due_date: day(3) },
        'title',
        taskMessages.titleRequired,
      ],
      // Older than the page's overdue days: it would be saved and never shown.
      [
        'POST',
        '/api/tasks',
        { listing_id: listing.id, kind: 'other', title: 'x', due_date: day(-30) },
        'due_date',
        taskMessages.dueTooEarly,
      ],
      [
        'PUT',
        '/api/tasks/defaults',
        { listing_id: 999999, assignee_id: null },
        'listing_id',
        taskMessages.listingInvalid,
      ],
    ];
    for (const [method, url, payload, field, message] of bad) {
      const res = await t.app.inject({
        method: method as 'PUT',
        url,
        headers: host,
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const range = await t.app.inject({ url: `/api/tasks?from=${day(5)}&to=${day(1)}`, headers: host });
    expect(range.statusCode).toBe(422);
    expect(range.json().errors.to).toEqual([taskMessages.rangeInvalid]);
    expect(await t.db.select().from(tasks).orderBy(tasks.id)).toEqual(before);
  });

  it('a default cleaner gets new turnovers; a cleaner sees only theirs; a co-host only their listings', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tasks/defaults',
      headers: host,
      payload: { listing_id: listing.id, assignee_id: carla.user.id, needs_photo: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(taskMessages.defaultsSaved);
    // The tasks page reads them back: each of the host's listings, by name, nobody and no photo until set.
    const defaults = await t.app.inject({ url: '/api/tasks/defaults', headers: host });
    expect(defaults.json().data).toEqual([
      { listing_id: listing.id, listing_name: 'Alfama loft', assignee_id: carla.user.id, needs_photo: true },
      { listing_id: other.id, listing_name: 'Baixa flat', assignee_id: null, needs_photo: false },
    ]);
    // Another host sees only their own listings; a team member cannot read them.
    const stranger = await createUser(t.db, { email: 'stranger.tasks@example.com' });
    await createListing(t.db, stranger.id, { externalListingName: 'Porto house' });
    const theirs = await t.app.inject({
      url: '/api/tasks/defaults',
      headers: await sessionHeaders(t.db, stranger.id),
    });
    expect(theirs.json().data.map((d: { listing_name: string }) => d.listing_name)).toEqual(['Porto house']);
    expect((await t.app.inject({ url: '/api/tasks/defaults', headers: carla.headers })).statusCode).toBe(403);
    // The open turnover nobody had follows the default.
    expect((await list(host))[0]).toMatchObject({
      assignee_id: carla.user.id,
      assignee_name: 'Carla User',
      needs_photo: true,
    });
    await book(20, 22);
    const otherStay = await book(20, 22, 2, other.id);
    const mine = await list(carla.headers);
    expect(mine.every((r) => r.assignee_id === carla.user.id && r.status === 'open')).toBe(true);
    expect(mine).toHaveLength(2);
    expect(await list(dora.headers)).toEqual([]);
    expect((await list(rui.headers)).map((r) => r.reservation_id)).toEqual([otherStay]);
    // A cleaner cannot assign, add or set defaults: the access rule answers 403.
    const [task] = mine;
    for (const [method, url, payload] of [
      ['PUT', `/api/tasks/${task?.id}`, { assignee_id: null }],
      ['POST', '/api/tasks', { listing_id: listing.id, kind: 'other', title: 'x', due_date: day(3) }],
      ['PUT', '/api/tasks/defaults', { listing_id: listing.id, assignee_id: null }],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: carla.headers, payload })).statusCode).toBe(403);
    }
    // Another cleaner's task is not found.
    expect((await post(t, `/api/tasks/${task?.id}/done`, {}, dora.headers)).statusCode).toBe(404);
  });

  it('done needs the photo the host asks for; the upload is judged by its content', async () => {
    const [task] = await list(carla.headers);
    const noPhoto = await post(t, `/api/tasks/${task?.id}/done`, {}, carla.headers);
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().errors.photo).toEqual([taskMessages.photoRequired]);

    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('photo', new File([new Uint8Array(bytes)], name));
      const request = new Request('http://x', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `/api/tasks/${task?.id}/photo`,
        headers: { ...carla.headers, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const fake = await upload(textRenamedJpg(), 'clean.jpg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.photo).toEqual([taskMessages.photoNotImage]);
    const real = await upload(await jpeg(400, 300), 'clean.jpg');
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data).toMatchObject({ has_photo: true });

    const done = await post(
      t,
      `/api/tasks/${task?.id}/done`,
      { checked: [true, true, false] },
      carla.headers,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: taskMessages.done, data: { status: 'done' } });
    expect(done.json().data.checklist.map((c: { done: boolean }) => c.done)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    expect((await post(t, `/api/tasks/${task?.id}/done`, {}, carla.headers)).statusCode).toBe(409);
  });

  it('the dashboard line counts today’s turnovers and those nobody has', async () => {
    const res = await t.app.inject({ url: '/api/tasks/summary', headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ today: 0, unassigned: 0, tomorrow: 0 });
  });
});

describe("tomorrow's e-mail", () => {
  it('goes once a day to each assignee with open tasks tomorrow', async () => {
    const [next] = (await list(carla.headers)).filter((r) => r.status === 'open');
    // Noon UTC the day before, on the listing's clock too (its zone is UTC).
    const dayBefore = new Date(`${addDays(String(next?.due_date), -1)}T12:00:00Z`);
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'carla@example.com'))
      )[0]?.n;
    const before = await count();
    expect(await sendTomorrowDigests(t.db, t.env.publicBaseUrl, dayBefore)).toBe(1);
    expect(await sendTomorrowDigests(t.db, t.env.publicBaseUrl, dayBefore)).toBe(0);
    expect(await count()).toBe((before ?? 0) + 1);
    const mail = await lastMailTo(t.db, 'carla@example.com');
    // Days and times as the tasks page writes them (R-H21), never `2026-12-01 11:00`.
    expect(mail?.subject).toContain(formatDateWithWeekday(String(next?.due_date)));
    expect(mail?.text).toContain(`from ${formatLocalMoment(String(next?.window_start))} until `);
    expect(mail?.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail?.text).toContain('Alfama loft');
    expect(mail?.text).toContain('/tasks');
    // Like every recurring mail, it says why it comes and where that changes.
    const why =
      'You received this e-mail because tasks on Innkeep are assigned to you; it comes each day before a day with open tasks. The host sets who does each task under “Assigned to” on the tasks page.';
    expect(mail?.text).toContain(why);
    expect(mail?.html).toContain(why);
  });
});

describe('a member who leaves the team', () => {
  it('gives back their open tasks; the ones they did still say who did them', async () => {
    const eve = await member('eve@example.com', 'cleaner');
    const add = async (title: string) => {
      const res = await post(
        t,
        '/api/tasks',
        { listing_id: listing.id, kind: 'other', title, due_date: day(40), assignee_id: eve.user.id },
        host,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const done = await add('Replace the bulbs');
    const open = await add('Check the smoke alarm');
    expect((await post(t, `/api/tasks/${done}/done`, {}, eve.headers)).statusCode).toBe(200);
    const team = (await t.app.inject({ url: '/api/team', headers: host })).json().data;
    const row = team.find((m: { email: string }) => m.email === 'eve@example.com');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/team/${row.id}`, headers: host });
    expect(removed.statusCode).toBe(200);
    const after = await list(host, `from=${day(40)}&to=${day(40)}`);
    expect(after.find((x) => x.id === open)).toMatchObject({ status: 'open', assignee_id: null });
    expect(after.find((x) => x.id === done)).toMatchObject({ status: 'done', assignee_id: eve.user.id });
  });
});
