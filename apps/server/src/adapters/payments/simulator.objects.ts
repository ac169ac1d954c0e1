import { randomBytes } from 'node:crypto';
import type { DisputeState, RefundState, SimulatorControls } from './payments.port.ts';
import {
  type DisputeOpening,
  disputeBlocksRefunds,
  disputeClosed,
  disputeOpened,
  notDisputable,
  refundSettled,
} from './test-states.refunds.ts';

/** The simulator's refunds and disputes, stored as the port reports them; their moves are test-states.refunds.ts's. */

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

const disputeId = () => `dp_sim_${randomBytes(12).toString('hex')}`;

export function simulatorDisputeControls(
  store: Store,
  refused: (message: string, code: string) => Error,
): Pick<SimulatorControls, 'openDispute' | 'closeDispute' | 'failRefund'> {
  return {
    async openDispute(paymentIntentId, reason) {
      // Decided with the intent's row locked; read back once it is marked disputed.
      const decided: { opening?: DisputeOpening | null; currency?: string } = {};
      await store.intentUpdate(paymentIntentId, (current) => {
        const opening = disputeOpened(
          {
            succeeded: current.status === 'succeeded',
            received: current.amountReceived,
            refunded: current.amountRefunded,
          },
          Date.now(),
        );
        if (!opening) {
          const r = notDisputable(paymentIntentId);
          throw refused(r.message, r.code);
        }
        Object.assign(decided, { opening, currency: current.currency });
        return { ...current, disputed: true };
      });
      const { status, amount, evidenceDueMs } = decided.opening as DisputeOpening;
      const currency = decided.currency ?? '';
      const dispute = await store.insertOnce<StoredDispute>('dispute', `dispute:${paymentIntentId}`, {
        id: disputeId(),
        paymentIntentId,
        amountMinor: amount,
        currency,
        reason,
        status,
        evidenceDueBy: null,
        evidenceDueAt: new Date(evidenceDueMs).toISOString(),
        withdrawnMinor: amount,
        reinstatedMinor: 0,
      });
      return disputeState(dispute);
    },

    async closeDispute(id, outcome) {
      const dispute = await store.update<StoredDispute>('dispute', id, (current) => {
        const closed = disputeClosed(current.status, current.withdrawnMinor, outcome);
        return closed ? { ...current, status: closed.status, reinstatedMinor: closed.reinstated } : current;
      });
      // A dispute won gives the charge back to the seller: it can be refunded again.
      if (!disputeBlocksRefunds(dispute.status) && dispute.paymentIntentId)
        await store.intentUpdate(dispute.paymentIntentId, (current) => ({ ...current, disputed: false }));
      return disputeState(dispute);
    },

    async failRefund(refundId, reason) {
      let failedNow = false;
      const refund = await store.update<StoredRefund>('refund', refundId, (current) => {
        failedNow = refundSettled(current.status, 'failed') !== current.status;
        return failedNow ? { ...current, status: 'failed', failureReason: reason } : current;
      });
      // The money comes back once, when the refund fails.
      if (failedNow)
        await store.intentUpdate(refund.paymentIntentId, (current) => ({
          ...current,
          amountRefunded: current.amountRefunded - refund.amountMinor,
        }));
      return refundState(refund);
    },
  };
}
