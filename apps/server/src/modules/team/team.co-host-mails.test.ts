import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookedStay,
  bookingBody,
  day,
  inquiryBody,
  post,
  sentInquiry,
} from '../bookings/bookings.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { joinTeam } from './team.test-helpers.ts';

/**
 * A co-host answers guests and approves or declines (decision 0102), so what asks for that reaches them too: a
 * guest's message, a new inquiry and a paid booking (without its money) about a listing they look after are
 * e-mailed to them, greeted by name. A co-host of another listing, a cleaner and someone invited who has not
 * joined get nothing.
 */
const t = useTestApp();

async function team() {
  const host = await signedInHost(t.db);
  await connectHost(t.db, host.user.id);
  const casa = await createListing(t.db, host.user.id, { externalListingName: 'Casa Azul' });
  const loft = await createListing(t.db, host.user.id, { externalListingName: 'Harbour loft' });
  const stamp = `${host.user.id}`;
  const rui = await joinTeam(t, host.headers, `rui.${stamp}@example.com`, 'co-host', [casa.id], {
    firstName: 'Rui',
  });
  const ines = await joinTeam(t, host.headers, `ines.${stamp}@example.com`, 'co-host', [loft.id], {
    firstName: 'Inês',
  });
  const carla = await joinTeam(t, host.headers, `carla.${stamp}@example.com`, 'cleaner', [], {
    firstName: 'Carla',
  });
  const pending = `pending.${stamp}@example.com`;
  const invited = await post(
    t,
    '/api/team',
    { email: pending, role: 'co-host', listing_ids: [casa.id] },
    host.headers,
  );
  expect(invited.statusCode, invited.body).toBe(201);
  const others = [ines.user.email, carla.user.email, pending];
  return { host, casa, rui: rui.user, others };
}

const last = async (to: string) => (await mailsTo(t, to)).at(-1);

describe('a co-host of the listing', () => {
  it('is e-mailed a guest’s message as the host is, greeted by name', async () => {
    const { host, casa, rui, others } = await team();
    const stay = await createReservation(t.db, casa.id, {
      firstName: 'Ana',
      startDate: day(30),
      endDate: day(33),
    });
    const before = await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length));

    const sent = await post(t, `/api/bookings/reservation/${stay.uniqueHash}/messages`, {
      body: 'Is there parking?',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    for (const [to, hello, why] of [
      [host.user.email, `Hello ${host.user.firstName},`, 'because you host this listing'],
      [rui.email, 'Hello Rui,', 'because you co-host this listing'],
    ] as const) {
      const mail = await last(to);
      expect(mail?.subject).toBe('Ana sent a message about Casa Azul');
      expect(mail?.text).toContain(hello);
      expect(mail?.text).toContain('Is there parking?');
      expect(mail?.text).toContain(`/inbox?conversation=${stay.id}`);
      expect(mail?.text).toContain(why);
    }
    expect(await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length))).toEqual(before);
  });

  it('is e-mailed a new inquiry as the host is; nobody else on the team is', async () => {
    const { host, casa, rui, others } = await team();
    const before = await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length));

    await sentInquiry(t, inquiryBody(casa.id, { first_name: 'Leo' }));

    const toHost = await last(host.user.email);
    const toRui = await last(rui.email);
    expect(toHost?.subject).toMatch(/^New inquiry for Casa Azul: /);
    expect(toRui?.subject).toBe(toHost?.subject);
    expect(toRui?.text).toContain('Hello Rui,');
    expect(toRui?.text).toContain('Leo ');
    expect(toRui?.text).toContain('because you co-host this listing');
    expect(await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length))).toEqual(before);
  });

  it('is told of a paid booking and of its cancellation, without the money, which stays the host’s', async () => {
    const { host, casa, rui, others } = await team();
    const before = await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length));

    const r = await bookedStay(
      t,
      bookingBody(casa.id, { first_name: 'Mia', start_date: day(40), end_date: day(43) }),
    );

    const toHost = await last(host.user.email);
    const toRui = await last(rui.email);
    expect(toHost?.subject).toMatch(/^New booking for Casa Azul: /);
    expect(toHost?.text).toContain('Your payout:');
    expect(toRui?.subject).toBe(toHost?.subject);
    expect(toRui?.text).toContain('Hello Rui,');
    expect(toRui?.text).toContain(`Reservation number: ${r.id}.`);
    expect(toRui?.text).not.toMatch(/€|payout|fee/i);
    expect(await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length))).toEqual(before);

    // The guest cancels: the co-host hears the dates are free, and nothing of the refund.
    const cancelled = await post(t, `/api/bookings/reservation/${r.uniqueHash}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const off = await last(rui.email);
    expect(off?.subject).toBe('Mia Silva cancelled the stay at Casa Azul');
    expect(off?.subject).toBe((await last(host.user.email))?.subject);
    expect(off?.text).toContain('The dates are free again.');
    expect(off?.text).toContain(`/reservations?reservation=${r.id}`);
    expect(off?.text).not.toMatch(/€|payout|refund/i);
    expect(await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length))).toEqual(before);
  });

  it('is told when Innkeep cancels a stay at their listing, with the reason and without the money', async () => {
    const { casa, rui, others } = await team();
    const r = await bookedStay(
      t,
      bookingBody(casa.id, { first_name: 'Noa', start_date: day(50), end_date: day(52) }),
    );
    const admin = await signedInHost(t.db, true);
    const before = await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length));

    const payload = { cause: 'platform', reason: 'Double booking on our side' };
    const res = await post(t, `/api/admin/reservations/${r.id}/cancel`, payload, admin.headers);
    expect(res.statusCode, res.body).toBe(200);

    const off = await last(rui.email);
    expect(off?.subject).toBe('The stay of Noa Silva at Casa Azul was cancelled');
    expect(off?.text).toContain('Hello Rui,');
    expect(off?.text).toContain('The reason: “Double booking on our side”');
    expect(off?.text).not.toMatch(/€|payout|refund/i);
    expect(await Promise.all(others.map(async (to) => (await mailsTo(t, to)).length))).toEqual(before);
  });
});
