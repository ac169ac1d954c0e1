import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, paidStayOn } from '../bookings/bookings.test-helpers.ts';
import { sessionHeaders, useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';

/** `GET /api/admin/reservations`: support finds any host's reservation by its number, guest or listing. */
const t = useTestApp();
const host = useConnectedHost(t);
const otherHost = useSignedInHost(t);
const admin = useSignedInHost(t, true);

const list = (q: string, headers: Record<string, string> = admin.headers, query = '') =>
  t.app.inject({ url: `/api/admin/reservations?q=${encodeURIComponent(q)}${query}`, headers });

describe('GET /api/admin/reservations', () => {
  it('is for admins only: 401 for a visitor, 403 for a host', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', host.headers)).statusCode).toBe(403);
  });

  it("finds any host's stay by number, guest e-mail, name or listing, newest first, and says if it can be cancelled", async () => {
    const paid = await paidStayOn(
      t,
      host.user.id,
      { externalListingName: 'Quinta do Vale' },
      {
        start_date: day(30),
        end_date: day(33),
        first_name: 'Zélia',
        last_name: 'Quaresma',
      },
    );
    const elsewhere = await createListing(t.db, otherHost.user.id, { externalListingName: 'Porto loft' });
    const cancelled = await createReservation(t.db, elsewhere.id, {
      statusId: 5,
      startDate: day(40),
      endDate: day(42),
      emailAddress: 'zelia.q@example.com',
      firstName: 'Zélia',
      lastName: 'Quaresma',
    });

    const byNumber = (await list(`#${paid.id}`)).json();
    expect(byNumber.data.map((r: { id: number }) => r.id)).toContain(paid.id);
    const row = byNumber.data.find((r: { id: number }) => r.id === paid.id);
    expect(row).toMatchObject({
      listing_name: 'Quinta do Vale',
      host_email: host.user.email,
      guest_name: 'Zélia Quaresma',
      guest_email: paid.email,
      status: { id: 6, name: 'Paid' },
      total: paid.totalMinor / 100,
      currency: 'EUR',
      cancellable: true,
      disputed: false,
      dispute_open: false,
      dispute_outcome: null,
      amount_paid: paid.totalMinor / 100,
    });
    // Never paid: nothing to give back.
    expect((await list(`#${cancelled.id}`)).json().data[0]).toMatchObject({ amount_paid: 0 });

    const byName = (await list('quaresma')).json();
    expect(byName.data.map((r: { id: number }) => r.id)).toEqual([cancelled.id, paid.id]);
    expect(byName.data[0]).toMatchObject({ listing_name: 'Porto loft', cancellable: false });
    expect(byName.meta).toMatchObject({ page: 1, total: 2 });
    expect((await list('Porto LOFT')).json().data.map((r: { id: number }) => r.id)).toEqual([cancelled.id]);
    expect((await list(host.user.email)).json().data.map((r: { id: number }) => r.id)).toContain(paid.id);
    // Wildcards are text: nobody's name has a literal %.
    expect((await list('%')).json().data).toEqual([]);
    // One per page: the second page holds the older one.
    const second = (await list('quaresma', admin.headers, '&per_page=1&page=2')).json();
    expect(second.data.map((r: { id: number }) => r.id)).toEqual([paid.id]);
  });

  it('says a stay with an open dispute cannot be cancelled and is disputed, as the cancel route does', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload, headers: admin.headers });
    const rowOf = async (id: number) =>
      (await list(`#${id}`)).json().data.find((r: { id: number }) => r.id === id);
    const cancel = (id: number) =>
      post(`/api/admin/reservations/${id}/cancel`, { cause: 'platform', reason: 'Support test' });
    const stayWith = async (outcome: 'open' | 'won' | 'lost', n: number) => {
      const stay = await paidStayOn(
        t,
        host.user.id,
        {},
        { start_date: day(60 + n * 5), end_date: day(62 + n * 5) },
      );
      expect((await post(`/api/admin/reservations/${stay.id}/test-dispute`, {})).statusCode).toBe(200);
      if (outcome !== 'open') {
        const [d] = (await t.app.inject({ url: '/api/admin/disputes', headers: admin.headers }))
          .json()
          .data.filter((x: { reservation_id: number }) => x.reservation_id === stay.id);
        expect((await post(`/api/admin/disputes/${d.id}/test-close`, { outcome })).statusCode).toBe(200);
      }
      return stay.id;
    };
    const open = await stayWith('open', 0);
    const lost = await stayWith('lost', 1);
    const won = await stayWith('won', 2);

    // Refunds are blocked while the bank decides (decision 0022).
    expect(await rowOf(open)).toMatchObject({
      status: { id: 6 },
      cancellable: false,
      disputed: true,
      dispute_open: true,
      dispute_outcome: null,
    });
    const refused = await cancel(open);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['refund']);
    // Won, the money stayed paid and is refunded; lost, the bank gave it back and nothing is refunded again.
    // Either was disputed once, so no second test dispute.
    // The list says which, and what a cancellation would still give back (the admin's dialog words it).
    for (const [id, outcome, message] of [
      [won, 'won', /^Reservation cancelled by an admin\. €[\d,.]+ is refunded to the guest\.$/],
      [
        lost,
        'lost',
        /^Reservation cancelled by an admin\. The guest's bank already gave them €[\d,.]+ back through the card dispute, so nothing more is refunded\.$/,
      ],
    ] as const) {
      const row = await rowOf(id);
      expect(row).toMatchObject({
        cancellable: true,
        disputed: true,
        dispute_open: false,
        dispute_outcome: outcome,
      });
      expect(row.amount_paid).toBe(outcome === 'won' ? row.total : 0);
      const done = await cancel(id);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toMatch(message);
      expect(await rowOf(id)).toMatchObject({ status: { id: 5 }, cancellable: false, disputed: true });
    }
  });

  it('refuses a bad page with 422', async () => {
    const res = await list('', admin.headers, '&page=0');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['page']);
  });
});

describe('POST /api/admin/reservations/:id/cancel', () => {
  it("shows the host that Innkeep support cancelled, never the admin's own name", async () => {
    const support = await createUser(t.db, { isAdmin: true, firstName: 'Odile', lastName: 'Varga' });
    const stay = await paidStayOn(t, host.user.id, {}, { start_date: day(90), end_date: day(93) });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${stay.id}/cancel`,
      payload: { cause: 'platform', reason: 'Double booking on our side' },
      headers: await sessionHeaders(t.db, support.id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const detail = await t.app.inject({ url: `/api/reservations/${stay.id}`, headers: host.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const history: { actor: string; actor_name: string | null; to: { id: number } }[] =
      detail.json().data.history;
    expect(history.find((h) => h.to.id === 5)).toMatchObject({
      actor: 'system',
      actor_name: 'Innkeep support',
    });
    expect(detail.body).not.toMatch(/Odile|Varga/);
  });
});
