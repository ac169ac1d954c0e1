import type { BookNowAttemptReply } from '@innkeep/contract/payment-gates';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { storedAnswer } from '../../lib/idempotency.ts';

/** The message of a lookup whose key the server never kept (the request did not arrive, or failed whole). */
export const unknownAttemptMessage = 'No booking was made with this attempt.';

/**
 * What became of the Book now request sent with this `Idempotency-Key`: the browser keeps the key before it
 * sends (decision 0085), so a reload or a dropped connection learns whether the stay was booked instead of
 * asking for dates its own booking now holds.
 */
export async function bookNowAttempt(db: Db, key: string): Promise<BookNowAttemptReply['data']> {
  const answer = await storedAnswer(db, 'POST', '/api/bookings', key);
  if (!answer) throw notFound(unknownAttemptMessage);
  if (answer.state === 'running') return { state: 'running', unique_hash: null };
  // 201 paid and 202 waiting for the bank made a reservation; a 4xx answer made none the guest can use.
  const made = answer.status === 201 || answer.status === 202;
  const body = answer.body as { data?: { unique_hash?: unknown } } | null;
  const hash = made && typeof body?.data?.unique_hash === 'string' ? body.data.unique_hash : null;
  return { state: 'answered', unique_hash: hash };
}
