import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, paymentsOf, post } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { syncRefunds } from './payments.refund-sync.ts';

/** The admins' queue of refunds the guest's bank returned (decision 0067), on the simulator. */
let returnId: number;
let reservationId: number;

const t = useTestApp();
const host = useConnectedHost(t);
const admin = useSignedInHost(t, true);

beforeAll(async () => {
  const listingId = (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 })).id;
  reservationId = (await bookedStay(t, bookingBody(listingId, { start_date: day(30), end_date: day(32) })))
    .id;
  const cancelled = await changeStatus(t, host.headers, reservationId, 5);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [stay] = await paymentsOf(t, reservationId, 'stay');
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay!.id));
  await t.app.deps.payments.simulator!.failRefund(refund!.providerRefundId!, 'expired_or_canceled_card');
  await syncRefunds(t.app.deps, stay!.providerPaymentId!);
  // A replayed answer does not queue it twice.
  await syncRefunds(t.app.deps, stay!.providerPaymentId!);
}, 180_000);

const list = (headers: Record<string, string>) => t.app.inject({ url: '/api/admin/refund-returns', headers });
const resolve = (id: number | string, body: unknown, headers = admin.headers) =>
  post(t, `/api/admin/refund-returns/${id}/resolve`, body, headers);

describe('GET /api/admin/refund-returns', () => {
  it('lists the failed refund once, open, with the guest to return it to', async () => {
    const res = await list(admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      reservation_id: reservationId,
      currency: 'EUR',
      failure_reason: 'expired_or_canceled_card',
      status: 'open',
      note: null,
      resolved_at: null,
    });
    returnId = data[0].id;
  });

  it('is for admins only', async () => {
    expect((await list(host.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/refund-returns' })).statusCode).toBe(401);
    expect((await resolve(returnId, { note: 'x' }, host.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/refund-returns/{id}/resolve', () => {
  it('needs a note and an existing item; changes nothing otherwise', async () => {
    const empty = await resolve(returnId, { note: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note[0]).toMatch(/Say how the money was returned/);
    expect((await resolve(999_999, { note: 'Bank transfer' })).statusCode).toBe(404);
    expect((await list(admin.headers)).json().data[0].status).toBe('open');
  });

  it('resolves it once, with who and how; a second time is a conflict', async () => {
    const done = await resolve(returnId, { note: 'Bank transfer, ref 42' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'resolved', note: 'Bank transfer, ref 42' });
    expect(done.json().data.resolved_at).toEqual(expect.any(String));
    expect((await resolve(returnId, { note: 'again' })).statusCode).toBe(409);
  });
});
