import { randomBytes } from 'node:crypto';
import type { DisputeState, RefundState, SimulatorControls } from './payments.port.ts';

/**
 * The simulator's refunds and disputes, kept like Stripe keeps them: a refund can fail after it succeeded
 * (the money comes back to the platform), and a dispute takes the charge's amount from the platform's
 * balance until the bank decides (won: given back; lost: kept by the guest). Refunds are refused while a
 * charge is disputed, as Stripe refuses them.
 */

/** A stored refund: Stripe's fields the simulator plays. */
export interface StoredRefund {
  id: string;
  status: RefundState['status'];
  amountMinor: number;
  paymentIntentId: string;
  failureReason: string | null;
  /** The caller's key, as Stripe keeps it in the refund's metadata. */
  key: string;
}

export const refundState = (r: StoredRefund): RefundState => ({
  id: r.id,
  status: r.status,
  amountMinor: r.amountMinor,
  paymentIntentId: r.paymentIntentId,
  failureReason: r.failureReason ?? null,
  key: r.key ?? null,
});

interface StoredDispute extends DisputeState {
  evidenceDueAt: string | null;
}

export const disputeState = (d: StoredDispute): DisputeState => ({
  id: d.id,
  paymentIntentId: d.paymentIntentId,
  amountMinor: d.amountMinor,
  currency: d.currency,
  reason: d.reason,
  status: d.status,
  evidenceDueBy: d.evidenceDueAt ? new Date(d.evidenceDueAt) : null,
  withdrawnMinor: d.withdrawnMinor,
  reinstatedMinor: d.reinstatedMinor,
});

/** The part of a stored PaymentIntent a dispute or a failed refund changes. */
interface DisputableIntent {
  id: string;
  status: string;
  currency: string;
  amountReceived: number;
  amountRefunded: number;
  disputed?: boolean;
}

interface Store {
  intentUpdate(id: string, change: <T extends DisputableIntent>(current: T) => T): Promise<DisputableIntent>;
  update<T>(object: string, id: string, change: (current: T) => T): Promise<T>;
  insertOnce<T extends { id: string }>(object: string, key: string, data: T): Promise<T>;
  find<T>(object: string, id: string): Promise<T>;
}

/** Stripe gives the seller about three weeks to answer a chargeback. */
const EVIDENCE_DAYS = 21;

const disputeId = () => `dp_sim_${randomBytes(12).toString('hex')}`;

export function simulatorDisputeControls(
  store: Store,
  refused: (message: string, code: string) => Error,
): Pick<SimulatorControls, 'openDispute' | 'closeDispute' | 'failRefund'> {
  return {
    async openDispute(paymentIntentId, reason) {
      let disputed = 0;
      let currency = '';
      await store.intentUpdate(paymentIntentId, (current) => {
        if (current.status !== 'succeeded')
          throw refused(
            `PaymentIntent ${paymentIntentId} has no charge to dispute.`,
            'charge_not_disputable',
          );
        disputed = current.amountReceived - current.amountRefunded;
        currency = current.currency;
        return { ...current, disputed: true };
      });
      const due = new Date(Date.now() + EVIDENCE_DAYS * 86_400_000);
      const dispute = await store.insertOnce<StoredDispute>('dispute', `dispute:${paymentIntentId}`, {
        id: disputeId(),
        paymentIntentId,
        amountMinor: disputed,
        currency,
        reason,
        status: 'needs_response',
        evidenceDueBy: null,
        evidenceDueAt: due.toISOString(),
        withdrawnMinor: disputed,
        reinstatedMinor: 0,
      });
      return disputeState(dispute);
    },

    async closeDispute(id, outcome) {
      const dispute = await store.update<StoredDispute>('dispute', id, (current) =>
        current.status === 'won' || current.status === 'lost'
          ? current
          : {
              ...current,
              status: outcome,
              reinstatedMinor: outcome === 'won' ? current.withdrawnMinor : 0,
            },
      );
      // A dispute won gives the charge back to the seller: it can be refunded again.
      if (dispute.status === 'won' && dispute.paymentIntentId)
        await store.intentUpdate(dispute.paymentIntentId, (current) => ({ ...current, disputed: false }));
      return disputeState(dispute);
    },

    async failRefund(refundId, reason) {
      const refund = await store.update<StoredRefund>('refund', refundId, (current) =>
        current.status === 'succeeded' ? { ...current, status: 'failed', failureReason: reason } : current,
      );
      if (refund.status === 'failed' && refund.failureReason === reason)
        await store.intentUpdate(refund.paymentIntentId, (current) => ({
          ...current,
          amountRefunded: current.amountRefunded - refund.amountMinor,
        }));
      return refundState(refund);
    },
  };
}
