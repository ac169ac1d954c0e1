import type { PaymentsPort, RefundState } from './payments.port.ts';
import type { StripeClient } from './stripe.client.ts';
import { refundOf } from './stripe.objects.ts';

type RefundMethods = Pick<PaymentsPort, 'refund' | 'retrieveRefund' | 'listRefunds'>;

/** Refunds of a stay's charge, found again by the key kept in their metadata (stripe.objects.ts). */
export function stripeRefunds({ stripe, installId, key }: StripeClient): RefundMethods {
  return {
    async refund({ paymentIntentId, amountMinor, idempotencyKey, reason }): Promise<RefundState> {
      // A stay charged before decision 0021 was a destination charge: its host's share is taken back with it.
      const { transfer_data } = await stripe.paymentIntents.retrieve(paymentIntentId);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountMinor,
          ...(transfer_data?.destination ? { reverse_transfer: true } : {}),
          // The key in the metadata finds this refund again once Stripe has forgotten the key itself.
          metadata: {
            install_id: installId,
            idempotency_key: key(idempotencyKey),
            ...(reason ? { reason: reason.slice(0, 500) } : {}),
          },
        },
        { idempotencyKey: key(idempotencyKey) },
      );
      return refundOf(refund, installId);
    },

    async retrieveRefund(refundId) {
      return refundOf(await stripe.refunds.retrieve(refundId), installId);
    },

    async listRefunds(paymentIntentId) {
      const found: RefundState[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
        found.push(refundOf(refund, installId));
      return found;
    },
  };
}
