import type { BookNowStay } from './book-now-stay.ts';

/**
 * The guest's own Book now attempt, kept in this browser (decisions 0034, 0085): a reload, a dropped
 * connection or a return during payment resumes that attempt instead of asking for the same dates again,
 * which the attempt's own booking would refuse. Keyed by listing and dates. `key` is the request's
 * Idempotency-Key, kept before the request is sent; `hash` the reservation it made, once known.
 */
export interface Attempt {
  key: string | null;
  hash: string | null;
  /** The payment went through on this page: Back to Book now says "You booked this stay" (never the form). */
  done?: boolean | undefined;
}

const PREFIX = 'innkeep.book-now-attempt';
const keyOf = (stay: Pick<BookNowStay, 'listing_id' | 'start_date' | 'end_date'>) =>
  `${PREFIX}:${stay.listing_id}:${stay.start_date}:${stay.end_date}`;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function saveAttempt(stay: BookNowStay, attempt: Attempt): void {
  try {
    localStorage.setItem(keyOf(stay), JSON.stringify(attempt));
  } catch {
    // Storage disabled (private mode): a reload then starts afresh, as before.
  }
}

/** The stored attempt; a bare hash is what this browser stored before keys were kept. */
export function readAttempt(stay: BookNowStay | null): Attempt | null {
  if (!stay) return null;
  try {
    const raw = localStorage.getItem(keyOf(stay));
    if (!raw) return null;
    if (!raw.startsWith('{')) return { key: null, hash: raw };
    const parsed = JSON.parse(raw) as Partial<Attempt>;
    const attempt = { key: text(parsed.key), hash: text(parsed.hash), done: parsed.done === true };
    return attempt.key || attempt.hash ? attempt : null;
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
