import { z } from 'zod';
import { requiredText } from './common.ts';

/**
 * A damage deposit claim the guest can answer (decision 0060): the host files it with a reason and photos,
 * the guest is e-mailed them and has CLAIM_ANSWER_HOURS to accept or object; the card is charged only after
 * an acceptance, no answer in time, or an admin upholding an objection. The host's share of a charged claim
 * is held CLAIM_PAYOUT_HOLD_DAYS, while the guest's bank may still take it back.
 */

export const CLAIM_ANSWER_HOURS = 72;
/** Stripe's Issuing disputes page: a no-authorization dispute needs a capture fewer than 65 days old. */
export const CLAIM_PAYOUT_HOLD_DAYS = 65;
export const CLAIM_MAX_PHOTOS = 6;

/** A claim's stored status (the database checks it against this list). */
export const CLAIM_STATUSES = [
  /** Filed by the host; the guest has CLAIM_ANSWER_HOURS to accept or object. Nothing charged. */
  'awaiting_answer',
  /** The guest objected: an admin decides. Nothing charged. */
  'objected',
  /** The guest accepted: charged (the payment says how that went). */
  'accepted',
  /** The guest did not answer in time: charged as the consent at Pay allows. */
  'expired',
  /** An admin upheld it after the guest objected: charged. */
  'upheld',
  /** An admin rejected it after the guest objected: closed, nothing charged. */
  'rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Where a claim stands for people: its answer, then (once charged) its payment and any refund. */
export const CLAIM_STAGES = [
  /** Waits for the guest's answer until `answer_by`. */
  'awaiting_answer',
  /** The guest objected: an admin decides. */
  'objected',
  /** Closed by an admin: nothing charged. */
  'rejected',
  /** Being charged (or the provider has not answered yet). */
  'charging',
  /** The guest's bank asks them to approve the charge (they were e-mailed a link). */
  'awaiting_bank',
  'charged',
  'failed',
  'refunded',
] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

/** Each stage in words, as the host's drawer and the admin's claims page show it. */
export const CLAIM_STAGE_LABELS: Readonly<Record<ClaimStage, string>> = {
  awaiting_answer: 'Waiting for the guest’s answer',
  objected: 'The guest objected',
  rejected: 'Rejected',
  charging: 'Being charged',
  awaiting_bank: 'Waiting for the guest’s bank',
  charged: 'Charged',
  failed: 'Not charged',
  refunded: 'Refunded',
};

export const claimMessages = {
  photoKeyInvalid: 'Upload the photos with the claim form first',
  tooManyPhotos: `Attach at most ${CLAIM_MAX_PHOTOS} photos`,
  objectionRequired: 'Tell the host and our team why you object (at least 10 characters)',
  objectionTooLong: 'Keep your answer under 2000 characters',
  noteRequired: 'Write the reason for your decision (at least 3 characters); the guest and the host read it',
  decisionInvalid: 'Choose uphold or reject',
  noteTooLong: 'Keep the note under 1000 characters',
  notFound: 'No damage claim was found for this reservation.',
  answered: 'This claim was already answered.',
  answerClosed: (when: string) =>
    `The time to answer this claim ended on ${when}; it was charged as agreed at Pay.`,
  notObjected: 'Only a claim the guest objected to waits for a decision.',
  rejectedClosed: 'An admin rejected the claim on this deposit after the guest objected; it is closed.',
  notRefundable: 'Only a charged claim that was not refunded yet can be refunded.',
  photoInvalid: 'Send a JPEG or PNG photo under 10 MB.',
  filed: (amount: string, by: string, withPhotos: boolean) =>
    `Your claim of ${amount} was sent to the guest with your reason${withPhotos ? ' and photos' : ''}. They have until ${by} to accept or object; nothing is charged before.`,
  accepted: (amount: string) =>
    `Thank you. You accepted the claim of ${amount}; it is charged to your card now.`,
  objected: 'Your objection was sent to our team and the host. Nothing is charged while we decide.',
  upheld: (amount: string) => `The claim of ${amount} is upheld: the guest's card is charged.`,
  rejected: 'The claim is rejected and closed: nothing is charged. The guest and the host are e-mailed.',
  refunded: (amount: string) => `The claim of ${amount} is refunded to the guest's card.`,
} as const;

export const DepositClaimWire = z.object({
  id: z.number(),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  /** URLs of the host's photos. */
  photos: z.array(z.string()),
  status: z.enum(CLAIM_STATUSES),
  stage: z.enum(CLAIM_STAGES),
  /** The instant the guest's answer is due (ISO). */
  answer_by: z.string(),
  /** The listing's IANA zone: the claim's times are written on its clock (R-H21). */
  time_zone: z.string(),
  answered_at: z.string().nullable(),
  objection: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** Why the charge failed, in the guest's words, or null. */
  failure: z.string().nullable(),
  /** Refunded so far (major units). */
  refunded: z.number(),
  /** Why the claim was refunded (its latest refund that did not fail), as the guest was told; else null. */
  refund_reason: z.string().nullable(),
  /** The host's share is held until this instant (ISO) while the guest's bank may take the charge back. */
  payout_held_until: z.string().nullable(),
  created_at: z.string(),
});
export type DepositClaimWire = z.infer<typeof DepositClaimWire>;

/** `POST /api/bookings/reservation/{hash}/deposit-claim/answer`: the guest accepts or objects. */
export const ClaimAnswerInput = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept') }),
  z.object({
    answer: z.literal('object'),
    objection: requiredText(claimMessages.objectionRequired, {
      min: 10,
      max: 2000,
      tooLong: claimMessages.objectionTooLong,
    }),
  }),
]);
export type ClaimAnswerInput = z.input<typeof ClaimAnswerInput>;
export type ClaimAnswer = z.output<typeof ClaimAnswerInput>;

/** Why an admin decided or refunded a claim: the guest and the host read it. */
const ClaimNote = requiredText(claimMessages.noteRequired, {
  min: 3,
  max: 1000,
  tooLong: claimMessages.noteTooLong,
});

/** `POST /api/admin/deposit-claims/{id}/decision`: an admin decides an objected claim. */
export const ClaimDecisionInput = z.object({
  decision: z.enum(['uphold', 'reject'], { error: claimMessages.decisionInvalid }),
  note: ClaimNote,
});
export type ClaimDecisionInput = z.input<typeof ClaimDecisionInput>;
export type ClaimDecision = z.output<typeof ClaimDecisionInput>;

/** One claim in the admin's list, with whose stay it is. */
export const AdminDepositClaim = DepositClaimWire.extend({
  reservation_id: z.number(),
  listing_name: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  host_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type AdminDepositClaim = z.infer<typeof AdminDepositClaim>;
export const AdminDepositClaimList = z.object({ data: z.array(AdminDepositClaim) });
export const AdminDepositClaimQuery = z.object({
  status: z.enum(['objected', 'all']).default('objected'),
});
export const AdminDepositClaimReply = z.object({ message: z.string(), data: AdminDepositClaim });

/** `POST /api/reservations/{id}/deposit-claim/photos`: one stored photo, its key for the claim's `photos`. */
export const ClaimPhotoReply = z.object({ data: z.object({ key: z.string(), url: z.string() }) });

/** A stored claim photo's key: `claims/{reservation id}/{file id}.jpg|png`. */
export const ClaimPhotoKey = z
  .string()
  .regex(/^claims\/\d+\/[A-Za-z0-9_-]{8,64}\.(jpg|png)$/, claimMessages.photoKeyInvalid);

/** `POST …/deposit-claim/refund`: why the charged claim is refunded (the guest reads it). */
export const ClaimRefundInput = z.object({
  reason: ClaimNote,
});
export type ClaimRefundInput = z.input<typeof ClaimRefundInput>;
