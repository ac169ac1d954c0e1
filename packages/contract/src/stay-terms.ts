import { z } from 'zod';

/**
 * What the guest accepts next to Pay (decision 0035): the house rules, the check-in window and check-out
 * time, and the cancellation terms. The web asks for the tick; the wire field `accept_terms` is optional so
 * that a client that does not send it still books (docs/requirements/wire.md#R-W1), and the reservation records whether and what was
 * accepted.
 */
export const StayTerms = z.object({
  house_rules: z.string().nullable(),
  check_in_from: z.string().nullable(),
  check_in_until: z.string().nullable(),
  check_out_time: z.string().nullable(),
});
export type StayTerms = z.infer<typeof StayTerms>;

/** The snapshot stored with the reservation when the guest accepted: the terms as they read then. */
export const AcceptedTerms = StayTerms.extend({ cancellation_policy: z.string() });
export type AcceptedTerms = z.infer<typeof AcceptedTerms>;

export const stayTermsMessages = {
  label: 'I accept the house rules, the check-in and check-out times and the cancellation terms',
  required: 'Accept the house rules and the cancellation terms to pay',
} as const;

/** The form's tick: only a ticked box passes (the wire's `accept_terms` is the same answer, 1). */
export const AcceptTermsTick = z
  .boolean({ error: stayTermsMessages.required })
  .refine((ticked) => ticked, stayTermsMessages.required);
