import { eq } from 'drizzle-orm';
import { disputes } from '../../db/schema/disputes.ts';
import { refunds } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookedStay, bookingBody, day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { applyDispute } from './payments.disputes.ts';
import { syncRefunds } from './payments.refund-sync.ts';

/** The simulator (the default provider) behaves like Stripe for disputes and failed refunds (decision 0022). */
let listingId: number;

const t = useTestApp();
const host = useConnectedHost(t);

beforeAll(async () => {
  listingId = (await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 })).id;
  // A busy shared machine can take a minute to build the app and its database.
}, 180_000);

async function paidStay(offset: number) {
  const { id } = await bookedStay(
    t,
    bookingBody(listingId, { start_date: day(offset), end_date: day(offset + 2) }),
  );
  const [stay] = await paymentsOf(t, id, 'stay');
  return { id, stay: stay! };
}
const cancel = (id: number) => changeStatus(t, host.headers, id, 5);

describe('the simulator’s disputes and refund failures', () => {
  it('a dispute is recorded, refunds are refused until it is won, then allowed', async () => {
    const sim = t.app.deps.payments.simulator!;
    const { id, stay } = await paidStay(20);
    const opened = await sim.openDispute(stay.providerPaymentId!, 'fraudulent');
    expect(opened).toMatchObject({
      status: 'needs_response',
      amountMinor: stay.amountMinor,
      withdrawnMinor: stay.amountMinor,
    });
    // The simulator refuses a refund of a disputed charge, as Stripe does.
    await expect(
      t.app.deps.payments.refund({
        paymentIntentId: stay.providerPaymentId!,
        amountMinor: 100,
        idempotencyKey: 'x:1',
      }),
    ).rejects.toThrow(/charged back/);
    await applyDispute(t.app.deps, opened);
    expect((await cancel(id)).statusCode).toBe(422);
    const won = await sim.closeDispute(opened.id, 'won');
    await applyDispute(t.app.deps, won);
    expect((await t.db.select().from(disputes).where(eq(disputes.reservationId, id)))[0]).toMatchObject({
      outcome: 'won',
      reinstatedMinor: stay.amountMinor,
    });
    expect((await cancel(id)).statusCode).toBe(200);
    expect((await paymentsOf(t, id, 'stay'))[0]?.refundedMinor).toBe(stay.amountMinor);
  });

  it('a refund that fails later is marked failed and counted back', async () => {
    const sim = t.app.deps.payments.simulator!;
    const { id, stay } = await paidStay(40);
    expect((await cancel(id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.paymentId, stay.id));
    expect(row?.status).toBe('succeeded');
    await sim.failRefund(row!.providerRefundId!, 'expired_or_canceled_card');
    await syncRefunds(t.app.deps, stay.providerPaymentId!);
    expect((await t.db.select().from(refunds).where(eq(refunds.id, row!.id)))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
    expect((await paymentsOf(t, id, 'stay'))[0]?.refundedMinor).toBe(0);
  });
});
