import { ReservationStatus } from '@innkeep/contract/reservations';
import { useEffect, useState } from 'react';
import { isRefusal } from '../../lib/api-client.ts';
import { useBookNowAttempt } from './api/get-book-now-attempt.ts';
import { useGuestReservation } from './api/get-guest-reservation.ts';
import { type Attempt, clearAttempt, readAttempt, saveAttempt } from './book-now-attempt.ts';
import type { BookNowStay } from './book-now-stay.ts';

/**
 * Where this browser's own attempt at the stay stands (decisions 0034, 0085):
 * - `none`: no attempt, or one that made nothing: the form;
 * - `checking`: its answer was lost and the server is asked what it did (or is still doing);
 * - `unreachable`: the server could not be asked: the guest asks again, never pays again;
 * - `pending`: a payment waits (the bank's check); `paid`: the stay is booked.
 */
export type AttemptPhase = 'none' | 'checking' | 'unreachable' | 'pending' | 'paid';

export function useOwnAttempt(stay: BookNowStay | null) {
  const [attempt, setAttempt] = useState<Attempt | null>(() => readAttempt(stay));
  const hash = attempt?.hash ?? null;
  const lookup = useBookNowAttempt(attempt && !hash ? attempt.key : null);
  const reservation = useGuestReservation(hash);
  const answer = lookup.data;
  const status = reservation.data?.status.id;

  // The attempt is over when the server kept nothing of it, or its reservation moved on (declined, expired).
  const moved =
    status !== undefined &&
    status !== ReservationStatus.PaymentProcessing &&
    status !== ReservationStatus.Paid;
  const madeNothing = hash
    ? isRefusal(reservation.error) || moved
    : attempt !== null &&
      (isRefusal(lookup.error) || (answer?.state === 'answered' && answer.unique_hash === null));
  const found = !hash && answer?.state === 'answered' ? answer.unique_hash : null;

  useEffect(() => {
    if (!stay || !attempt) return;
    if (found) {
      const next = { ...attempt, hash: found };
      saveAttempt(stay, next);
      setAttempt(next);
    } else if (madeNothing) {
      clearAttempt(stay);
      setAttempt(null);
    }
  }, [stay, attempt, found, madeNothing]);

  let phase: AttemptPhase = 'none';
  if (attempt && !madeNothing) {
    if (status === ReservationStatus.Paid) phase = 'paid';
    else if (status === ReservationStatus.PaymentProcessing) phase = 'pending';
    else if (hash ? reservation.isError : lookup.isError) phase = 'unreachable';
    else phase = 'checking';
  }
  const retry = () => void (hash ? reservation.refetch() : lookup.refetch());
  return { attempt, setAttempt, phase, reservation: reservation.data ?? null, retry };
}
