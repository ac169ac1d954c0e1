import { and, desc, eq, sql } from 'drizzle-orm';
import { simulatorObjects } from '../../db/schema/payments.ts';
import { installKey, type PaymentsPort } from './payments.port.ts';
import type { StoredIntent } from './simulator.intents.ts';
import { refundState, type StoredRefund } from './simulator.objects.ts';
import { newId, SimulatorRequestError, type SimulatorStore } from './simulator.store.ts';

/** The simulator's Refunds, as Stripe plays them: bounded by what the charge received, refused while disputed. */

type RefundMethods = Pick<PaymentsPort, 'refund' | 'retrieveRefund' | 'listRefunds'>;

export function simulatorRefunds(store: SimulatorStore): RefundMethods {
  const { db, installId, find } = store;
  return {
    async refund({ paymentIntentId, amountMinor, idempotencyKey: callerKey }) {
      const idempotencyKey = installKey(installId, callerKey);
      // The bound and the refund row are written in one transaction with the intent's row locked, so two
      // refunds can never together exceed what was received.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: simulatorObjects.data })
          .from(simulatorObjects)
          .where(and(eq(simulatorObjects.id, paymentIntentId), eq(simulatorObjects.object, 'payment_intent')))
          .for('update');
        if (!row) {
          throw new SimulatorRequestError(`No such payment_intent: '${paymentIntentId}'`, 'resource_missing');
        }
        const intent = row.data as unknown as StoredIntent;
        const [again] = await tx
          .select({ data: simulatorObjects.data })
          .from(simulatorObjects)
          .where(eq(simulatorObjects.idempotencyKey, idempotencyKey));
        if (again) return refundState(again.data as unknown as StoredRefund);
        if (intent.status !== 'succeeded') {
          throw new SimulatorRequestError(
            `This PaymentIntent does not have a successful charge to refund (status ${intent.status}).`,
            'charge_not_refundable',
          );
        }
        if (intent.disputed) {
          throw new SimulatorRequestError(
            `Charge for PaymentIntent ${paymentIntentId} has been charged back; cannot issue a refund.`,
            'charge_disputed',
          );
        }
        const left = intent.amountReceived - intent.amountRefunded;
        if (!Number.isSafeInteger(amountMinor) || amountMinor < 1 || amountMinor > left) {
          throw new SimulatorRequestError(
            `Refund amount (${amountMinor}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
          );
        }
        const refund: StoredRefund = {
          id: newId('re'),
          status: 'succeeded',
          amountMinor,
          paymentIntentId,
          failureReason: null,
          key: callerKey,
        };
        await tx.insert(simulatorObjects).values({
          id: refund.id,
          object: 'refund',
          idempotencyKey,
          data: refund as unknown as Record<string, unknown>,
        });
        await tx
          .update(simulatorObjects)
          .set({ data: { ...intent, amountRefunded: intent.amountRefunded + amountMinor } })
          .where(eq(simulatorObjects.id, paymentIntentId));
        return refundState(refund);
      });
    },

    async retrieveRefund(refundId) {
      return refundState(await find<StoredRefund>('refund', refundId));
    },

    async listRefunds(paymentIntentId) {
      const rows = await db
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(
          and(
            eq(simulatorObjects.object, 'refund'),
            sql`${simulatorObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
          ),
        )
        .orderBy(desc(simulatorObjects.createdAt));
      return rows.map((r) => refundState(r.data as unknown as StoredRefund));
    },
  };
}
