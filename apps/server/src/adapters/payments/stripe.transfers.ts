import Stripe from 'stripe';
import { type PaymentsPort, TransferRefused } from './payments.port.ts';
import type { StripeClient } from './stripe.client.ts';

/** An invalid request (no such account, no transfers capability, too much) is final for its key. */
async function mapRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError)
      throw new TransferRefused(err.message, err.code ?? 'invalid_request_error');
    throw err;
  }
}

type TransferMethods = Pick<
  PaymentsPort,
  'transfer' | 'transferFromBalance' | 'reverseTransfer' | 'chargeSettlement'
>;

/** Separate charges and transfers: the host's share leaves the platform by a Transfer, and comes back by a reversal. */
export function stripeTransfers({ stripe, key, tagged }: StripeClient): TransferMethods {
  return {
    async chargeSettlement(paymentIntentId) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = pi.latest_charge;
      const txn = typeof charge === 'object' && charge ? charge.balance_transaction : null;
      if (!txn || typeof txn === 'string')
        throw new Error(`${paymentIntentId} has no balance transaction yet`);
      return {
        currency: txn.currency,
        amountMinor: txn.amount,
        feeMinor: txn.fee,
        exchangeRate: txn.exchange_rate === null ? null : String(txn.exchange_rate),
      };
    },

    transfer(input) {
      return mapRefusals(async () => {
        const pi = await stripe.paymentIntents.retrieve(input.sourcePaymentIntentId);
        const charge = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
        if (!charge) throw new TransferRefused(`${pi.id} has no charge to fund a transfer`, 'no_charge');
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            // Funded by the stay's own charge: it succeeds before the charge's funds are available.
            source_transaction: charge,
            transfer_group: input.transferGroup,
            metadata: tagged(input.metadata),
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return { id: transfer.id, amountMinor: transfer.amount, reversedMinor: transfer.amount_reversed };
      });
    },

    transferFromBalance(input) {
      return mapRefusals(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return { id: transfer.id, amountMinor: transfer.amount, reversedMinor: transfer.amount_reversed };
      });
    },

    reverseTransfer({ transferId, amountMinor, idempotencyKey, metadata }) {
      return mapRefusals(async () => {
        const reversal = await stripe.transfers.createReversal(
          transferId,
          { amount: amountMinor, metadata: tagged(metadata) },
          { idempotencyKey: key(idempotencyKey) },
        );
        return { id: reversal.id, amountMinor: reversal.amount };
      });
    },
  };
}
