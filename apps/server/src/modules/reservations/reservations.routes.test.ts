import { addDays, todayIso } from '@innkeep/contract/dates';
import { reservationMessages as msg, RESERVATION_STATUSES } from '@innkeep/contract/reservations';
import { hostMayDelete, hostMayMove } from '@innkeep/contract/reservations-moves';
import { eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import type { payments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation, createStayPayment } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { eventsOf, statusOf } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { expireHolds } from './reservations.holds.ts';
import { changeStatus } from './reservations.test-helpers.ts';

const day = (n: number) => addDays(todayIso(), n);
let seq = 0;
/** Distinct dates per test, so no test's holds touch another's. */
const slot = () => {
  seq += 1;
  return { startDate: day(20 + seq * 10), endDate: day(23 + seq * 10) };
};

const change = (headers: Record<string, string>, id: number, statusId: number) =>
  changeStatus(t, headers, id, statusId);
const remove = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers });
const inquiry = (listingId: number, email: string, dates = slot()) =>
  createReservation(t.db, listingId, { ...dates, statusId: 1, emailAddress: email, firstName: 'Ana' });
const payment = (reservationId: number, over: Partial<typeof payments.$inferInsert> = {}) =>
  createStayPayment(t.db, reservationId, over);

let listingId: number;
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', HOLD_HOURS: '48' });
const host = useSignedInHost(t);
const other = useSignedInHost(t);
beforeAll(async () => {
  listingId = (await createListing(t.db, host.user.id, { externalListingName: 'Sea View Loft' })).id;
});

describe('GET /api/reservations', () => {
  it("lists only the host's own, deleted listings' history included, newest stays first, with amount_paid", async () => {
    const gone = await createListing(t.db, host.user.id, { externalListingName: 'Old Barn' });
    const older = await createReservation(t.db, gone.id, { startDate: day(-40), endDate: day(-37) });
    await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.id));
    const newer = await createReservation(t.db, listingId, { startDate: day(400), endDate: day(403) });
    await payment(newer.id, { refundedMinor: 50_00 });
    await payment(newer.id, { status: 'failed', amountMinor: 999_00 });
    await payment(newer.id, { kind: 'deposit', status: 'requires_capture', amountMinor: 200_00 });
    const theirs = await createListing(t.db, other.user.id);
    await createReservation(t.db, theirs.id, { startDate: day(500), endDate: day(503) });

    const res = await t.app.inject({ url: '/api/reservations', headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; listing: { id: number }; amount_paid: number }[];
    expect(rows.every((r) => [listingId, gone.id].includes(r.listing.id))).toBe(true);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(rows.find((r) => r.id === newer.id)).toMatchObject({
      listing: { id: listingId, external_listing_name: 'Sea View Loft' },
      status: { id: 6, name: 'Paid', color: 'green' },
      total_price: 300,
      amount_paid: 250,
    });
    expect(rows.find((r) => r.id === older.id)?.listing).toEqual({
      id: gone.id,
      external_listing_name: 'Old Barn',
    });
    expect((await t.app.inject({ url: '/api/reservations' })).statusCode).toBe(401);
  });

  it('gives the status select list with their colours (docs/requirements/wire.md#R-W8)', async () => {
    const res = await t.app.inject({ url: '/api/reservations/select/list', headers: host.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toHaveLength(6);
    expect(res.json().status[0]).toEqual({ id: 1, name: 'Inquiry', color: 'orange' });
    expect(res.json().status[5]).toEqual({ id: 6, name: 'Paid', color: 'green' });
  });
});

describe('POST /api/reservations/change/status', () => {
  it('approving holds the dates for HOLD_HOURS and e-mails the guest the payment link', async () => {
    const r = await inquiry(listingId, 'approve.me@example.com');
    const before = Date.now();
    const res = await change(host.headers, r.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe(msg.statusChanged);
    expect(data.status).toEqual({ id: 3, name: 'Approved, awaiting payment', color: 'blue' });
    const hold = new Date(data.hold_expires_at).getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 48 * 3_600_000 - 1000);
    expect(hold).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000 + 1000);
    const [mail] = await mailsTo(t, 'approve.me@example.com');
    expect(mail?.subject).toContain('approved');
    expect(mail?.text).toContain(`https://innkeep.test/reservation/${r.uniqueHash}`);
    expect(mail?.html).toContain(`https://innkeep.test/reservation/${r.uniqueHash}`);
    expect(await eventsOf(t, r.id)).toMatchObject([
      { fromStatusId: 1, toStatusId: 3, actor: 'host', actorUserId: host.user.id },
    ]);
  });

  it('refuses to approve over taken dates or a calendar block with 409, changing nothing', async () => {
    const dates = slot();
    await createReservation(t.db, listingId, { ...dates, statusId: 6 });
    const r = await inquiry(listingId, 'too.late@example.com', dates);
    const res = await change(host.headers, r.id, 3);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: msg.datesUnavailable, code: 'DATES_UNAVAILABLE' });

    const blockedDates = slot();
    await t.db.insert(calendarBlocks).values({ listingId, ...blockedDates });
    const blocked = await inquiry(listingId, 'too.late@example.com', blockedDates);
    expect((await change(host.headers, blocked.id, 3)).json().code).toBe('DATES_UNAVAILABLE');

    for (const id of [r.id, blocked.id]) {
      expect(await statusOf(t, id)).toBe(1);
      expect(await eventsOf(t, id)).toEqual([]);
    }
    expect(await mailsTo(t, 'too.late@example.com')).toEqual([]);
  });

  it('declining e-mails the guest politely; cancelling an approved hold e-mails and frees the dates', async () => {
    const a = await inquiry(listingId, 'declined@example.com');
    expect((await change(host.headers, a.id, 2)).json().data.status.id).toBe(2);
    const [declined] = await mailsTo(t, 'declined@example.com');
    expect(declined?.subject).toContain('declined');
    expect(declined?.text).toContain('Nothing was charged');

    const dates = slot();
    const b = await inquiry(listingId, 'cancelled@example.com', dates);
    await change(host.headers, b.id, 3);
    const res = await change(host.headers, b.id, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: { id: 5 }, hold_expires_at: null });
    const subjects = (await mailsTo(t, 'cancelled@example.com')).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringContaining('cancelled'), expect.stringContaining('approved')]),
    );
    // The dates are free again: another inquiry for them can be approved.
    const c = await inquiry(listingId, 'next@example.com', dates);
    expect((await change(host.headers, c.id, 3)).statusCode).toBe(200);
  });

  it('refuses moving a paid stay but to Cancelled, and setting Paid or Payment processing by hand, with 409', async () => {
    const paid = await createReservation(t.db, listingId, { ...slot(), statusId: 6 });
    const paidRes = await change(host.headers, paid.id, 3);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().error).toBe(msg.paidIsFinal);
    const r = await inquiry(listingId, 'by.hand@example.com');
    expect((await change(host.headers, r.id, 6)).json()).toEqual({
      error: msg.paidOnlyByPayment,
      code: 'CONFLICT',
    });
    expect((await change(host.headers, r.id, 4)).json().error).toBe(msg.processingOnlyByPayment);
    expect(await statusOf(t, paid.id)).toBe(6);
    expect(await statusOf(t, r.id)).toBe(1);
  });

  it("answers every move as the contract's table says (the web offers only those): 200 or 409", async () => {
    const ids = RESERVATION_STATUSES.map((s) => s.id);
    const seen: string[] = [];
    const expected: string[] = [];
    for (const from of ids) {
      for (const to of ids.filter((id) => id !== from)) {
        const r = await createReservation(t.db, listingId, {
          ...slot(),
          statusId: from,
          emailAddress: `move.${from}.${to}@example.com`,
        });
        const res = await change(host.headers, r.id, to);
        seen.push(`${from}->${to}: ${res.statusCode}`);
        expected.push(`${from}->${to}: ${hostMayMove(from, to) ? 200 : 409}`);
        expect(await statusOf(t, r.id)).toBe(res.statusCode === 200 ? to : from);
      }
    }
    expect(seen).toEqual(expected);
  });

  it("answers another host's reservation with 404 on change and delete, changing nothing", async () => {
    const r = await inquiry(listingId, 'private@example.com');
    const res = await change(other.headers, r.id, 3);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Reservation not found');
    const del = await remove(other.headers, r.id);
    expect(del.statusCode).toBe(404);
    expect(del.json().error).toBe('Reservation not found');
    expect(await statusOf(t, r.id)).toBe(1);
  });

  it('refuses a bad status or id with 422', async () => {
    const r = await inquiry(listingId, 'bad.input@example.com');
    expect((await change(host.headers, r.id, 7)).statusCode).toBe(422);
    expect((await change(host.headers, 0, 3)).statusCode).toBe(422);
  });

  it('lets exactly one of two concurrent approvals of overlapping inquiries hold the dates', async () => {
    const dates = slot();
    const a = await inquiry(listingId, 'race.a@example.com', dates);
    const b = await inquiry(listingId, 'race.b@example.com', {
      startDate: addDays(dates.startDate, 1),
      endDate: addDays(dates.endDate, 1),
    });
    const replies = await Promise.all([change(host.headers, a.id, 3), change(host.headers, b.id, 3)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const statuses = [await statusOf(t, a.id), await statusOf(t, b.id)];
    expect(statuses.filter((s) => s === 3)).toHaveLength(1);
    expect(statuses.filter((s) => s === 1)).toHaveLength(1);
  });
});

describe('DELETE /api/reservations/:id', () => {
  it('deletes an inquiry with its history', async () => {
    const r = await inquiry(listingId, 'delete.me@example.com');
    await change(host.headers, r.id, 2);
    const res = await remove(host.headers, r.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: msg.deleted });
    expect(await statusOf(t, r.id)).toBeUndefined();
    expect(await eventsOf(t, r.id)).toEqual([]);
    expect((await remove(host.headers, r.id)).statusCode).toBe(404);
  });

  it('refuses a paid reservation, one with any payment, and a live hold, with 409', async () => {
    const paid = await createReservation(t.db, listingId, { ...slot(), statusId: 6 });
    const failedPay = await createReservation(t.db, listingId, { ...slot(), statusId: 5 });
    await payment(failedPay.id, { status: 'failed' });
    const paidRes = await remove(host.headers, paid.id);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().error).toBe(msg.cannotDeletePaidStay);
    const failedRes = await remove(host.headers, failedPay.id);
    expect(failedRes.statusCode).toBe(409);
    expect(failedRes.json().error).toBe(msg.cannotDeletePaid);
    const held = await inquiry(listingId, 'held@example.com');
    await change(host.headers, held.id, 3);
    expect((await remove(host.headers, held.id)).json().error).toBe(msg.cannotDeleteHolding);
    expect([await statusOf(t, paid.id), await statusOf(t, failedPay.id), await statusOf(t, held.id)]).toEqual(
      [6, 5, 3],
    );
  });

  it('lists has_payments, so the web shows a delete icon exactly where the server deletes', async () => {
    const paid = await createReservation(t.db, listingId, { ...slot(), statusId: 6 });
    await payment(paid.id);
    const refunded = await createReservation(t.db, listingId, { ...slot(), statusId: 5 });
    await payment(refunded.id, { refundedMinor: 300_00 });
    const plain = await createReservation(t.db, listingId, { ...slot(), statusId: 5 });
    const list = (await t.app.inject({ url: '/api/reservations', headers: host.headers })).json().data as {
      id: number;
      status: { id: number };
      has_payments: boolean;
    }[];
    for (const id of [paid.id, refunded.id, plain.id]) {
      const row = list.find((r) => r.id === id)!;
      const offered = hostMayDelete({ status_id: row.status.id, has_payments: row.has_payments });
      expect((await remove(host.headers, id)).statusCode, `reservation ${id}`).toBe(offered ? 200 : 409);
    }
    expect(list.find((r) => r.id === refunded.id)?.has_payments).toBe(true);
    expect(list.find((r) => r.id === plain.id)?.has_payments).toBe(false);
  });
});

describe('hold expiry job', () => {
  it('cancels approved holds past hold_expires_at and tells the guest; earlier holds stay', async () => {
    const r = await inquiry(listingId, 'slow.payer@example.com');
    const approved = await change(host.headers, r.id, 3);
    const hold = new Date(approved.json().data.hold_expires_at);

    await expireHolds(t.db, new Date(hold.getTime() - 60_000));
    expect(await statusOf(t, r.id)).toBe(3);

    expect(await expireHolds(t.db, new Date(hold.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(t, r.id)).toBe(5);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row?.holdExpiresAt).toBeNull();
    expect((await eventsOf(t, r.id)).at(-1)).toMatchObject({
      fromStatusId: 3,
      toStatusId: 5,
      actor: 'system',
      reason: 'hold expired',
    });
    expect((await mailsTo(t, 'slow.payer@example.com')).map((m) => m.subject)).toContain(
      'The hold on Sea View Loft has ended',
    );
    // A second round finds nothing more to do for it.
    await expireHolds(t.db, new Date(hold.getTime() + 2000));
    expect((await eventsOf(t, r.id)).length).toBe(2);
  });

  it('is registered as a job of the app', async () => {
    expect(await t.app.deps.jobs.runAll()).toHaveProperty('reservation-hold-expiry');
  });
});
