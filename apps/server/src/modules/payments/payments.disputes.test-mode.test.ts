import { formatMoney } from '@innkeep/contract/money';
import { eq } from 'drizzle-orm';
import { disputes } from '../../db/schema/disputes.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, inquiryOn, paidStayOn } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';

/**
 * TEST MODE disputes (the payment simulator): the admin plays the guest's bank, and the dispute takes the path
 * a real one takes: recorded, shown to the admins and the host, the host's payout held, then decided.
 */
const t = useTestApp();
const host = useConnectedHost(t);
const admin = useSignedInHost(t, true);

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method: 'POST', url, payload, headers });
const detail = (id: number) => t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers });
const payoutOf = async (reservationId: number) =>
  (await t.db.select().from(payouts).where(eq(payouts.reservationId, reservationId)))[0];

describe('test-mode disputes', () => {
  it('opens a dispute on a paid stay, holds the host back, and closes it won', async () => {
    const stay = await paidStayOn(t, host.user.id, {}, { start_date: day(20), end_date: day(23) });
    const before = await payoutOf(stay.id);
    expect(before?.amountMinor).toBeGreaterThan(0);

    const opened = await post(`/api/admin/reservations/${stay.id}/test-dispute`, {
      reason: 'product_not_received',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toMatch(
      /^The guest's bank disputes €[\d,.]+: the guest says the stay was not provided\.$/,
    );
    const [row] = await t.db.select().from(disputes).where(eq(disputes.reservationId, stay.id));
    expect(row).toMatchObject({ reason: 'product_not_received', closedAt: null });
    const listed = (await t.app.inject({ url: '/api/admin/disputes', headers: admin.headers })).json().data;
    expect(listed.map((d: { id: number }) => d.id)).toContain(row!.id);
    expect((await detail(stay.id)).json().data.dispute).toMatchObject({
      open: true,
      reason: 'product_not_received',
    });
    // The drawer offers no Cancel: the host's cancellation would refund, which the dispute refuses.
    expect((await detail(stay.id)).json().data.refunds_blocked).toBe(true);
    // The bank took the money: the host is paid nothing of it while the dispute is open (decision 0066).
    expect((await payoutOf(stay.id))?.amountMinor).toBe(0);
    // A second dispute on the same charge is Stripe's refusal, said as a conflict.
    const twice = await post(`/api/admin/reservations/${stay.id}/test-dispute`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This charge is disputed already.');

    const won = await post(`/api/admin/disputes/${row!.id}/test-close`, { outcome: 'won' });
    expect(won.statusCode, won.body).toBe(200);
    // The host is told how it closed in words.
    const told = (await mailsTo(t, host.user.email)).map((m) => m.subject);
    expect(told).toContain(`The dispute on reservation ${stay.id} is closed: won`);
    expect((await detail(stay.id)).json().data).toMatchObject({
      dispute: { open: false, outcome: 'won' },
      refunds_blocked: false,
    });
    expect((await payoutOf(stay.id))?.amountMinor).toBe(before?.amountMinor);
    const again = await post(`/api/admin/disputes/${row!.id}/test-close`, { outcome: 'lost' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This dispute is closed already (won).');
  });

  /** A paid stay whose dispute the guest's bank decided for the guest (lost). */
  async function lostStay(offset: number) {
    const stay = await paidStayOn(
      t,
      host.user.id,
      {},
      { start_date: day(offset), end_date: day(offset + 3) },
    );
    expect((await detail(stay.id)).json().data.refunds_blocked).toBe(false);
    expect((await post(`/api/admin/reservations/${stay.id}/test-dispute`, {})).statusCode).toBe(200);
    const [row] = await t.db.select().from(disputes).where(eq(disputes.reservationId, stay.id));
    expect((await post(`/api/admin/disputes/${row!.id}/test-close`, { outcome: 'lost' })).statusCode).toBe(
      200,
    );
    return { ...stay, amount: formatMoney(stay.totalMinor, 'EUR') };
  }
  const refundsOf = (reservationId: number) =>
    t.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.reservationId, reservationId));

  it('after a dispute lost, the host cancels to free the dates and nothing is refunded again', async () => {
    const stay = await lostStay(30);
    // The bank gave the guest the money back: nothing is left paid, and nothing blocks the cancellation.
    expect((await detail(stay.id)).json().data).toMatchObject({
      status: { id: 6 },
      dispute: { open: false, outcome: 'lost' },
      refunds_blocked: false,
      amount_paid: 0,
    });
    const cancel = await changeStatus(t, host.headers, stay.id, 5);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message).toBe(
      `Reservation cancelled. The guest's bank already gave them ${stay.amount} back through the card dispute, so nothing more is refunded.`,
    );
    expect(await refundsOf(stay.id)).toEqual([]);
    expect((await payoutOf(stay.id))?.amountMinor).toBe(0);
    // The payouts page says why nothing is paid for it.
    const lines = (await t.app.inject({ url: '/api/payouts', headers: host.headers })).json().data;
    expect(lines.find((l: { reservation_id: number }) => l.reservation_id === stay.id)).toMatchObject({
      amount: 0,
      reason: "The guest's bank took this payment back: the card dispute was decided for the guest.",
    });
    const [told] = (await mailsTo(t, stay.email)).filter((m) => m.subject.includes('was cancelled'));
    expect(told?.text).toContain(
      `Your bank already gave you ${stay.amount} back when it decided your card dispute, so nothing more is refunded.`,
    );
    // The guest's page says where the money went: given back by their bank, not refunded, nothing kept.
    const page = (await t.app.inject({ url: `/api/bookings/reservation/${stay.hash}` })).json().data.data;
    const paid = stay.totalMinor / 100;
    expect(page.settlement).toEqual({ paid, refunded: 0, charged_back: paid, kept: 0 });
    expect(page.status_note).toBe(
      'The host cancelled this stay. Your bank already gave you back what you paid, after your card dispute.',
    );
    // The dates are free again: another guest books them.
    const again = await bookedStay(
      t,
      bookingBody(stay.listingId, { start_date: day(30), end_date: day(33) }),
    );
    expect(again.id).toBeGreaterThan(stay.id);
  });

  it('after a dispute lost, the guest may cancel too, and is told where the money went', async () => {
    const stay = await lostStay(40);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/reservation/${stay.hash}/cancel`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message).toBe(
      `Your booking is cancelled. Your bank already gave you ${stay.amount} back when it decided your card dispute, so nothing more is refunded.`,
    );
    expect(await refundsOf(stay.id)).toEqual([]);
    const [hostMail] = (await mailsTo(t, host.user.email)).filter((m) =>
      m.subject.includes('cancelled the stay'),
    );
    expect(hostMail?.text).toContain(
      `The guest's bank already gave them ${stay.amount} back through the card dispute, so nothing more is refunded.`,
    );
  });

  it("the host's list says which paid stay a dispute blocks, as the detail does, so it offers no Cancel either", async () => {
    const disputed = await paidStayOn(t, host.user.id, {}, { start_date: day(50), end_date: day(53) });
    const other = await paidStayOn(t, host.user.id, {}, { start_date: day(60), end_date: day(62) });
    expect((await post(`/api/admin/reservations/${disputed.id}/test-dispute`, {})).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/reservations', headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    const blocked = (id: number) =>
      res.json().data.find((r: { id: number }) => r.id === id)?.refunds_blocked as boolean | undefined;
    expect(blocked(disputed.id)).toBe(true);
    expect(blocked(other.id)).toBe(false);
  });

  it('refuses what has no charge, bad input, and anyone but an admin; nothing is recorded', async () => {
    const inquiry = await inquiryOn(t, host.user.id, {}, { start_date: day(40), end_date: day(42) });
    const unpaid = await post(`/api/admin/reservations/${inquiry.id}/test-dispute`, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe('This reservation has no paid charge to dispute.');
    const bad = await post(`/api/admin/reservations/${inquiry.id}/test-dispute`, { reason: 'bored' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['reason']);
    expect((await post('/api/admin/disputes/999999/test-close', { outcome: 'won' })).statusCode).toBe(404);
    expect((await post('/api/admin/disputes/1/test-close', { outcome: 'maybe' })).statusCode).toBe(422);
    expect(
      (await post(`/api/admin/reservations/${inquiry.id}/test-dispute`, {}, host.headers)).statusCode,
    ).toBe(403);
    expect((await post(`/api/admin/reservations/${inquiry.id}/test-dispute`, {}, {})).statusCode).toBe(401);
    expect(await t.db.select().from(disputes).where(eq(disputes.reservationId, inquiry.id))).toEqual([]);
  });
});
