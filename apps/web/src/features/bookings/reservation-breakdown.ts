import type { Calculation } from '@innkeep/contract/bookings';
import type { GuestReservation } from '@innkeep/contract/payments';

/** The reservation's price snapshot as the calculation shapes it, or null for a row stored without one. */
export function breakdownOf(reservation: GuestReservation): Calculation | null {
  const value = reservation.price_breakdown as Partial<Calculation>;
  return Array.isArray(value.lines) ? (value as Calculation) : null;
}
