import { cancellationMessages as cmsg } from '@innkeep/contract/cancellation';
import { formatDate } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { payoutOf } from '../payments/payouts.test-helpers.ts';
import {
  day,
  eventsOf,
  moveStay,
  paidStayOn,
  paymentsOf,
  refundsOf,
  simulatedRefunds,
  statusOf,
} from './bookings.test-helpers.ts';

/**
 * The guest's cancellation (decision 0023) through the real server on the payment simulator: 3 nights at
 * €100 for 2 guests plus a €30 cleaning fee (€330), check-in at 15:00 UTC unless the listing says otherwise.
 */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);
const admin = useSignedInHost(t, true);

const paidStay = (listing: Partial<ListingInsert>, start: number) =>
  paidStayOn(t, host.user.id, listing, { start_date: day(start), end_date: day(start + 3) });

const cancel = (hash: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/reservation/${hash}/cancel` });
const finalise = (hash: string) => t.app.inject({ url: `/api/bookings/reservation/${hash}` });

describe('POST /api/bookings/reservation/{unique_hash}/cancel', () => {
  it('shows the policy and the refund on the finalise page, then refunds all but card processing, frees the dates and tells both', async () => {
    const { id, hash, email, listingId } = await paidStay({}, 10);
    const page = await finalise(hash);
    expect(page.statusCode, page.body).toBe(200);
    const quote = page.json().data.data.cancellation;
    expect(quote).toMatchObject({ policy: 'moderate', allowed: true, refund: 320.13 });
    expect(quote.terms).toContain('Moderate cancellation policy. Cancel before');
    // Card processing (2.9 % + €0.30 of €330 = €9.87) is never refunded (decision 0089).
    expect(quote.terms).toContain('Card processing (€9.87) is never refunded.');
    expect(quote.now).toBe('Cancelling now refunds €320.13.');
    const receipt = (await mailsTo(t, email)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.text).toContain(quote.terms);

    const res = await cancel(hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: cmsg.cancelledWithRefund('€320.13'),
      data: { unique_hash: hash, status_id: 5, currency: 'EUR', refund: 320.13 },
    });
    expect(await statusOf(t, id)).toBe(5);
    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay!.refundedMinor).toBe(320_13);
    expect(await simulatedRefunds(t, stay!.providerPaymentId!)).toEqual([
      expect.objectContaining({ amountMinor: 320_13 }),
    ]);
    // Nothing was held for the deposit (decision 0024), so nothing is left to release.
    expect(await paymentsOf(t, id, 'deposit')).toEqual([]);
    expect((await eventsOf(t, id)).at(-1)).toMatchObject({
      fromStatusId: 6,
      toStatusId: 5,
      actor: 'guest',
      refundedMinor: 320_13,
    });
    const guestMail = (await mailsTo(t, email)).find((m) => m.subject.startsWith('You cancelled'));
    expect(guestMail?.text).toContain('A refund of €320.13');
    expect(guestMail?.text).toContain('Moderate cancellation policy');
    // The €200 deposit was never held, so it is not "released": it is just never charged, as the host's cancellation says.
    expect(guestMail?.text).toContain('No damage deposit will be charged for this stay.');
    expect(guestMail?.text).not.toMatch(/\bheld\b|releas/);
    // Like every other mail to the host, it has a button: to this stay's drawer in the dashboard.
    const hostMail = (await mailsTo(t, host.user.email)).find((m) =>
      m.subject.includes('cancelled the stay'),
    );
    const drawer = `https://innkeep.test/reservations?reservation=${id}`;
    expect(hostMail?.text).toContain(`Open the reservation: ${drawer}`);
    expect(hostMail?.html).toContain(`href="${drawer}"`);
    const free = await t.app.inject({ url: `/api/bookings/unavailable-dates?listing_id=${listingId}` });
    expect(free.json().unavailable_dates).toEqual([]);
  });

  it('a second cancel is a 409 and changes nothing', async () => {
    const { id, hash, email } = await paidStay({}, 10);
    expect((await cancel(hash)).statusCode).toBe(200);
    const mails = (await mailsTo(t, email)).length;
    const again = await cancel(hash);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(cmsg.alreadyCancelled);
    expect(await refundsOf(t, id)).toHaveLength(1);
    expect(await eventsOf(t, id)).toHaveLength(3);
    expect(await mailsTo(t, email)).toHaveLength(mails);
  });

  it.each([
    [
      'moderate within 5 days: the cleaning fee and half of the nights after the first',
      'moderate',
      3,
      {},
      130_00,
    ],
    [
      'strict booked under 14 days ahead, 7+ days out: the cleaning fee and half the nights',
      'strict',
      10,
      {},
      180_00,
    ],
    ['strict within 48 hours of booking, 14+ days out: all but card processing', 'strict', 20, {}, 320_13],
    ['strict under 7 days out: the cleaning fee', 'strict', 3, {}, 30_00],
    [
      'flexible under 24 hours out: all but the first night',
      'flexible',
      1,
      { checkInTimeStart: '00:00' },
      230_00,
    ],
  ] as const)('%s', async (_name, policy, start, extra, refundMinor) => {
    const { id, hash } = await paidStay({ cancellationPolicy: policy, ...extra }, start);
    expect((await finalise(hash)).json().data.data.cancellation.refund).toBe(refundMinor / 100);
    const res = await cancel(hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe(refundMinor / 100);
    const [stay] = await paymentsOf(t, id, 'stay');
    expect(stay!.refundedMinor).toBe(refundMinor);
    expect(await simulatedRefunds(t, stay!.providerPaymentId!)).toEqual([
      expect.objectContaining({ amountMinor: refundMinor }),
    ]);
  });

  it('tells the host what the payout becomes, from the payout row the cancellation settled', async () => {
    const hostMail = async (id: number) =>
      (await mailsTo(t, host.user.email)).find(
        (m) => m.subject.includes('cancelled the stay') && m.text.includes(`/reservations?reservation=${id}`),
      )?.text ?? '';
    // Moderate, 3 days out: the guest gets €130 back and keeps €200 paid; the host's share of it stays scheduled.
    const late = await paidStay({}, 3);
    expect((await cancel(late.hash)).statusCode).toBe(200);
    const lowered = await payoutOf(t, late.id);
    expect(lowered).toMatchObject({ status: 'scheduled', currency: 'EUR' });
    // €200 kept less the 6 % platform fee.
    expect(lowered.amountMinor).toBe(188_00);
    const due = formatDate(todayIn('UTC', lowered.scheduledFor));
    expect(await hostMail(late.id)).toContain(
      `Under the listing's cancellation policy the guest gets €130 back. Your payout for this stay is now €188, expected on ${due}.`,
    );
    expect(await hostMail(late.id)).not.toContain('reduced accordingly');
    // Moderate, 10 days out: everything but card processing comes back, and nothing is paid to the host.
    const early = await paidStay({}, 10);
    expect((await cancel(early.hash)).statusCode).toBe(200);
    expect(await payoutOf(t, early.id)).toMatchObject({ amountMinor: 0, paidAt: null });
    expect(await hostMail(early.id)).toContain(
      'the guest gets €320.13 back. Your payout for this stay is cancelled: nothing is paid to you for it.',
    );
  });

  it('keeps the policy the stay was booked under when the host changes it later', async () => {
    const { hash, listingId } = await paidStay({ cancellationPolicy: 'flexible' }, 3);
    await t.db.update(listings).set({ cancellationPolicy: 'strict' }).where(eq(listings.id, listingId));
    expect((await cancel(hash)).json().data.refund).toBe(320.13);
  });

  it('cancels an approved stay not yet paid with nothing to refund, freeing its hold', async () => {
    const l = await createListing(t.db, host.user.id);
    const r = await createReservation(t.db, l.id, {
      statusId: 3,
      startDate: day(10),
      endDate: day(13),
      emailAddress: 'unpaid@example.com',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await cancel(r.uniqueHash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: cmsg.cancelledUnpaid, data: { refund: 0 } });
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(after).toMatchObject({ statusId: 5, holdExpiresAt: null });
    expect((await eventsOf(t, r.id)).at(-1)).toMatchObject({
      toStatusId: 5,
      actor: 'guest',
      refundedMinor: null,
    });
  });

  it('an inquiry cancelled by its guest is withdrawn: the host is told no answer is needed, not that dates are free', async () => {
    const l = await createListing(t.db, host.user.id);
    const r = await createReservation(t.db, l.id, {
      statusId: 1,
      startDate: day(12),
      endDate: day(14),
      emailAddress: 'asking@example.com',
    });
    const res = await cancel(r.uniqueHash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(cmsg.inquiryWithdrawn);
    const [guestMail] = await mailsTo(t, 'asking@example.com');
    expect(guestMail?.subject).toBe(`You withdrew your inquiry for ${l.externalListingName}`);
    const told = (await mailsTo(t, host.user.email)).filter((m) => m.text.includes(`reservation=${r.id}`));
    expect(told.map((m) => m.subject)).toEqual([
      `${r.firstName} ${r.lastName} withdrew their inquiry for ${l.externalListingName}`,
    ]);
    expect(told[0]?.text).toContain(
      'no answer is needed. The dates were never held, and nothing was charged.',
    );
    expect(told[0]?.text).not.toContain('free again');
  });

  it('refuses after check-in, a payment in progress, a declined request and an unknown hash, changing nothing', async () => {
    const { id, hash, email } = await paidStay({}, 10);
    await moveStay(t, id, -1, 2);
    const late = await cancel(hash);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(cmsg.afterCheckIn);
    expect((await finalise(hash)).json().data.data.cancellation).toMatchObject({ allowed: false, refund: 0 });
    expect(await statusOf(t, id)).toBe(6);
    expect(await refundsOf(t, id)).toEqual([]);
    expect((await mailsTo(t, email)).some((m) => m.subject.startsWith('You cancelled'))).toBe(false);

    const l = await createListing(t.db, host.user.id);
    const processing = await createReservation(t.db, l.id, {
      statusId: 4,
      startDate: day(10),
      endDate: day(12),
    });
    expect((await cancel(processing.uniqueHash)).json().error).toBe(cmsg.paymentInProgress);
    expect(await statusOf(t, processing.id)).toBe(4);
    const declined = await createReservation(t.db, l.id, {
      statusId: 2,
      startDate: day(20),
      endDate: day(22),
    });
    expect((await cancel(declined.uniqueHash)).statusCode).toBe(409);
    expect(await statusOf(t, declined.id)).toBe(2);
    expect((await cancel('x'.repeat(32))).statusCode).toBe(404);
  });
});

describe('POST /api/admin/reservations/{id}/cancel', () => {
  const adminCancel = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/admin/reservations/${id}/cancel`, payload, headers });

  it('is for admins only (401, 403) and needs a reason (422), changing nothing', async () => {
    const { id } = await paidStay({}, 10);
    const body = { cause: 'platform', reason: 'Flooded flat' };
    expect((await adminCancel(id, body)).statusCode).toBe(401);
    expect((await adminCancel(id, body, host.headers)).statusCode).toBe(403);
    const bad = await adminCancel(id, { cause: 'guest_cancellation', reason: '' }, admin.headers);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cause', 'reason']);
    expect(await statusOf(t, id)).toBe(6);
    expect(await refundsOf(t, id)).toEqual([]);
  });

  it('cancels after check-in with a full refund and tells guest and host why', async () => {
    const { id, email } = await paidStay({ cancellationPolicy: 'strict' }, 10);
    await moveStay(t, id, -1, 2);
    const res = await adminCancel(id, { cause: 'host_cancellation', reason: 'No hot water' }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: cmsg.adminCancelled('€330'),
      data: { reservation_id: id, refund: 330 },
    });
    expect((await paymentsOf(t, id, 'stay'))[0]!.refundedMinor).toBe(330_00);
    expect((await eventsOf(t, id)).at(-1)).toMatchObject({
      toStatusId: 5,
      actor: 'system',
      actorUserId: admin.user.id,
      reason: 'Cancelled by an admin: No hot water',
    });
    expect((await mailsTo(t, email)).find((m) => m.subject.includes('was cancelled'))?.text).toContain(
      'No hot water',
    );
    // The host learns the cancellation is counted as theirs, as their payouts page then says.
    const toHost = (await mailsTo(t, host.user.email)).filter((m) => m.subject.includes('was cancelled'));
    expect(toHost.at(-1)?.text).toContain(
      "The cancellation counts as yours: the card processing of the guest's payment is also kept from your next payouts",
    );
    expect((await adminCancel(id, { cause: 'platform', reason: 'again' }, admin.headers)).statusCode).toBe(
      409,
    );
  });

  it("the guest's page says Innkeep cancelled and refunds, not that a hold ran out with nothing charged", async () => {
    const { id, hash } = await paidStay({}, 20);
    expect(
      (await adminCancel(id, { cause: 'platform', reason: 'Flooded flat' }, admin.headers)).statusCode,
    ).toBe(200);
    expect((await finalise(hash)).json().data.data.status_note).toBe(
      'Innkeep cancelled this stay. Anything you paid is refunded in full to your card.',
    );
    const toHost = (await mailsTo(t, host.user.email)).filter((m) => m.text.includes('Flooded flat'));
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.text).toContain(
      'Your payout for this stay is cancelled (or taken back, if it was paid). The cancellation is not counted as yours: you pay no card processing for it.',
    );
    expect(toHost[0]!.text).not.toContain('counts as yours');
    const inquiry = await createReservation(t.db, (await createListing(t.db, host.user.id)).id, {
      statusId: 1,
      startDate: day(30),
      endDate: day(32),
    });
    expect(
      (await adminCancel(inquiry.id, { cause: 'platform', reason: 'Spam inquiry' }, admin.headers))
        .statusCode,
    ).toBe(200);
    expect((await finalise(inquiry.uniqueHash)).json().data.data.status_note).toBe(
      'Innkeep cancelled this reservation.',
    );
  });
});
