import { DEPOSIT_CONSENT_VERSION } from '@innkeep/contract/deposit';
import { eq } from 'drizzle-orm';
import { payments as paymentsTable, refunds } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { pruneIdempotencyKeys } from '../../lib/idempotency.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookedStay,
  bookingBody,
  completeAuthentication,
  day,
  paymentsOf,
  post,
  simulatedIntents,
  statusOf,
} from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import * as apply from './payments.apply.ts';
import * as charges from './payments.charge.service.ts';
import * as paymentJobs from './payments.jobs.service.ts';
import * as payments from './payments.service.ts';

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const t = useTestApp();
const host = useConnectedHost(t, { email: 'jobs.host@example.com' });

/** Tx 1 of the flow, as Book now runs it: a reservation holding its dates (4) and its `created` payment. */
async function heldWithPayment(start: number, email = 'held@example.com') {
  const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
  const r = await createReservation(t.db, listing.id, {
    startDate: day(start),
    endDate: day(start + 2),
    statusId: 4,
    source: 'book_now',
    emailAddress: email,
    totalPriceMinor: 250_00,
    holdExpiresAt: later(15),
  });
  const paymentId = await t.db.transaction((tx) =>
    payments.openStayPayment(
      tx,
      { provider: 'simulator', feePercent: 0 },
      { reservationId: r.id, paymentMethodId: 'pm_card_visa' },
    ),
  );
  const [payment] = await paymentsOf(t, r.id, 'stay');
  return { r, paymentId, payment: payment! };
}

describe('reconciliation', () => {
  it('completes a reservation whose charge succeeded but whose second transaction never ran', async () => {
    const { r, payment } = await heldWithPayment(10, 'crashed@example.com');
    // The provider call went through, then the process died before tx 2.
    const charged = await t.app.deps.payments.charge(
      charges.chargeInputOf(payment, r.uniqueHash, t.env.publicBaseUrl),
    );
    expect(charged.status).toBe('succeeded');
    expect(await statusOf(t, r.id)).toBe(4);

    // Not yet a minute old: left alone (the request may still be running).
    await paymentJobs.reconcilePayments(t.app.deps);
    expect(await statusOf(t, r.id)).toBe(4);

    await paymentJobs.reconcilePayments(t.app.deps, later(2));
    expect(await statusOf(t, r.id)).toBe(6);
    const [after] = await paymentsOf(t, r.id, 'stay');
    expect(after).toMatchObject({ status: 'succeeded', providerPaymentId: charged.id });
    // The repeated call with the same idempotency key found the first charge: one charge in all.
    expect(await simulatedIntents(t, r.id)).toHaveLength(1);
    const receipts = await mailsTo(t, 'crashed@example.com');
    expect(receipts).toHaveLength(1);
  });

  it('charges a payment whose provider call never happened (died between tx 1 and the call)', async () => {
    const { r } = await heldWithPayment(20);
    expect(await simulatedIntents(t, r.id)).toHaveLength(0);
    await paymentJobs.reconcilePayments(t.app.deps, later(2));
    expect(await statusOf(t, r.id)).toBe(6);
    expect(await simulatedIntents(t, r.id)).toHaveLength(1);
  });

  it('refunds money that succeeded for a reservation that no longer holds its dates', async () => {
    const { r, payment } = await heldWithPayment(30);
    await t.app.deps.payments.charge(charges.chargeInputOf(payment, r.uniqueHash, t.env.publicBaseUrl));
    // Meanwhile the reservation lost its hold (cancelled by someone else).
    await t.db
      .update(reservations)
      .set({ statusId: 5, holdExpiresAt: null })
      .where(eq(reservations.id, r.id));
    await paymentJobs.reconcilePayments(t.app.deps, later(2));
    expect(await statusOf(t, r.id)).toBe(5);
    const [after] = await paymentsOf(t, r.id, 'stay');
    expect(after).toMatchObject({ status: 'succeeded', refundedMinor: 250_00 });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({
      status: 'succeeded',
      amountMinor: 250_00,
      idempotencyKey: `pay:${payment.id}:refund:unheld`,
    });
    expect(refund!.providerRefundId).toMatch(/^re_/);
  });
});

describe('applyIntent', () => {
  it('applies a state once; a repeat or an older state changes nothing', async () => {
    const { r, payment } = await heldWithPayment(40, 'twice@example.com');
    const intent = await t.app.deps.payments.charge(
      charges.chargeInputOf(payment, r.uniqueHash, t.env.publicBaseUrl),
    );
    expect(await apply.applyIntent(t.app.deps, intent)).toBe(true);
    expect(await apply.applyIntent(t.app.deps, intent)).toBe(false);
    // A late `requires_action` (out of order) never moves a succeeded payment back.
    expect(await apply.applyIntent(t.app.deps, { ...intent, status: 'requires_action' })).toBe(false);
    expect(await apply.applyIntent(t.app.deps, { ...intent, status: 'canceled' })).toBe(false);
    expect(await statusOf(t, r.id)).toBe(6);
    const [after] = await paymentsOf(t, r.id, 'stay');
    expect(after!.status).toBe('succeeded');
    const receipts = await mailsTo(t, 'twice@example.com');
    expect(receipts).toHaveLength(1);
  });

  it('ignores an intent that is not ours', async () => {
    const intent = await t.app.deps.payments.charge(
      charges.chargeInputOf(
        { ...(await heldWithPayment(50)).payment, id: 999_999, idempotencyKey: 'foreign' },
        'x',
        t.env.publicBaseUrl,
      ),
    );
    expect(await apply.applyIntent(t.app.deps, { ...intent, metadata: {} })).toBe(false);
  });
});

describe('the damage deposit (decision 0024)', () => {
  it('is never held: the stay saves the card with the guest consent, and the release job finds nothing', async () => {
    const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 150_00 });
    const { id } = await bookedStay(t, bookingBody(listing.id, { start_date: day(5), end_date: day(8) }));
    expect(await paymentsOf(t, id, 'deposit')).toEqual([]);
    expect((await simulatedIntents(t, id)).filter((i) => i.captureMethod === 'manual')).toEqual([]);
    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay).toMatchObject({ status: 'succeeded', setupFutureUsage: 'off_session' });
    expect(stay!.customerId).toMatch(/^cus_/);
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(r!.depositConsentVersion).toBe(DEPOSIT_CONSENT_VERSION);
    expect(r!.depositConsentAt).toBeInstanceOf(Date);
    expect(await paymentJobs.releaseDeposits(t.app.deps, later(60 * 24 * 30))).toBe(0);
  });

  it('a 3-D Secure stay with a deposit is paid after authentication and holds nothing on the card', async () => {
    const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 80_00 });
    const body = bookingBody(listing.id, {
      start_date: day(80),
      end_date: day(82),
      payment_method_id: 'pm_card_authenticationRequired',
    });
    const res = await post(t, '/api/bookings', body);
    const { reservation_id } = res.json().data;
    await completeAuthentication(t, res.json().data);
    expect(await paymentsOf(t, reservation_id, 'deposit')).toEqual([]);
    expect((await paymentsOf(t, reservation_id, 'stay'))[0]!.customerId).toMatch(/^cus_/);
    expect(await statusOf(t, reservation_id)).toBe(6);
  });

  it('an authorisation held before decision 0024 is released by the deposit job, whatever its date', async () => {
    const { r } = await heldWithPayment(120, 'legacy@example.com');
    const key = `res:${r.id}:attempt:1:deposit`;
    const hold = await t.app.deps.payments.charge({
      ...charges.chargeInputOf(
        { ...(await paymentsOf(t, r.id, 'stay'))[0]!, kind: 'deposit', idempotencyKey: key },
        r.uniqueHash,
        t.env.publicBaseUrl,
      ),
      captureMethod: 'manual',
      // Found by its intent id alone, as a webhook would find it.
      metadata: { reservation_id: String(r.id), kind: 'deposit' },
    });
    expect(hold.status).toBe('requires_capture');
    await t.db.insert(paymentsTable).values({
      reservationId: r.id,
      kind: 'deposit',
      provider: 'simulator',
      providerPaymentId: hold.id,
      idempotencyKey: key,
      paymentMethodId: 'pm_card_visa',
      amountMinor: hold.amountMinor,
      currency: 'EUR',
      status: 'requires_capture',
      updatedAt: new Date(Date.now() - 120_000),
    });
    expect(await paymentJobs.releaseDeposits(t.app.deps)).toBe(1);
    expect((await paymentsOf(t, r.id, 'deposit'))[0]!.status).toBe('canceled');
    expect((await t.app.deps.payments.retrieve(hold.id)).status).toBe('canceled');
  });

  it('a stay without a deposit saves no card and records no consent', async () => {
    const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const r = await bookedStay(t, bookingBody(listing.id, { start_date: day(90), end_date: day(91) }));
    expect((await paymentsOf(t, r.id, 'stay'))[0]).toMatchObject({
      setupFutureUsage: null,
      customerId: null,
    });
    expect(r.depositConsentAt).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are pruned after 24 hours', async () => {
    const listing = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    await post(t, '/api/bookings', bookingBody(listing.id, { start_date: day(60), end_date: day(61) }), {
      'idempotency-key': 'prune-me',
    });
    expect(await pruneIdempotencyKeys(t.db, later(60))).toBe(0);
    expect(await pruneIdempotencyKeys(t.db, later(25 * 60))).toBeGreaterThanOrEqual(1);
  });
});
