import { eq } from 'drizzle-orm';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { useTestApp } from '../../test/test-app.ts';
import { post } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { claimHelpers } from '../reservations/reservations.claims.test-helpers.ts';
import { moveClock } from './automations.test-helpers.ts';

/**
 * A stay is confirmed when it first becomes paid, not when a note is written in its history. A damage claim
 * writes a paid-to-paid note; on a stay with no earlier payment in its history (the demo's stays, or stays paid
 * before the history was kept) the round took the note for the confirmation and sent, after check-out, the
 * booking confirmation, "your stay is two days away" and the review request at once.
 */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', TEST_CLOCK: 'on' });
const host = useConnectedHost(t);
const claims = claimHelpers(() => t);

const automation = async (name: string, trigger: string, offsetHours: number) => {
  const template = await post(
    t,
    '/api/message-templates',
    { name, body: `${name} for {guest_first_name}` },
    host.headers,
  );
  expect(template.statusCode, template.body).toBe(201);
  const made = await post(
    t,
    '/api/automations',
    { template_id: template.json().data.id, trigger, offset_hours: offsetHours, listing_ids: [] },
    host.headers,
  );
  expect(made.statusCode, made.body).toBe(201);
};

it('a note in a paid stay’s history does not send its automations again as if it were just booked', async () => {
  const stay = await claims.paidStay(host.user.id, 200_00, 2);
  // Paid weeks ago, as the demo's stays are: its history holds no move into "paid".
  await t.db.delete(reservationEvents).where(eq(reservationEvents.reservationId, stay.id));
  await t.db
    .update(reservations)
    .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
    .where(eq(reservations.id, stay.id));
  await automation('Welcome', 'booking_confirmed', 0);
  await automation('Arrival', 'before_check_in', 48);
  await automation('Review', 'after_check_out', 2);

  const filed = await claims.file(stay.id, host.headers);
  expect(filed.statusCode, filed.body).toBe(200);
  expect(await moveClock(t.app, new Date(Date.now() + 60_000))).toBe(0);
  const automatic = (await mailsTo(t, stay.email)).filter((m) => m.subject.startsWith('Automatic message'));
  expect(automatic.map((m) => m.subject)).toEqual([]);
  await moveClock(t.app, new Date());
});
