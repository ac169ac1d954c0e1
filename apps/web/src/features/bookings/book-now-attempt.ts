import type { BookNowStay } from './book-now-stay.ts';

/**
 * The guest's own Book now attempt, kept in this browser (decision 0034): a reload or a return during
 * payment resumes that attempt (its reservation holds the dates) instead of asking for the same dates again,
 * which the attempt's own hold would refuse. Keyed by listing and dates; the hash is the attempt's only key.
 */
const PREFIX = 'innkeep.book-now-attempt';
const keyOf = (stay: Pick<BookNowStay, 'listing_id' | 'start_date' | 'end_date'>) =>
  `${PREFIX}:${stay.listing_id}:${stay.start_date}:${stay.end_date}`;

export function saveAttempt(stay: BookNowStay, uniqueHash: string): void {
  try {
    localStorage.setItem(keyOf(stay), uniqueHash);
  } catch {
    // Storage disabled (private mode): a reload then starts afresh, as before.
  }
}

export function readAttempt(stay: BookNowStay | null): string | null {
  if (!stay) return null;
  try {
    return localStorage.getItem(keyOf(stay)) || null;
  } catch {
    return null;
  }
}

export function clearAttempt(stay: BookNowStay): void {
  try {
    localStorage.removeItem(keyOf(stay));
  } catch {
    // Nothing stored.
  }
}
