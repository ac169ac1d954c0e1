import { and, desc, eq, sql } from 'drizzle-orm';
import { simulatorObjects } from '../../db/schema/payments.ts';
import type { PaymentsPort } from './payments.port.ts';
import type { StoredIntent } from './simulator.intents.ts';
import { refundState, type StoredRefund } from './simulator.objects.ts';
import { newId, SimulatorRequestError, type SimulatorStore } from './simulator.store.ts';
import { refundRefusal } from './test-states.refunds.ts';

/** The simulator's Refunds, in `simulator_objects`; when Stripe refuses one is test-states.refunds.ts's. */

type RefundMethods = Pick<PaymentsPort, 'refund' | 'retrieveRefund' | 'listRefunds'>;

export function simulatorRefunds(store: SimulatorStore): RefundMethods {
  const { db, find, insertDrawing } = store;
  return {
    async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
      const refund = await insertDrawing<StoredRefund, StoredIntent>(
        'refund',
        idempotencyKey,
        {
          object: 'payment_intent',
          id: paymentIntentId,
          missing: () =>
            new SimulatorRequestError(`No such payment_intent: '${paymentIntentId}'`, 'resource_missing'),
        },
        (intent) => {
          const refused = refundRefusal(
            {
              paymentIntentId,
              // The simulator keeps no Charge objects: its intent stands for the charge.
              chargeId: paymentIntentId,
              succeeded: intent.status === 'succeeded',
              disputed: Boolean(intent.disputed),
              received: intent.amountReceived,
              refunded: intent.amountRefunded,
            },
            amountMinor,
          );
          if (refused) throw new SimulatorRequestError(refused.message, refused.code);
          const created: StoredRefund = {
            id: newId('re'),
            status: 'succeeded',
            amountMinor,
            paymentIntentId,
            failureReason: null,
            key: idempotencyKey,
          };
          return { created, parent: { ...intent, amountRefunded: intent.amountRefunded + amountMinor } };
        },
      );
      return refundState(refund);
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
