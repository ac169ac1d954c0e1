import { cancellationMessages } from '@innkeep/contract/cancellation';
import { reservationMessages as msg } from '@innkeep/contract/reservations';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { refunds, simulatorObjects } from '../../db/schema/payments.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookingBody, day, paymentsOf, post, simulatedIntents } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import * as payments from '../payments/payments.service.ts';

/** Cancelling a paid stay with a refund, the detail view, and deposit claims, on the payment simulator. */
let t: TestApp;
let host: Awaited<ReturnType<typeof signedInHost>>;
let other: Awaited<ReturnType<typeof signedInHost>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
  host = await signedInHost(t.db);
  other = await signedInHost(t.db);
});
afterAll(() => t.close());

/** A stay booked and paid through Book now (stay charged, deposit held), on a listing of its own. */
async function paidStay(depositMinor = 200_00) {
  seq += 1;
  const email = `guest${seq}@example.com`;
  const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: depositMinor });
  const res = await post(t, '/api/bookings', bookingBody(listing.id, { email_address: email }));
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.reservation_id;
  const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return { id, email, totalMinor: r!.totalPriceMinor };
}

/** Moves a stay's dates, as if the days had passed: check-out `daysAgo` days before today. */
async function checkedOut(id: number, daysAgo: number) {
  await t.db
    .update(reservations)
    .set({ startDate: day(-daysAgo - 3), endDate: day(-daysAgo) })
    .where(eq(reservations.id, id));
}

const change = (id: number, status_id: number, extra: Record<string, unknown> = {}, headers = host.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations/change/status',
    headers,
    payload: { reservation_id: id, status_id, ...extra },
  });
const detail = (id: number, headers = host.headers) =>
  t.app.inject({ url: `/api/reservations/${id}`, headers });
const claim = (id: number, payload: Record<string, unknown>, headers = host.headers) =>
  t.app.inject({ method: 'POST', url: `/api/reservations/${id}/deposit-claim`, headers, payload });
const statusOf = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.statusId;
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const eventsOf = (id: number) =>
  t.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
const refundsOf = async (id: number) => {
  const ids = (await paymentsOf(t, id)).map((p) => p.id);
  return (await t.db.select().from(refunds)).filter((r) => ids.includes(r.paymentId));
};
const simulatorRefunds = async () =>
  (await t.db.select().from(simulatorObjects).where(eq(simulatorObjects.object, 'refund'))).map(
    (r) => r.data as { amountMinor: number; paymentIntentId: string },
  );

describe('cancelling a paid stay', () => {
  it('refunds all of it by default, releases the deposit, e-mails the guest and records the amount', async () => {
    const { id, email, totalMinor } = await paidStay();
    const res = await change(id, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.cancelledWithRefund(`€${totalMinor / 100}`));
    expect(res.json().data).toMatchObject({ status: { id: 5 }, amount_paid: 0 });

    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay).toMatchObject({ status: 'succeeded', refundedMinor: totalMinor });
    expect(await refundsOf(id)).toMatchObject([
      {
        paymentId: stay!.id,
        amountMinor: totalMinor,
        status: 'succeeded',
        idempotencyKey: `pay:${stay!.id}:refund:1`,
        actorUserId: host.user.id,
      },
    ]);
    expect(await simulatorRefunds()).toContainEqual(
      expect.objectContaining({ amountMinor: totalMinor, paymentIntentId: stay!.providerPaymentId }),
    );
    const [deposit] = await paymentsOf(t, id, 'deposit');
    expect(deposit!.status).toBe('canceled');
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      fromStatusId: 6,
      toStatusId: 5,
      actor: 'host',
      actorUserId: host.user.id,
      refundedMinor: totalMinor,
    });
    const cancelled = (await mailsTo(email)).find((m) => m.subject.includes('was cancelled'));
    expect(cancelled?.text).toContain(`A refund of €${totalMinor / 100}`);
    expect(cancelled?.text).toContain('damage deposit held on your card is released');
  });

  it('refunds everything whatever refund_amount an old client sends, and the detail shows it (decision 0023)', async () => {
    const { id, totalMinor } = await paidStay();
    const res = await change(id, 5, { refund_amount: 100_00 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.cancelledWithRefund(`€${totalMinor / 100}`));
    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay!.refundedMinor).toBe(totalMinor);

    const d = await detail(id);
    expect(d.statusCode, d.body).toBe(200);
    const data = d.json().data;
    expect(data.refunds).toMatchObject([
      { amount: totalMinor / 100, status: 'succeeded', reason: 'Cancelled by the host' },
    ]);
    expect(data.refundable).toBe(0);
    expect(data.amount_paid).toBe(0);
    expect(data.payments.map((p: { kind: string }) => p.kind)).toEqual(['stay', 'deposit']);
    expect(
      data.history.map((h: { from: { id: number } | null; to: { id: number } }) => [
        h.from?.id ?? null,
        h.to.id,
      ]),
    ).toEqual([
      [null, 4],
      [4, 6],
      [6, 5],
    ]);
    expect(data.history.at(-1)).toMatchObject({
      actor: 'host',
      actor_name: `${host.user.firstName} ${host.user.lastName}`,
      refunded: totalMinor / 100,
      to: { id: 5, name: 'Cancelled', color: 'grey' },
    });
    expect(data.price_breakdown).toMatchObject({ total_price: totalMinor / 100, currency: 'EUR' });
    expect(data.deposit).toMatchObject({ state: 'released', claimable: false });
  });

  it('refuses from check-in on, changing nothing: only an admin cancels then', async () => {
    const { id, email } = await paidStay();
    // Check-in was yesterday at the listing: the stay has begun.
    await t.db
      .update(reservations)
      .set({ startDate: day(-1), endDate: day(2) })
      .where(eq(reservations.id, id));
    const res = await change(id, 5);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(cancellationMessages.afterCheckIn);
    expect(await statusOf(id)).toBe(6);
    expect(await refundsOf(id)).toEqual([]);
    expect((await eventsOf(id)).at(-1)?.toStatusId).toBe(6);
    expect((await mailsTo(email)).some((m) => m.subject.includes('was cancelled'))).toBe(false);
  });

  it('refuses moving a paid stay anywhere but Cancelled, and deleting it, with the way out', async () => {
    const { id } = await paidStay();
    const moved = await change(id, 1);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(msg.paidIsFinal);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${id}`,
      headers: host.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(msg.cannotDeletePaidStay);
    expect(await statusOf(id)).toBe(6);
  });
});

describe('GET /api/reservations/:id', () => {
  it("answers another host's reservation and an unknown id with 404", async () => {
    const { id } = await paidStay();
    const theirs = await detail(id, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(msg.notFound);
    expect((await detail(2_000_000_000)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/reservations/${id}` })).statusCode).toBe(401);
  });
});

describe('deposit claims', () => {
  it('captures the claimed part after check-out, tells the guest why, and the rest is released', async () => {
    const { id, email } = await paidStay(200_00);
    await checkedOut(id, 2);
    const before = await detail(id);
    expect(before.json().data.deposit).toMatchObject({ state: 'held', amount: 200, claimable: true });

    const res = await claim(id, { amount: 80_00, reason: 'Broken lamp in the bedroom' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.claimRecorded('€80'));
    expect(res.json().data.deposit).toMatchObject({ state: 'claimed', claimed: 80, claimable: false });

    const [deposit] = await paymentsOf(t, id, 'deposit');
    expect(deposit).toMatchObject({ status: 'succeeded', capturedMinor: 80_00 });
    const intent = (await simulatedIntents(t, id)).find((i) => i.captureMethod === 'manual') as unknown as {
      status: string;
      amountReceived: number;
      amountCapturable: number;
    };
    expect(intent).toMatchObject({ status: 'succeeded', amountReceived: 80_00, amountCapturable: 0 });
    const mail = (await mailsTo(email)).find((m) => m.subject.includes('damage deposit'));
    expect(mail?.subject).toContain('claimed €80');
    expect(mail?.text).toContain('Broken lamp in the bedroom');
    expect(mail?.text).toContain('The remaining €120 is released');
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      fromStatusId: 6,
      toStatusId: 6,
      actor: 'host',
      reason: 'Damage deposit claim: €80 of €200. Broken lamp in the bedroom',
    });
    // Claimed once: a second claim finds no deposit held.
    const again = await claim(id, { amount: 10_00, reason: 'Something else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(msg.noDepositHeld);
  });

  it('refuses a claim before check-out and after the window, changing nothing', async () => {
    const { id } = await paidStay();
    const early = await claim(id, { amount: 10_00, reason: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^The damage deposit can be claimed from the check-out day/);

    await checkedOut(id, 7);
    const late = await claim(id, { amount: 10_00, reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^The time to claim the damage deposit ended on/);
    expect((await paymentsOf(t, id, 'deposit'))[0]).toMatchObject({
      status: 'requires_capture',
      capturedMinor: 0,
    });

    // The last day of the window still takes a claim.
    await checkedOut(id, 6);
    expect((await claim(id, { amount: 10_00, reason: 'Last day' })).statusCode).toBe(200);
  });

  it('refuses more than the deposit, bad input, an unpaid stay and another host, with 422/409/404', async () => {
    const { id } = await paidStay(200_00);
    await checkedOut(id, 1);
    const much = await claim(id, { amount: 200_01, reason: 'Everything and more' });
    expect(much.statusCode).toBe(422);
    expect(much.json().errors.amount).toEqual([msg.claimTooMuch('€200')]);
    expect((await claim(id, { amount: 0, reason: 'Nothing' })).statusCode).toBe(422);
    const noReason = await claim(id, { amount: 10_00, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect((await claim(id, { amount: 10_00, reason: 'Not mine' }, other.headers)).statusCode).toBe(404);
    expect((await paymentsOf(t, id, 'deposit'))[0]).toMatchObject({
      status: 'requires_capture',
      capturedMinor: 0,
    });

    const cancelled = await paidStay();
    await change(cancelled.id, 5);
    await checkedOut(cancelled.id, 1);
    const unpaid = await claim(cancelled.id, { amount: 10_00, reason: 'Cancelled stay' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe(msg.claimNotPaid);
  });

  it('a recorded claim whose capture got no answer is captured by the deposit job, not released', async () => {
    const { id } = await paidStay(150_00);
    await checkedOut(id, 10);
    const [held] = await paymentsOf(t, id, 'deposit');
    await t.db.transaction((tx) => payments.recordClaim(tx, held!.id, 50_00, new Date(Date.now() - 120_000)));
    expect(await payments.releaseDeposits(t.app.deps)).toBeGreaterThanOrEqual(1);
    const [deposit] = await paymentsOf(t, id, 'deposit');
    expect(deposit).toMatchObject({ status: 'succeeded', capturedMinor: 50_00 });
  });
});
