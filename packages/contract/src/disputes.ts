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
