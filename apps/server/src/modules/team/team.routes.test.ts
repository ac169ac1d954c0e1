import { teamMessages } from '@innkeep/contract/team';
import { eq, sql } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/team.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { exampleOf, type JsonSchema } from '../../test/hostile-input.values.ts';
import { createTestApp } from '../../test/test-app.ts';
import { lastMailTo } from '../auth/auth.test-helpers.ts';
import { sessionHeaders, signedInHost } from '../listings/listings.test-helpers.ts';
import { bookPaid, connectedHost } from '../payments/payouts.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { TEAM_ACCESS } from './team.access.ts';
import { inviteTokenIn, joinTeam } from './team.test-helpers.ts';

const t = await createTestApp();
afterAll(() => t.close());

const host = await signedInHost(t.db);
const otherHost = await signedInHost(t.db);
const mine = await createListing(t.db, host.user.id, { externalListingName: 'Alfama loft' });
const notChosen = await createListing(t.db, host.user.id, { externalListingName: 'Baixa flat' });
const foreign = await createListing(t.db, otherHost.user.id, { externalListingName: 'Not yours' });
const stayMine = await createReservation(t.db, mine.id, { startDate: '2030-03-01', endDate: '2030-03-04' });
const stayNotChosen = await createReservation(t.db, notChosen.id, {
  startDate: '2030-03-01',
  endDate: '2030-03-04',
});
const stayForeign = await createReservation(t.db, foreign.id, {
  startDate: '2030-03-01',
  endDate: '2030-03-04',
});

const rowCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(teamMembers))[0]?.n ?? 0;

async function invite(payload: unknown, headers = host.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

const accept = (headers: Record<string, string>, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/team/accept', headers, payload: { token } });

/** A signed-in account at `email`: the person an invitation was sent to, once they have signed up. */
async function signedInAs(email: string) {
  const user = await createUser(t.db, { email });
  return { user, headers: await sessionHeaders(t.db, user.id) };
}

const join = (email: string, role: 'co-host' | 'cleaner', listingIds: number[] = []) =>
  joinTeam(t, host.headers, email, role, listingIds);

describe('inviting', () => {
  it('refuses bad input with 422, a clear message per field, and changes nothing', async () => {
    const before = await rowCount();
    const cases: [unknown, string, string][] = [
      [{ email: 'nope', role: 'cleaner' }, 'email', 'The email must be a valid email address.'],
      [{ email: 'a@example.com', role: 'owner' }, 'role', teamMessages.roleInvalid],
      [
        { email: 'a@example.com', role: 'co-host', listing_ids: [] },
        'listing_ids',
        teamMessages.listingsRequired,
      ],
      [
        { email: 'a@example.com', role: 'co-host', listing_ids: [foreign.id] },
        'listing_ids',
        teamMessages.listingInvalid,
      ],
      [
        { email: 'a@example.com', role: 'co-host', listing_ids: ['x'] },
        'listing_ids.0',
        teamMessages.listingInvalid,
      ],
      [{ email: host.user.email, role: 'cleaner' }, 'email', teamMessages.notYourself],
    ];
    for (const [payload, field, message] of cases) {
      const res = await invite(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      if (field !== 'email' || message !== 'The email must be a valid email address.')
        expect(errors[field]).toContain(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('e-mails a single-use, expiring link; a second invite sends a new one; the list shows invited then active', async () => {
    const res = await invite({ email: 'Sam@Example.com', role: 'cleaner' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'sam@example.com',
      role: 'cleaner',
      status: 'invited',
      user_id: null,
    });
    const mail = await lastMailTo(t.db, 'sam@example.com');
    expect(mail?.text).toContain('/team/accept?token=');
    // Not accepted yet: inviting again sends a new link on the same row, and the first one stops working.
    const before = await rowCount();
    expect((await invite({ email: 'SAM@example.com', role: 'cleaner' })).statusCode).toBe(201);
    expect(await rowCount()).toBe(before);
    const token = inviteTokenIn((await lastMailTo(t.db, 'sam@example.com'))?.text);
    expect(token).not.toBe(inviteTokenIn(mail?.text));
    const sam = await signedInAs('Sam@example.COM');
    expect((await accept(sam.headers, inviteTokenIn(mail?.text))).statusCode).toBe(422);
    const first = await accept(sam.headers, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ role: 'cleaner' });
    const again = await accept((await signedInHost(t.db)).headers, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([teamMessages.tokenInvalid]);
    // A member is not invited twice.
    expect((await invite({ email: 'sam@example.com', role: 'cleaner' })).json().errors.email).toEqual([
      teamMessages.alreadyInvited,
    ]);
    const list = (await t.app.inject({ url: '/api/team', headers: host.headers })).json().data;
    const samRow = list.find((m: { email: string }) => m.email === 'sam@example.com');
    expect(samRow).toMatchObject({ status: 'active', user_id: sam.user.id });
    // Another host never sees it, nor removes it.
    expect((await t.app.inject({ url: '/api/team', headers: otherHost.headers })).json().data).toEqual([]);
    const id = samRow.id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/team/${id}`, headers: otherHost.headers }))
        .statusCode,
    ).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/team/${id}`, headers: host.headers });
    expect(removed.json()).toEqual({ message: teamMessages.removed });
    // Removed: sam is nobody's team member any more.
    expect((await t.app.inject({ url: '/api/team/membership', headers: sam.headers })).json()).toEqual({
      data: null,
    });
  });

  it("sends a host's invitations a few a day, and one address a resend or two: never a flood of mail", async () => {
    const sender = await signedInHost(t.db);
    const before = await rowCount();
    for (let i = 0; i < 20; i += 1) {
      const res = await invite({ email: `crew${i}@example.com`, role: 'cleaner' }, sender.headers);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await invite({ email: 'crew20@example.com', role: 'cleaner' }, sender.headers);
    expect(over.statusCode).toBe(429);
    expect(await lastMailTo(t.db, 'crew20@example.com')).toBeUndefined();
    expect(await rowCount()).toBe(before + 20);
    // Invited, withdrawn and invited again, by hosts of their own: the address gets three and no more.
    for (let i = 0; i < 3; i += 1) {
      const inviter = await signedInHost(t.db);
      expect(
        (await invite({ email: 'often@example.com', role: 'cleaner' }, inviter.headers)).statusCode,
      ).toBe(201);
    }
    const fourth = await invite(
      { email: 'often@example.com', role: 'cleaner' },
      (await signedInHost(t.db)).headers,
    );
    expect(fourth.statusCode).toBe(429);
  });

  it('an admin account cannot join a team, and the link still works for the person it was meant for', async () => {
    await invite({ email: 'staff@example.com', role: 'cleaner' });
    const token = inviteTokenIn((await lastMailTo(t.db, 'staff@example.com'))?.text);
    const byAdmin = await accept((await signedInHost(t.db, true)).headers, token);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().error).toBe(teamMessages.adminAccount);
    expect((await accept((await signedInAs('staff@example.com')).headers, token)).statusCode).toBe(200);
  });

  it('a host with listings of their own is refused, told what can be done since only this address accepts', async () => {
    await invite({ email: 'has.listings@example.com', role: 'cleaner' });
    const token = inviteTokenIn((await lastMailTo(t.db, 'has.listings@example.com'))?.text);
    const owner = await signedInAs('has.listings@example.com');
    await createListing(t.db, owner.user.id, { externalListingName: 'Own flat' });
    const res = await accept(owner.headers, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(teamMessages.hostHasListings);
    // Another e-mail cannot take this invitation (R-S12): the advice is the host's to act on.
    expect(res.json().error).not.toMatch(/sign up with another/i);
    expect(res.json().error).toMatch(/ask the host/i);
  });

  it('a link opened by another account is refused with the address it was sent to, and stays usable', async () => {
    await invite({ email: 'meant@example.com', role: 'co-host', listing_ids: [mine.id] });
    const token = inviteTokenIn((await lastMailTo(t.db, 'meant@example.com'))?.text);
    const forwardedTo = await signedInHost(t.db);
    const res = await accept(forwardedTo.headers, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(teamMessages.otherAddress('meant@example.com'));
    expect(
      (await t.app.inject({ url: '/api/team/membership', headers: forwardedTo.headers })).json(),
    ).toEqual({
      data: null,
    });
    const [row] = await t.db.select().from(teamMembers).where(eq(teamMembers.email, 'meant@example.com'));
    expect(row).toMatchObject({ userId: null, acceptedAt: null });
    expect(row?.tokenHash).not.toBeNull();
    const meant = await signedInAs('meant@example.com');
    expect((await accept(meant.headers, token)).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    await invite({ email: 'late@example.com', role: 'cleaner' });
    const mail = await lastMailTo(t.db, 'late@example.com');
    const token = inviteTokenIn(mail?.text);
    await t.db
      .update(teamMembers)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamMembers.email, 'late@example.com'));
    const res = await accept((await signedInHost(t.db)).headers, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([teamMessages.tokenInvalid]);
    // The host invites them again (the list says expired): a new link that works.
    const again = await invite({ email: 'late@example.com', role: 'cleaner' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.status).toBe('invited');
    const fresh = inviteTokenIn((await lastMailTo(t.db, 'late@example.com'))?.text);
    expect((await accept((await signedInAs('late@example.com')).headers, fresh)).statusCode).toBe(200);
  });
});

const coHost = await join('co@example.com', 'co-host', [mine.id]);
const cleaner = await join('clean@example.com', 'cleaner');

/** Routes any signed-in person uses for their own account, not the host's data. */
const ACCOUNT_ROUTES = new Set([
  'POST /api/logout',
  'GET /api/me',
  'PUT /api/me',
  'PUT /api/me/password',
  'POST /api/me/sessions/revoke-all',
  'GET /api/team/membership',
  'POST /api/team/accept',
  'GET /api/geocode',
]);

interface Operation {
  key: string;
  routeKey: string;
  method: string;
  path: string;
  params: { in: string; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
  signedIn: boolean;
}
const document = t.app.swagger() as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
};
const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      routeKey: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      signedIn: Boolean(op.responses?.['401']),
    })),
  )
  .filter((op) => op.signedIn && !op.path.startsWith('/api/admin') && !ACCOUNT_ROUTES.has(op.key))
  // Deletes last, sign-outs never (a session per request anyway).
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

function requestOf(op: Operation, ids: (name: string) => number | undefined) {
  const query = new URLSearchParams();
  let url = op.path;
  for (const p of op.params) {
    const value = String(exampleOf(p.schema ?? {}, p.name, ids));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    if (p.in === 'query') query.set(p.name, value);
  }
  const qs = query.toString();
  const payload = op.body ? (exampleOf(op.body, '', ids) as Record<string, unknown>) : undefined;
  return { method: op.method as 'GET', url: qs ? `${url}?${qs}` : url, payload };
}

describe('every host route, every team role (the access rule)', () => {
  it('walks more than the routes the rule names', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const role of Object.keys(TEAM_ACCESS) as (keyof typeof TEAM_ACCESS)[]) {
      for (const key of Object.keys(TEAM_ACCESS[role])) {
        expect(
          operations.map((o) => o.routeKey),
          `${role} ${key}`,
        ).toContain(key);
      }
    }
  });

  for (const role of ['co-host', 'cleaner'] as const) {
    it(`${role}: a route the rule does not name answers 403; a named one is reached`, async () => {
      const member = role === 'co-host' ? coHost : cleaner;
      const seen: string[] = [];
      for (const op of operations) {
        const ids = (name: string) =>
          name === 'id' || name === 'reservation_id'
            ? stayMine.id
            : name === 'listing_id'
              ? mine.id
              : undefined;
        const res = await t.app.inject({ ...requestOf(op, ids), headers: member.headers });
        const allowed = Boolean(TEAM_ACCESS[role][op.routeKey]);
        if (allowed) expect(res.statusCode, `${role} ${op.key}: ${res.body}`).not.toBe(403);
        else expect(res.statusCode, `${role} ${op.key}: ${res.body}`).toBe(403);
        if (!allowed) expect(res.json().error).toBe(teamMessages.forbidden);
        seen.push(op.key);
      }
      // Payouts, payment settings and the team itself are among those refused.
      for (const closed of [
        'GET /api/payouts',
        'GET /api/stripe/connect',
        'GET /api/stripe/status',
        'GET /api/team',
        'POST /api/team',
        'GET /api/listings',
        'GET /api/dashboard',
      ]) {
        expect(seen).toContain(closed);
        expect(TEAM_ACCESS[role][closed.replace(/\{(\w+)\}/g, ':$1')]).toBeUndefined();
      }
    });
  }

  it("co-host: their listings' reservations, inbox and calendar; another listing is a 404 or left out", async () => {
    const h = coHost.headers;
    const list = (await t.app.inject({ url: '/api/reservations', headers: h })).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([stayMine.id]);
    expect(list.totals).toEqual([]);
    expect(list.listings.map((l: { id: number }) => l.id)).toEqual([mine.id]);
    // Paged over their listing's stays (docs/requirements/host.md#R-H20): the host's other stays neither take
    // a place on a page nor count.
    const firstPage = (await t.app.inject({ url: '/api/reservations?page=1&per_page=1', headers: h })).json();
    expect(firstPage.data.map((r: { id: number }) => r.id)).toEqual([stayMine.id]);
    expect(firstPage.total).toBe(1);
    // The owner still sees both of their listings' stays.
    const own = (await t.app.inject({ url: '/api/reservations', headers: host.headers })).json();
    expect(own.data.map((r: { id: number }) => r.id).sort()).toEqual([stayMine.id, stayNotChosen.id].sort());

    expect((await t.app.inject({ url: `/api/reservations/${stayMine.id}`, headers: h })).statusCode).toBe(
      200,
    );
    for (const id of [stayNotChosen.id, stayForeign.id]) {
      expect((await t.app.inject({ url: `/api/reservations/${id}`, headers: h })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/conversations/${id}`, headers: h })).statusCode).toBe(404);
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: h,
        payload: { body: 'Hi' },
      });
      expect(sent.statusCode).toBe(404);
      const status = await changeStatus(t, h, id, 5);
      expect(status.statusCode).toBe(404);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${stayMine.id}/messages`,
      headers: h,
      payload: { body: 'Hello from the co-host' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Saved replies (docs/requirements/host.md#R-H15): the host's templates, filled for their listings' stays only.
    expect((await t.app.inject({ url: '/api/message-templates', headers: h })).statusCode).toBe(200);
    const preview = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/message-templates/preview',
        headers: h,
        payload: { body: 'Hi {guest_first_name}', reservation_id: id },
      });
    expect((await preview(stayMine.id)).statusCode).toBe(200);
    for (const id of [stayNotChosen.id, stayForeign.id]) expect((await preview(id)).statusCode).toBe(404);
    const inbox = (await t.app.inject({ url: '/api/conversations', headers: h })).json();
    expect(inbox.data.map((c: { listing_id: number }) => c.listing_id)).toEqual([mine.id]);
    // Paged and counted over their listing's threads: the host's other threads neither count nor leave a gap.
    expect(inbox.meta).toMatchObject({ total: 1, next_cursor: null });
    const onePerPage = (await t.app.inject({ url: '/api/conversations?per_page=1', headers: h })).json();
    expect(onePerPage.data).toHaveLength(1);
    expect(onePerPage.meta.next_cursor).toBeNull();

    const cal = await t.app.inject({ url: '/api/calendar?from=2030-03-01&to=2030-04-01', headers: h });
    expect(cal.statusCode, cal.body).toBe(200);
    expect(cal.json().data.listing_id).toBe(mine.id);
    expect(cal.json().data.listings.map((l: { id: number }) => l.id)).toEqual([mine.id]);
    expect(
      (
        await t.app.inject({
          url: `/api/calendar?listing_id=${notChosen.id}&from=2030-03-01&to=2030-04-01`,
          headers: h,
        })
      ).statusCode,
    ).toBe(404);
    const grid = (
      await t.app.inject({ url: '/api/calendar/grid?from=2030-03-01&to=2030-03-20', headers: h })
    ).json();
    expect(grid.data.listings.map((l: { id: number }) => l.id)).toEqual([mine.id]);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/blocks',
      headers: h,
      payload: { listing_id: notChosen.id, start_date: '2030-05-01', end_date: '2030-05-03' },
    });
    expect(block.statusCode).toBe(404);
    // The bulk edit (docs/requirements/host.md#R-H17): their listings only, and blocks only.
    const selections = (id: number) => [{ listing_id: id, start_date: '2030-05-01', end_date: '2030-05-03' }];
    const bulk = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/calendar/bulk', headers: h, payload });
    const mixed = await bulk({
      action: 'block',
      selections: [...selections(mine.id), ...selections(notChosen.id)],
    });
    expect(mixed.statusCode, mixed.body).toBe(404);
    const price = await bulk({ action: 'rate', price: 90, selections: selections(mine.id) });
    expect(price.statusCode, price.body).toBe(403);
    const ok = await bulk({ action: 'block', selections: selections(mine.id) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await bulk({ action: 'unblock', selections: selections(mine.id) })).statusCode).toBe(200);
  });

  it("co-host: a paid stay's detail leaves out what it pays the host (payouts are not theirs)", async () => {
    const owner = await connectedHost(t);
    const paid = await bookPaid(t, owner.listingId, 30);
    const member = await joinTeam(t, owner.headers, 'co-paid@example.com', 'co-host', [owner.listingId]);
    const url = `/api/reservations/${paid}`;
    expect((await t.app.inject({ url, headers: owner.headers })).json().data.payouts).toHaveLength(1);
    const seen = await t.app.inject({ url, headers: member.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.payouts).toEqual([]);
  });

  it('co-host and host alike: a bad list query is a 422 with its message, never a 500', async () => {
    const urls = [
      '/api/calendar/grid?from=2026-12-01&to=2027-03-01',
      '/api/calendar/grid',
      '/api/reservations?per_page=1000',
      '/api/reservations?page=abc',
      '/api/conversations?per_page=1000',
    ];
    for (const url of urls) {
      const owner = await t.app.inject({ url, headers: host.headers });
      const member = await t.app.inject({ url, headers: coHost.headers });
      expect(owner.statusCode, `${url}: ${owner.body}`).toBe(422);
      expect(member.statusCode, `${url}: ${member.body}`).toBe(422);
      expect(member.json()).toEqual(owner.json());
    }
  });
});
