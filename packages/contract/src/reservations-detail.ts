import { z } from 'zod';
import { Calculation } from './bookings.ts';
import { DepositClaimWire } from './deposit-claims.ts';
import { DisputeWire } from './disputes.ts';
import { PayoutLine } from './payouts.ts';
import { ReservationRow, StatusWire } from './reservations.ts';

/**
 * `GET /api/reservations/{id}`: one of the host's reservations with what the detail drawer shows: the
 * price snapshot, the payments and refunds, the history of changes and the damage deposit's state.
 * Amounts in major units of the reservation's currency, as everywhere on the wire.
 */

export const PaymentWire = z.object({
  id: z.number(),
  /** `stay`, `deposit_claim` (a damage claim charged off-session) or `deposit` (an old-style authorisation). */
  kind: z.string(),
  status: z.string(),
  amount: z.number(),
  /** Captured from the deposit's authorisation by a claim. */
  captured: z.number(),
  refunded: z.number(),
  created_at: z.string(),
});

export const RefundWire = z.object({
  id: z.number(),
  payment_id: z.number(),
  amount: z.number(),
  /** pending | succeeded | failed */
  status: z.string(),
  reason: z.string().nullable(),
  /** Why the provider could not make it (Stripe's `failure_reason`), for a failed refund. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});

/** Who a change by an admin (support, acting as Innkeep) is said to be by: never the admin's own name. */
export const SUPPORT_ACTOR_NAME = 'Innkeep support';

/** One recorded change: who (actor and, for a signed-in user, their name), when, from, to, why, refunded. */
export const HistoryEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** guest | host | system | provider */
  actor: z.string(),
  /** The host's or team member's name; SUPPORT_ACTOR_NAME for an admin; null for the rest. */
  actor_name: z.string().nullable(),
  from: StatusWire.nullable(),
  to: StatusWire,
  reason: z.string().nullable(),
  refunded: z.number().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/**
 * none: no deposit asked, or no card saved for it; available: the guest agreed at Pay and the card is saved,
 * so a claim can be charged (decision 0024); claiming: a claim is being charged; awaiting_guest: the guest's
 * bank asks them to approve the claim (they were e-mailed a link); claimed: a claim was charged; failed: the
 * last claim could not be charged (`failure` says why). Since decision 0060 a claim first waits for the guest's
 * answer (`awaiting_answer`), may be objected (`objected`, an admin decides) and closed (`rejected`), and a
 * charged claim can be `refunded`; `claim` has the details. `pending`, `held` and `released` describe
 * authorisations made before decision 0024.
 */
export const DEPOSIT_STATES = [
  'none',
  'available',
  'claiming',
  'awaiting_guest',
  'awaiting_answer',
  'objected',
  'rejected',
  'refunded',
  'claimed',
  'failed',
  'pending',
  'held',
  'released',
] as const;

export const DepositWire = z.object({
  state: z.enum(DEPOSIT_STATES),
  amount: z.number(),
  /** Charged (or being charged) by the host's claim. */
  claimed: z.number(),
  /** Why the last claim failed (the card provider's message), or null. */
  failure: z.string().nullable(),
  /** The claim window (`YYYY-MM-DD`, both days included). */
  claim_opens: z.string(),
  claim_closes: z.string(),
  /** A claim can be made today: a paid stay, a card saved for it, no claim charged or in progress, inside the window. */
  claimable: z.boolean(),
  /** The latest claim (decision 0060), or null. */
  claim: DepositClaimWire.nullable(),
});

export const ReservationDetail = ReservationRow.extend({
  /** The guest's message with the inquiry (plain text), or null. */
  message: z.string().nullable(),
  /** The price as calculated when the guest asked; null for rows stored before snapshots. */
  price_breakdown: Calculation.nullable(),
  payments: z.array(PaymentWire),
  refunds: z.array(RefundWire),
  /** Oldest first. */
  history: z.array(HistoryEntry),
  /** What can still be refunded of the stay's payments. */
  refundable: z.number(),
  deposit: DepositWire,
  /** What each captured payment pays the host, as on the payouts page (decision 0021). */
  payouts: z.array(PayoutLine),
  /** The latest dispute of the reservation's payments (open or closed), or null. */
  dispute: DisputeWire.nullable(),
});
export type ReservationDetail = z.infer<typeof ReservationDetail>;
export const ReservationDetailReply = z.object({ data: ReservationDetail });
export const DepositClaimReply = z.object({ message: z.string(), data: ReservationDetail });
