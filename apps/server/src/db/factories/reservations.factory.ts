import { randomBytes } from 'node:crypto';
import type { Tx } from '../client.ts';
import { reservations } from '../schema/reservations.ts';

export type ReservationInsert = typeof reservations.$inferInsert;

export const newUniqueHash = () => randomBytes(24).toString('base64url');

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
