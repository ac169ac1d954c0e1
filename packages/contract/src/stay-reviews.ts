import { z } from 'zod';
import { isPlainText, requiredText, text } from './common.ts';
import { groupDigits } from './money.ts';
import { ReservationStatus } from './reservations.ts';
import { RATING_MAX, RATING_MIN } from './stay-review-text.ts';
import { localText } from './time-zones.ts';
import { checkOutInstant } from './trip.ts';

/**
 * Verified stay reviews (docs/requirements/public.md#R-P8, decision 0044): the guest of a paid stay reviews it by the reservation's
 * hash, once, from its check-out at the listing. They live in the site's `reviews` table with the reservation
 * and the listing; the stay page shows them with the guest's first name and the month of the stay.
 */
export const REVIEW_TEXT_MAX = 2000;
/** The platform's note shown with a review (the admin's moderation, decision 0080). */
export const REVIEW_NOTE_MAX = 1000;
/** The stay page shows this many of the newest reviews; the count says how many there are. */
export const STAY_PAGE_REVIEWS = 20;

export const stayReviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  hiddenInvalid: 'Say whether the review is hidden: true or false',
  textRequired: 'Write a few words about your stay',
  textTooLong: `Keep your review under ${groupDigits(REVIEW_TEXT_MAX)} characters`,
  textNotPlain: 'Write your review as plain text',
  notPaid: 'Only a paid stay can be reviewed.',
  ownListing: 'A host cannot review a stay at their own listing.',
  already: 'You have already reviewed this stay.',
  /** Followed by the listing's local check-out time. */
  notYet: 'You can review your stay after check-out, from',
  sent: 'Thank you for your review',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  keptWords:
    "A verified stay review keeps the guest's words: it cannot be edited. Hide it, or add a note shown with it.",
  keptReview: 'A verified stay review is kept: it cannot be deleted. Hide it instead.',
  noteSaved: 'Note saved: it is shown with the review',
  noteRemoved: 'Note removed',
  noteTooLong: `Keep the note under ${groupDigits(REVIEW_NOTE_MAX)} characters`,
  noteNotPlain: 'Write the note as plain text',
} as const;

export const ReviewRating = z
  .number({ error: stayReviewMessages.ratingRequired })
  .int(stayReviewMessages.ratingRequired)
  .min(RATING_MIN, stayReviewMessages.ratingRequired)
  .max(RATING_MAX, stayReviewMessages.ratingRequired);

export const ReviewText = requiredText(stayReviewMessages.textRequired, {
  max: REVIEW_TEXT_MAX,
  tooLong: stayReviewMessages.textTooLong,
}).refine(isPlainText, stayReviewMessages.textNotPlain);

/** `POST /api/bookings/reservation/{hash}/review` and the trip page's form. */
export const StayReviewInput = z.object({ rating: ReviewRating, text: ReviewText });
export type StayReviewInput = z.input<typeof StayReviewInput>;

/** A review as the stay page shows it: the first name only, and the month of the stay. */
export const StayReview = z.object({
  id: z.number(),
  first_name: z.string(),
  rating: z.number(),
  text: z.string(),
  /** `YYYY-MM` of the stay's check-out. */
  stay_month: z.string(),
  /** Always true: only a paid stay can be reviewed. */
  verified: z.boolean(),
  /** The platform's note shown with the review (the guest's words are never rewritten); null without one. */
  admin_note: z.string().nullable(),
  /** ISO instant the note was last written; null without one. */
  admin_note_at: z.string().nullable(),
});
export type StayReview = z.infer<typeof StayReview>;

/** `GET /api/bookings/reservation/{hash}/review`: whether the guest may review now, and their review once sent. */
export const GuestReviewState = z.object({
  may_review: z.boolean(),
  /** Why not, in the guest's words; null when they may, or once reviewed. */
  reason: z.string().nullable(),
  /** ISO instant of check-out at the listing, from when a paid stay may be reviewed. */
  opens_at: z.string(),
  review: StayReview.nullable(),
  /** False while an admin has hidden it: the guest still sees what they wrote. */
  review_visible: z.boolean(),
});
export type GuestReviewState = z.infer<typeof GuestReviewState>;
export const GuestReviewStateReply = z.object({ data: GuestReviewState });
export const StayReviewSentReply = z.object({ message: z.string(), data: StayReview });

/** `POST /api/admin/reviews/{id}/visibility`. */
export const ReviewVisibilityInput = z.object({
  hidden: z.boolean({ error: stayReviewMessages.hiddenInvalid }),
});

/** `POST /api/admin/reviews/{id}/note`: an empty or null note removes it. */
export const ReviewNoteInput = z.object({
  note: text()
    .trim()
    .max(REVIEW_NOTE_MAX, stayReviewMessages.noteTooLong)
    .refine(isPlainText, stayReviewMessages.noteNotPlain)
    .nullable(),
});

export const REVIEW_CHANGE_ACTIONS = ['hidden', 'shown', 'note', 'edited'] as const;
/** One entry of a review's history: who changed what, when, and the values before and after. */
export const ReviewChange = z.object({
  id: z.number(),
  action: z.enum(REVIEW_CHANGE_ACTIONS),
  actor_id: z.number().nullable(),
  actor_email: z.string(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type ReviewChange = z.infer<typeof ReviewChange>;
/** `GET /api/admin/reviews/{id}/history`: newest first. */
export const ReviewHistoryReply = z.object({ data: z.array(ReviewChange) });

export interface ReviewableStay {
  statusId: number;
  /** The guest booked with the listing host's own e-mail: not a verified stay (docs/requirements/public.md#R-P8). */
  byHost?: boolean;
  endDate: string;
  checkOutTime: string | null;
  timeZone: string;
  reviewed: boolean;
}

/** Why this stay cannot be reviewed now, or null when it can: paid, checked out, not reviewed yet. */
export function reviewRefusal(stay: ReviewableStay, now: Date): string | null {
  if (stay.reviewed) return stayReviewMessages.already;
  if (stay.statusId !== ReservationStatus.Paid) return stayReviewMessages.notPaid;
  if (stay.byHost) return stayReviewMessages.ownListing;
  const opens = checkOutInstant(stay.endDate, stay.checkOutTime, stay.timeZone);
  if (now.getTime() < opens.getTime())
    return `${stayReviewMessages.notYet} ${localText(opens, stay.timeZone)} (${stay.timeZone}).`;
  return null;
}
