import type { Tx } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import { reservations } from '../db/schema/reservations.ts';
import { newUniqueHash } from '../modules/bookings/bookings.service.ts';

export type ReservationInsert = typeof reservations.$inferInsert;

export async function createReservation(
  db: Tx,
  listingId: number,
  overrides: Partial<ReservationInsert> & Pick<ReservationInsert, 'startDate' | 'endDate'>,
) {
  const [reservation] = await db
    .insert(reservations)
    .values({
      listingId,
      uniqueHash: newUniqueHash(),
      statusId: 6,
      guests: 2,
      firstName: 'Guest',
      lastName: 'Person',
      emailAddress: 'guest@example.com',
      currency: 'EUR',
      baseRateMinor: 100_00,
      totalPriceMinor: 300_00,
      ...overrides,
    })
    .returning();
  return reservation!;
}

/** A card payment of a reservation's stay on the simulator, succeeded unless `overrides` says otherwise. */
export async function createStayPayment(
  db: Tx,
  reservationId: number,
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const [payment] = await db
    .insert(payments)
    .values({
      reservationId,
      provider: 'simulator',
      idempotencyKey: `res:${reservationId}:attempt:${newUniqueHash()}:stay`,
      paymentMethodId: 'pm_card_visa',
      amountMinor: 300_00,
      currency: 'EUR',
      status: 'succeeded',
      ...overrides,
    })
    .returning();
  return payment!;
}
