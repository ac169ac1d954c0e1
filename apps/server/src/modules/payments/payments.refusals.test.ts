import { eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, paymentsOf } from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import * as charges from './payments.charge.service.ts';
import * as payments from './payments.service.ts';

/**
 * docs/requirements/money.md#R-M16: a charge the provider refuses as an invalid request (here an amount under the currency's
 * minimum that reached it, as it could before the 422 existed) is final: the payment fails and the dates are
 * released at once, instead of staying "being processed" for the reconciliation job and failing silently.
 */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const server = useStripeServer();

describe.each([
  ['the simulator', false],
  ['Stripe (the local server, through the SDK)', true],
])('on %s', (_name, stripe) => {
  let hostId: number;
  const t = useTestApp(() => (stripe ? server.env : {}));
  beforeAll(async () => {
    const host = await signedInHost(t.db);
    hostId = host.user.id;
    if (!stripe) return;
    // A host who can take charges, so the charge reaches Stripe.
    await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
    const [row] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, hostId));
    server.setAccount(row?.accountId ?? '', { chargesEnabled: true });
    await t.app.inject({ url: '/api/stripe/status', headers: host.headers });
  }, 300_000);

  it('an amount under Stripe’s minimum fails the payment and frees the dates, with Stripe’s reason', async () => {
    const listing = await createListing(t.db, hostId, { refundableDamageDepositMinor: 0 });
    const r = await createReservation(t.db, listing.id, {
      startDate: day(30),
      endDate: day(31),
      statusId: 4,
      source: 'book_now',
      emailAddress: 'refused@example.com',
      totalPriceMinor: 30,
      holdExpiresAt: later(15),
    });
    const paymentId = await t.db.transaction((tx) =>
      payments.openStayPayment(
        tx,
        { provider: t.app.deps.payments.name, feePercent: 0 },
        { reservationId: r.id, paymentMethodId: 'pm_card_visa' },
      ),
    );
    const result = await charges.chargePayment(t.app.deps, paymentId);
    expect(result).toEqual({ kind: 'declined', message: 'Amount must be at least €0.50 eur' });
    const [payment] = await paymentsOf(t, r.id, 'stay');
    expect(payment).toMatchObject({ status: 'failed', failureMessage: 'Amount must be at least €0.50 eur' });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row?.statusId).not.toBe(4);
  });
});
