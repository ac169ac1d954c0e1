import { z } from 'zod';
import {
  CANCELLATION_POLICIES,
  cancellationMessages,
  cancellationPolicyMessages,
  DEFAULT_CANCELLATION_POLICY,
} from './cancellation.ts';

/**
 * The cancellation's schemas: the listing's policy field and the cancel routes' bodies. Apart from the rules
 * (cancellation.ts), which a stay page shows, so that it builds no schema as it loads.
 */

/** The listing field: one of the three, `moderate` when left out or blank. */
export const CancellationPolicyField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? DEFAULT_CANCELLATION_POLICY : v),
  z.enum(CANCELLATION_POLICIES, { error: cancellationPolicyMessages.invalid }),
);

/** `POST /api/bookings/reservation/{unique_hash}/cancel`: the guest's cancellation and what comes back. */
export const GuestCancelReply = z.object({
  message: z.string(),
  data: z.object({
    unique_hash: z.string(),
    status_id: z.number(),
    currency: z.string(),
    /** Refunded under the policy, major units. */
    refund: z.number(),
  }),
});
export type GuestCancelReply = z.infer<typeof GuestCancelReply>;

/** `POST /api/admin/reservations/{id}/cancel`: an admin cancels any reservation, after check-in too. */
export const AdminCancelInput = z.object({
  /** Who bears the full refund: the host (`host_cancellation`) or the platform (`platform`). */
  // The message is the admin's (the dialog's two choices), not the wire's codes; `errors.cause` names the field.
  cause: z.enum(['host_cancellation', 'platform'], {
    error: 'Choose who bears the refund: the host or Innkeep',
  }),
  reason: z
    .string({ error: cancellationMessages.adminReasonRequired })
    .trim()
    .min(3, cancellationMessages.adminReasonRequired)
    .max(1000, 'Keep the reason under 1000 characters'),
});
export type AdminCancelInput = z.input<typeof AdminCancelInput>;
export const AdminCancelReply = z.object({
  message: z.string(),
  /** Refunded, major units of the reservation's currency. */
  data: z.object({ reservation_id: z.number(), refund: z.number() }),
});
