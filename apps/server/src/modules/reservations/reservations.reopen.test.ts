import { reservationMessages as msg } from '@innkeep/contract/reservations';
import { eq } from 'drizzle-orm';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { inquiryBody, paidStayOn, paymentsOf, post, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

/** docs/requirements/cancellation.md#R-C5: a stay cancelled after it was paid is never approved (nor reopened) again. */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

const paidStay = () => paidStayOn(t, host.user.id);

const change = (id: number, statusId: number) => changeStatus(t, host.headers, id, statusId);
const rowOf = async (id: number) =>
  (await t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers })).json().data;

describe('a stay cancelled after payment', () => {
  it('refunded by the host: approving, reopening or declining it answers 409 and changes nothing', async () => {
    const { id, email } = await paidStay();
    expect((await change(id, 5)).statusCode).toBe(200);
    const mailsBefore = (await mailsTo(t, email)).length;
    const eventsBefore = await t.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    for (const to of [3, 1, 2]) {
      const res = await change(id, to);
      expect(res.statusCode, `to ${to}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ error: msg.paidThenCancelled, code: 'CONFLICT' });
    }
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(r).toMatchObject({ statusId: 5, holdExpiresAt: null });
    // No second "pay for your stay" e-mail, no history entry.
    expect(await mailsTo(t, email)).toHaveLength(mailsBefore);
    expect(
      await t.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)),
    ).toHaveLength(eventsBefore.length);
    // The host's list and detail say so, and the web offers no move (contract hostStatusMoves).
    expect(await rowOf(id)).toMatchObject({ status: { id: 5 }, was_paid: true, amount_paid: 0 });
  });

  it('cancelled by the guest under the policy: the same 409', async () => {
    const { id, hash } = await paidStay();
    const cancelled = await post(t, `/api/bookings/reservation/${hash}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await change(id, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(msg.paidThenCancelled);
    expect((await paymentsOf(t, id, 'stay')).length).toBe(1);
  });

  it('an approval that was never paid (the hold lapsed) can still be approved again', async () => {
    const listing = await createListing(t.db, host.user.id);
    await sentInquiry(
      t,
      inquiryBody(listing.id, {
        first_name: 'Ines',
        last_name: 'Lapsed',
        email_address: 'lapsed@example.com',
        message: 'Hello, is it free?',
      }),
    );
    const [r] = await t.db.select().from(reservations).where(eq(reservations.listingId, listing.id));
    expect((await change(r!.id, 3)).statusCode).toBe(200);
    expect((await change(r!.id, 5)).statusCode).toBe(200);
    expect(await rowOf(r!.id)).toMatchObject({ was_paid: false });
    const again = await change(r!.id, 3);
    expect(again.statusCode, again.body).toBe(200);
  });
});
