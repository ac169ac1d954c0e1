import { useStripeServer } from '../../test/stripe-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { moveStay, paymentsOf, statusOf } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { processPaymentEvents } from './payments.events.job.ts';
import {
  afterDue,
  bookPaid,
  connectedHost,
  deliverWebhook,
  enableCharges,
  payoutJobAt,
  payoutOf,
} from './payouts.test-helpers.ts';

/**
 * Radar's early fraud warnings through the real SDK against the local Stripe server (decision 0068): a
 * stay not started yet is refunded before the chargeback; the platform's net balance says who paid.
 */
let host: Awaited<ReturnType<typeof connectedHost>>;

const server = useStripeServer();
const t = useTestApp(() => ({ ...server.env, PLATFORM_FEE_PERCENT: '10' }));
const admin = useSignedInHost(t, true);
beforeAll(async () => {
  host = await connectedHost(t);
  await enableCharges(t, server, host);
}, 180_000);
async function warned(reservationId: number) {
  const [stay] = await paymentsOf(t, reservationId, 'stay');
  const warning = server.warnFraud(stay!.providerPaymentId!, 'made_with_stolen_card');
  const res = await deliverWebhook(
    t,
    server.event('radar.early_fraud_warning.created', { early_fraud_warning: String(warning.id) }),
  );
  expect(res.statusCode, res.body).toBe(200);
  await processPaymentEvents(t.app.deps);
}
const adminMails = async () => (await mailsTo(t, admin.user.email)).map((m) => m.subject);

describe('radar.early_fraud_warning.created', () => {
  it('a stay not started yet: cancelled and refunded in full before any chargeback; the admins are told', async () => {
    const before = server.balance('eur');
    const id = await bookPaid(t, host.listingId, 30);
    const payout = await payoutOf(t, id);
    await warned(id);
    expect(await statusOf(t, id)).toBe(5);
    expect(server.balance('eur')).toBe(before);
    // The payout's due time passes: nothing goes to the host.
    await payoutJobAt(t, afterDue(payout));
    expect(await payoutOf(t, id)).toMatchObject({
      amountMinor: 0,
      status: 'reversed',
      providerTransferId: null,
    });
    expect(server.balance('eur')).toBe(before);
    expect(await adminMails()).toContain(`Early fraud warning on reservation ${id}`);
  });

  it('a stay under way: not refunded (the dispute process decides), and the admins are told', async () => {
    const id = await bookPaid(t, host.listingId, 40);
    await moveStay(t, id, -1, 2);
    const before = server.balance('eur');
    await warned(id);
    expect(await statusOf(t, id)).toBe(6);
    expect(server.balance('eur')).toBe(before);
    expect((await adminMails()).filter((s) => s === `Early fraud warning on reservation ${id}`)).toHaveLength(
      1,
    );
  });
});
