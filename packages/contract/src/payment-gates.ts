import { z } from 'zod';
import { ReservationHash } from './payments.ts';

/**
 * Who can pay by card where (decision 0025): Book now and Pay only when card payment is on and the host's
 * account can take charges; holds waiting for a payment are limited per address and e-mail. The server
 * refuses with these messages (code CARD_PAYMENT_UNAVAILABLE, or 429); the web shows the same words.
 */
export const paymentGateMessages = {
  /** No Stripe key and no simulator opt-in in production. */
  cardPaymentsOff:
    'Card payment is not available on this site at the moment. Please send the host an inquiry.',
  /** The guest's side: the host's account cannot take charges (or receive transfers). */
  hostCannotBePaid: 'This host cannot take card payments yet. Please send the host an inquiry instead.',
  /** The finalise page's Pay for an approved inquiry whose host's account cannot take charges now. */
  hostCannotBePaidNow:
    'The host cannot take card payments at the moment. Please contact the host about this reservation.',
  /** The staff form: the host's own account. */
  connectFirst: 'Connect card payments on the Integrations page before taking a payment.',
  /** The host's payments page and connect route when the site has neither Stripe keys nor the simulator. */
  notSetUp: 'Card payments are not set up on this site',
  notSetUpDetail:
    'Guests can send you inquiries. When you approve one, the dates are held and you arrange the payment with the guest directly; this site takes no money. The site administrator can turn card payments on with Stripe keys.',
  /** Inquiries only: what an approval means to the guest (e-mail and reservation page), never a pay link. */
  approvedInquiriesOnly:
    'The host approved your stay. This site does not take card payments: the host will contact you to arrange the payment directly. The dates are held for you until then.',
  /** Inquiries only: an inquiry not yet answered. */
  inquiryInquiriesOnly:
    'The host has not approved this inquiry yet. If they do, they will contact you to arrange the payment directly: this site takes no card payments.',
  /** The stay page on a site without card payments: nobody pays here, not even after approval. */
  askTheHostInquiriesOnly:
    'This site takes inquiries only: ask the host, and if they approve, they arrange the payment with you directly.',
  /** The stay page, when Book now is not offered. */
  askTheHost: 'This host takes requests: ask the host, and pay from the link they send once they approve.',
  tooManyHolds: (minutes: number) =>
    `Too many bookings are waiting for a payment from you. Finish one with your bank, or try again in ${minutes} minutes.`,
  tooManyCardHolds: (minutes: number) =>
    `This card already has too many bookings waiting for a payment. Finish one with your bank, use another card, or try again in ${minutes} minutes.`,
  tooManyListingHolds: (minutes: number) =>
    `Other guests are paying for this stay right now. Please try again in ${minutes} minutes, or send the host an inquiry.`,
} as const;

/**
 * `POST /api/bookings/authentication-started`: the browser opened the bank's check (3-D Secure) of a Book
 * now, so its hold lasts the full payment time instead of the short one for a check never opened.
 */
export const AuthenticationStartedInput = z.object({ reservation_id: ReservationHash });
export type AuthenticationStartedInput = z.input<typeof AuthenticationStartedInput>;
export const AuthenticationStartedReply = z.object({
  /** A hold of this reservation waits for the guest's bank, with its check opened. */
  data: z.object({ waiting: z.boolean() }),
});
export type AuthenticationStartedReply = z.infer<typeof AuthenticationStartedReply>;

/**
 * `GET /api/bookings/attempts/{key}`: what became of the Book now request this browser sent with the
 * `Idempotency-Key` {key} (a UUID, as secret as the hash it leads to) when its answer never arrived (a reload,
 * a dropped connection). `running`: the server is still working on it; `answered`: it finished, and
 * `unique_hash` is the reservation it made (null when it made none, e.g. a decline or a refusal).
 */
export const BookNowAttemptKey = z.uuid({ error: 'The attempt key is a UUID.' });
export const BookNowAttemptReply = z.object({
  data: z.object({
    state: z.enum(['running', 'answered']),
    unique_hash: z.string().nullable(),
  }),
});
export type BookNowAttemptReply = z.infer<typeof BookNowAttemptReply>;
