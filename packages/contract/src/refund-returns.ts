import { z } from 'zod';

/**
 * Refunds the guest's bank returned (`refund.failed`): the admins' queue of money to return to the guest
 * another way (decision 0067). Amounts in major units of `currency`, instants as ISO strings.
 */
export const RefundReturn = z.object({
  id: z.number(),
  reservation_id: z.number(),
  /** What to return to the guest, e.g. "return €130 to the guest another way". */
  amount: z.number(),
  currency: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  listing: z.string(),
  /** Stripe's `failure_reason` (e.g. `expired_or_canceled_card`), or null. */
  failure_reason: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type RefundReturn = z.infer<typeof RefundReturn>;

/** `GET /api/admin/refund-returns`: the open ones first, oldest first. */
export const RefundReturnsReply = z.object({ data: z.array(RefundReturn) });
export type RefundReturnsReply = z.infer<typeof RefundReturnsReply>;

/** `POST /api/admin/refund-returns/{id}/resolve`: how the money was returned. */
export const ResolveRefundReturnInput = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Say how the money was returned (for example: bank transfer on 2 Dec).')
    .max(500, 'The note may not be greater than 500 characters.'),
});
export type ResolveRefundReturnInput = z.infer<typeof ResolveRefundReturnInput>;

export const RefundReturnReply = z.object({ data: RefundReturn });
export type RefundReturnReply = z.infer<typeof RefundReturnReply>;
