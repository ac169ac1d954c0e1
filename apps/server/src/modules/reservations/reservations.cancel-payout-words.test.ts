import { type PayoutLine, payoutStatusLabel } from '@innkeep/contract/payouts';
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema/payouts.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, paidStayOn } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { stayPayoutsOf } from '../payments/payouts.lines.service.ts';
import { guestCancelledHostMail } from './reservations.cancel.mails.ts';

/**
 * The host's e-mail about a cancelled stay and their payouts page read one payout the same way (contract
 * `payoutStatusLabel`): it is cancelled only when it ended before any transfer, never because its amount is 0.
 */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

/** The host's e-mail about the payout of reservation `id` as its rows stand, and its line on the payouts page. */
async function readBoth(id: number) {
  const facts = {
    id,
    firstName: 'Ana',
    lastName: 'Silva',
    emailAddress: 'ana@example.com',
    listingName: 'Sunny flat',
    startDate: day(10),
    endDate: day(13),
    currency: 'EUR',
    depositMinor: 0,
    hostEmail: host.user.email,
    hostFirstName: 'Maria',
    timeZone: 'UTC',
    statusId: 6,
  };
  const mail = guestCancelledHostMail(
    facts,
    { refundMinor: 100_00, chargedBackMinor: 0 },
    true,
    await stayPayoutsOf(t.db, id),
    'https://innkeep.test',
  );
  const page = await t.app.inject({ url: '/api/payouts', headers: host.headers });
  const line = (page.json().data as PayoutLine[]).find((l) => l.reservation_id === id)!;
  return { text: mail.text, label: payoutStatusLabel(line) };
}

describe("the payout in the host's cancellation e-mail", () => {
  it('held by a dispute with nothing left: held, as the payouts page says, not cancelled', async () => {
    const { id } = await paidStayOn(t, host.user.id, {}, { start_date: day(10), end_date: day(13) });
    await t.db.update(payouts).set({ status: 'held', amountMinor: 0 }).where(eq(payouts.reservationId, id));
    const both = await readBoth(id);
    expect(both.label).toBe('held');
    expect(both.text).toContain('Your payout for this stay is now €0, held while a card dispute');
    expect(both.text).not.toContain('is cancelled');
  });

  it('ended before any transfer: cancelled in both', async () => {
    const { id } = await paidStayOn(t, host.user.id, {}, { start_date: day(20), end_date: day(23) });
    await t.db
      .update(payouts)
      .set({ status: 'reversed', amountMinor: 0 })
      .where(eq(payouts.reservationId, id));
    const both = await readBoth(id);
    expect(both.label).toBe('cancelled');
    expect(both.text).toContain('Your payout for this stay is cancelled: nothing is paid to you for it.');
  });
});
