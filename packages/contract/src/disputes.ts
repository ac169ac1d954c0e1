import { z } from 'zod';

/**
 * Disputes (chargebacks) as the host's reservation drawer and the admin dashboard show them. Amounts in
 * major units of the dispute's currency, instants as ISO strings (decision 0022).
 */
export const DisputeWire = z.object({
  /** Stripe's status: needs_response, under_review, won, lost, warning_* for an inquiry. */
  status: z.string(),
  /** Stripe's reason code (`fraudulent`, `product_not_received`, ...). */
  reason: z.string(),
  /** The reason in words. */
  reason_text: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The last moment evidence can be submitted; null when the bank set none. */
  evidence_due_by: z.string().nullable(),
  /** won | lost once closed, else null. */
  outcome: z.string().nullable(),
  open: z.boolean(),
});
export type DisputeWire = z.infer<typeof DisputeWire>;

/** Stripe's dispute statuses in words, for people (the wire keeps Stripe's codes). */
const DISPUTE_STATUS_TEXT: Readonly<Record<string, string>> = {
  warning_needs_response: 'Inquiry: needs a response',
  warning_under_review: 'Inquiry: under review',
  warning_closed: 'Inquiry closed, no chargeback',
  needs_response: 'Needs a response',
  under_review: 'Under review by the bank',
  won: 'Won',
  lost: 'Lost',
};
/** A dispute's status in words; a status Stripe adds later reads as its code without underscores. */
export const disputeStatusText = (status: string): string =>
  DISPUTE_STATUS_TEXT[status] ?? status.replaceAll('_', ' ');

export const AdminDispute = DisputeWire.extend({
  id: z.number(),
  reservation_id: z.number(),
  listing: z.string(),
  host_email: z.string(),
  created_at: z.string(),
});
export type AdminDispute = z.infer<typeof AdminDispute>;

/** `GET /api/admin/disputes`: the open disputes, evidence due first. */
export const AdminDisputesReply = z.object({ data: z.array(AdminDispute) });
export type AdminDisputesReply = z.infer<typeof AdminDisputesReply>;

/** Stripe's dispute reasons a tester can pick for a simulated dispute (the ones a guest's bank gives for a stay). */
export const TEST_DISPUTE_REASONS = [
  'fraudulent',
  'product_not_received',
  'product_unacceptable',
  'duplicate',
  'credit_not_processed',
] as const;

/**
 * TEST MODE only (the payment simulator; 404 with Stripe): the admin plays the guest's bank, as Stripe's
 * dashboard lets a tester, so the dispute flow can be tried end to end without a real chargeback.
 * `POST /api/admin/reservations/{id}/test-dispute` opens one on the stay's charge.
 */
export const TestDisputeInput = z.object({
  reason: z.enum(TEST_DISPUTE_REASONS, { error: 'Choose a dispute reason' }).default('fraudulent'),
});
/** `POST /api/admin/disputes/{id}/test-close`: the bank decides the dispute, for the platform or for the guest. */
export const TestDisputeCloseInput = z.object({
  outcome: z.enum(['won', 'lost'], { error: 'Choose won or lost' }),
});
export const TestDisputeReply = z.object({ message: z.string() });
