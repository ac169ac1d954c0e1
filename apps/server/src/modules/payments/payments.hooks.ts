import type { ReservationStatusId } from '@innkeep/contract/reservations';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';

/**
 * What payments asks of the reservations module, which sits above it (bookings → reservations → payments →
 * adapters, decision 0073): payments never imports reservations. app.ts wires these once, to the
 * reservations service, before any route or job runs.
 */
export interface ReservationHooks {
  /**
   * Moves a reservation from an expected status (compare-and-set) and records the move in its history, in
   * the caller's transaction; false, with nothing written, when it is no longer in `from`.
   */
  changeStatus(tx: Tx, move: ReservationMove): Promise<boolean>;
  /** Writes one entry of the reservation's history (a note when `to` is its current status). */
  recordEvent(tx: Tx, event: ReservationEvent): Promise<void>;
  /** Cancels a stay that has not started and refunds it in full, after an early fraud warning. */
  cancelForFraudWarning(
    deps: PaymentDeps,
    reservationId: number,
    fraudType: string,
  ): Promise<{ refundMinor: number; currency: string }>;
}

export interface ReservationMove {
  reservationId: number;
  from: ReservationStatusId | readonly ReservationStatusId[];
  to: ReservationStatusId;
  actor: 'provider' | 'system';
  reason?: string | null;
  /** New hold expiry; `null` clears it, undefined leaves it. */
  holdExpiresAt?: Date | null;
}

export interface ReservationEvent {
  reservationId: number;
  fromStatusId: number | null;
  to: ReservationStatusId;
  actor: 'provider';
  reason: string;
}

let wired: ReservationHooks | null = null;

/** Called by app.ts with the reservations service's functions; the same ones every time. */
export function wireReservationHooks(hooks: ReservationHooks): void {
  wired = hooks;
}

/** The wired hooks; a payment applied before app.ts wired them is a programming error, not a silent skip. */
export function reservationHooks(): ReservationHooks {
  if (!wired)
    throw new Error('Payments ran before app.ts wired its reservation hooks (wireReservationHooks).');
  return wired;
}

/** Writes what the provider reported as a note in the reservation's history: its status stays as it is. */
export function providerNote(tx: Tx, reservation: { id: number; statusId: number }, reason: string) {
  return reservationHooks().recordEvent(tx, {
    reservationId: reservation.id,
    fromStatusId: reservation.statusId,
    to: reservation.statusId as ReservationStatusId,
    actor: 'provider',
    reason,
  });
}
