import type { Tx } from '../db/client.ts';
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
