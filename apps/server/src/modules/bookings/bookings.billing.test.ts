import { paymentMessages } from '@innkeep/contract/messages';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { reconcilePayments } from '../payments/payments.jobs.service.ts';
import {
  approvedInquiryOn,
  billingBody,
  bookingBody,
  day,
  paymentsOf,
  post,
  reservationRow,
  simulatedIntents,
} from './bookings.test-helpers.ts';

const HOUR = 60 * 60_000;

const t = useTestApp();
const host = useConnectedHost(t, { firstName: 'Maria', email: 'maria.billing@example.com' });

/** An inquiry the host approved (status 3), holding its dates until `holdHours` from now. */
async function approvedInquiry(holdHours = 48, start = 10, email = 'payer@example.com') {
  const listing = await createListing(t.db, host.user.id, { externalListingName: 'Approved house' });
  const holdUntil = new Date(Date.now() + holdHours * HOUR);
  const r = await approvedInquiryOn(t, listing, start, holdUntil, { emailAddress: email });
  return { listing, r };
}

/** Pays an approved stay from its finalise page (`POST /api/bookings/billing`). */
const pay = (hash: string, pm = 'pm_card_visa', headers?: Record<string, string>) =>
  post(t, '/api/bookings/billing', billingBody(hash, { payment_method_id: pm }), headers);

describe('POST /api/bookings/billing (the finalise page)', () => {
  it('pays an approved inquiry: 201, status 6, billing stored, receipts; paying again is 409 alreadyPaid', async () => {
    const { r } = await approvedInquiry();
    const res = await pay(r.uniqueHash);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: paymentMessages.paymentSuccessful,
      data: { reservation_id: r.id, unique_hash: r.uniqueHash, status_id: 6, next_action: null },
    });
    const after = await reservationRow(t, r.id);
    expect(after).toMatchObject({
      statusId: 6,
      billingAddress: 'Rua Augusta 1',
      city: 'Lisbon',
      holdExpiresAt: null,
    });
    const [stay] = await paymentsOf(t, r.id, 'stay');
    expect(stay).toMatchObject({ status: 'succeeded', amountMinor: r.totalPriceMinor });
    const mails = await mailsTo(t, 'payer@example.com');
    expect(mails.filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);

    const again = await pay(r.uniqueHash);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(paymentMessages.alreadyPaid);
    expect(await simulatedIntents(t, r.id)).toHaveLength(1); // the stay; no deposit is held (decision 0024)
  });

  it('a decline returns the reservation to 3 (the approval hold kept) and a second attempt can pay', async () => {
    const { r } = await approvedInquiry(48, 20, 'retry.payer@example.com');
    const declined = await pay(r.uniqueHash, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Your card has insufficient funds.', code: 'PAYMENT_FAILED' });
    const back = await reservationRow(t, r.id);
    expect(back.statusId).toBe(3);
    expect(back.holdExpiresAt?.getTime()).toBe(r.holdExpiresAt?.getTime());

    const paid = await pay(r.uniqueHash);
    expect(paid.statusCode).toBe(201);
    const stays = await paymentsOf(t, r.id, 'stay');
    expect(stays.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [`res:${r.id}:attempt:1:stay`, 'failed'],
      [`res:${r.id}:attempt:2:stay`, 'succeeded'],
    ]);
  });

  it('3-D Secure: 202 → authenticate → confirm → 6', async () => {
    const { r } = await approvedInquiry(48, 30, 'secure.payer@example.com');
    const res = await pay(r.uniqueHash, 'pm_card_authenticationRequired');
    expect(res.statusCode, res.body).toBe(202);
    const secret = res.json().data.next_action.client_secret;
    expect((await reservationRow(t, r.id)).statusId).toBe(4);
    await post(t, '/api/stripe/simulator/authenticate', { client_secret: secret, outcome: 'complete' });
    const confirmed = await post(t, '/api/bookings/confirm', { reservation_id: r.uniqueHash });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      message: paymentMessages.paymentSuccessful,
      data: { status_id: 6 },
    });
  });

  it('refuses what cannot be paid: an expired hold, an inquiry not approved, an unknown hash', async () => {
    const { r: expired } = await approvedInquiry(-1, 40);
    const late = await pay(expired.uniqueHash);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(paymentMessages.holdExpired);

    const listing = await createListing(t.db, host.user.id);
    const inquiry = await createReservation(t.db, listing.id, {
      startDate: day(5),
      endDate: day(7),
      statusId: 1,
    });
    const early = await pay(inquiry.uniqueHash);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(paymentMessages.notPayable);

    const unknown = await pay('no-such-reservation');
    expect(unknown.statusCode).toBe(404);
    expect(await simulatedIntents(t, expired.id)).toHaveLength(0);
    expect(await simulatedIntents(t, inquiry.id)).toHaveLength(0);
  });

  it('Idempotency-Key: a retried Pay replays the 201 and charges once', async () => {
    const { r } = await approvedInquiry(48, 50, 'double.click@example.com');
    const headers = { 'idempotency-key': `pay-${r.id}` };
    const first = await pay(r.uniqueHash, undefined, headers);
    const second = await pay(r.uniqueHash, undefined, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await paymentsOf(t, r.id, 'stay')).length).toBe(1);
  });

  it('an abandoned authentication is cancelled by reconciliation: an approved inquiry goes back to 3', async () => {
    const { r } = await approvedInquiry(48, 60, 'walked.away@example.com');
    const res = await pay(r.uniqueHash, 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(202);
    // Within the payment hold reconciliation only looks (the guest may still be at their bank).
    await reconcilePayments(t.app.deps, new Date(Date.now() + 2 * 60_000));
    expect((await reservationRow(t, r.id)).statusId).toBe(4);
    await reconcilePayments(t.app.deps, new Date(Date.now() + 16 * 60_000));
    expect((await reservationRow(t, r.id)).statusId).toBe(3);
    const [stay] = await paymentsOf(t, r.id, 'stay');
    expect(stay!.status).toBe('canceled');
    const [intent] = await simulatedIntents(t, r.id);
    expect(intent!.status).toBe('canceled');
    // The guest can pay again.
    expect((await pay(r.uniqueHash)).statusCode).toBe(201);
  });

  it('an abandoned Book now authentication frees the dates (5) once the payment hold ran out', async () => {
    const listing = await createListing(t.db, host.user.id);
    const bookNow = bookingBody(listing.id, {
      start_date: day(70),
      end_date: day(72),
      email_address: 'gone@example.com',
      payment_method_id: 'pm_card_authenticationRequired',
    });
    const res = await post(t, '/api/bookings', bookNow);
    expect(res.statusCode).toBe(202);
    await reconcilePayments(t.app.deps, new Date(Date.now() + 16 * 60_000));
    expect((await reservationRow(t, res.json().data.reservation_id)).statusId).toBe(5);
  });
});
