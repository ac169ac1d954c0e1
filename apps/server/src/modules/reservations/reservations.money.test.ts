import { cancellationMessages } from '@innkeep/contract/cancellation';
import { reservationMessages as msg } from '@innkeep/contract/reservations';
import { useTestApp } from '../../test/test-app.ts';
import {
  eventsOf,
  moveStay,
  paidStayOn,
  paymentsOf,
  refundsOf,
  simulatedRefunds,
  statusOf,
} from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

/** Cancelling a paid stay with a refund, the detail view, and deposit claims, on the payment simulator. */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);
const other = useSignedInHost(t);

/** A stay booked and paid through Book now (stay charged, card saved for the deposit), on a listing of its own. */
const paidStay = (depositMinor = 200_00) =>
  paidStayOn(t, host.user.id, { refundableDamageDepositMinor: depositMinor });

const change = (id: number, statusId: number, extra: Record<string, unknown> = {}, headers = host.headers) =>
  changeStatus(t, headers, id, statusId, extra);
const detail = (id: number, headers = host.headers) =>
  t.app.inject({ url: `/api/reservations/${id}`, headers });
describe('cancelling a paid stay', () => {
  it('refunds all of it by default, e-mails the guest and records the amount', async () => {
    const { id, email, totalMinor } = await paidStay();
    const res = await change(id, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.cancelledWithRefund(`€${totalMinor / 100}`));
    expect(res.json().data).toMatchObject({ status: { id: 5 }, amount_paid: 0 });

    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay).toMatchObject({ status: 'succeeded', refundedMinor: totalMinor });
    expect(await refundsOf(t, id)).toMatchObject([
      {
        paymentId: stay!.id,
        amountMinor: totalMinor,
        status: 'succeeded',
        idempotencyKey: `pay:${stay!.id}:refund:1`,
        actorUserId: host.user.id,
      },
    ]);
    expect(await simulatedRefunds(t)).toContainEqual(
      expect.objectContaining({ amountMinor: totalMinor, paymentIntentId: stay!.providerPaymentId }),
    );
    expect(await paymentsOf(t, id, 'deposit')).toEqual([]);
    expect((await eventsOf(t, id)).at(-1)).toMatchObject({
      fromStatusId: 6,
      toStatusId: 5,
      actor: 'host',
      actorUserId: host.user.id,
      refundedMinor: totalMinor,
    });
    const cancelled = (await mailsTo(t, email)).find((m) => m.subject.includes('was cancelled'));
    expect(cancelled?.text).toContain(`A refund of €${totalMinor / 100}`);
    expect(cancelled?.text).toContain('No damage deposit will be charged for this stay.');
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
    expect(data.payments.map((p: { kind: string }) => p.kind)).toEqual(['stay']);
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
    expect(data.deposit).toMatchObject({ state: 'none', claimable: false });
  });

  it('refuses from check-in on, changing nothing: only an admin cancels then', async () => {
    const { id, email } = await paidStay();
    // Check-in was yesterday at the listing: the stay has begun.
    await moveStay(t, id, -1, 2);
    const res = await change(id, 5);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(cancellationMessages.afterCheckIn);
    expect(await statusOf(t, id)).toBe(6);
    expect(await refundsOf(t, id)).toEqual([]);
    expect((await eventsOf(t, id)).at(-1)?.toStatusId).toBe(6);
    expect((await mailsTo(t, email)).some((m) => m.subject.includes('was cancelled'))).toBe(false);
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
    expect(await statusOf(t, id)).toBe(6);
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

// Deposit claims (decision 0024): reservations.deposit.test.ts.
