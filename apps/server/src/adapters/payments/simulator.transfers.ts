import {
  type ConnectedAccount,
  type PaymentsPort,
  type PlatformAccount,
  type TransferInput,
  TransferRefused,
  type TransferState,
} from './payments.port.ts';
import type { StoredIntent } from './simulator.intents.ts';
import { newId, type SimulatorStore } from './simulator.store.ts';
import type { StripeRefusal } from './test-states.intents.ts';
import { destinationRefusal, reversalRefusal, settlementOf, sourceRefusal } from './test-states.transfers.ts';

/**
 * The simulator's Transfers, their reversals and a charge's balance transaction, in `simulator_objects`; which
 * transfers Stripe allows and what a charge settles as is test-states.transfers.ts's.
 */

interface StoredTransfer {
  id: string;
  amountMinor: number;
  reversedMinor: number;
  currency: string;
  destinationAccountId: string;
  sourcePaymentIntentId: string | null;
  transferGroup: string;
}

/** What earlier transfers took from a charge, kept on the simulator's intent as `amountRefunded` is. */
type FundingIntent = StoredIntent & { transferredMinor?: number };

type TransferMethods = Pick<
  PaymentsPort,
  'transfer' | 'transferFromBalance' | 'reverseTransfer' | 'chargeSettlement'
>;

const refusedFor = (r: StripeRefusal) => new TransferRefused(r.message, r.code);

/** Transfers on the simulator's store, from a platform in `platform`'s country and settlement currency. */
export function simulatorTransfers(store: SimulatorStore, platform: PlatformAccount): TransferMethods {
  const { insertOnce, insertDrawing, find } = store;
  const settlement = (intent: StoredIntent) =>
    settlementOf(intent.amountReceived, intent.currency, { ...platform, processingFee: false });

  async function destination(accountId: string) {
    const account = await find<ConnectedAccount>('account', accountId).catch(() => null);
    const refused = destinationRefusal(
      platform.country,
      account && {
        id: accountId,
        transfersActive: Boolean(account.transfersEnabled),
        country: account.country ?? platform.country,
        recipient: account.serviceAgreement === 'recipient',
      },
      accountId,
    );
    if (refused) throw refusedFor(refused);
  }

  const newTransfer = (input: Omit<TransferInput, 'sourcePaymentIntentId'>, source: string | null) => ({
    id: newId('tr'),
    amountMinor: input.amountMinor,
    reversedMinor: 0,
    currency: input.currency.toLowerCase(),
    destinationAccountId: input.destinationAccountId,
    sourcePaymentIntentId: source,
    transferGroup: input.transferGroup,
  });
  const transferState = (t: StoredTransfer): TransferState => ({
    id: t.id,
    amountMinor: t.amountMinor,
    reversedMinor: t.reversedMinor,
  });

  /** Funded by a charge: drawn on it with its row locked, so transfers never together take more than it brought. */
  async function transfer(input: TransferInput): Promise<TransferState> {
    await destination(input.destinationAccountId);
    const sourceId = input.sourcePaymentIntentId;
    const created = await insertDrawing<StoredTransfer, FundingIntent>(
      'transfer',
      input.idempotencyKey,
      {
        object: 'payment_intent',
        id: sourceId,
        missing: () => refusedFor({ code: 'resource_missing', message: `No such charge: '${sourceId}'` }),
      },
      (source) => {
        const settled = source.amountReceived > 0 ? settlement(source) : null;
        const funded = source.transferredMinor ?? 0;
        const refused = sourceRefusal(
          {
            chargeId: sourceId,
            succeeded: source.status === 'succeeded',
            settled: settled && { currency: settled.currency, amount: settled.amountMinor },
            funded,
          },
          input.currency,
          input.amountMinor,
        );
        if (refused) throw refusedFor(refused);
        return {
          created: newTransfer(input, sourceId),
          parent: { ...source, transferredMinor: funded + input.amountMinor },
        };
      },
    );
    return transferState(created);
  }

  /** From the platform's balance (a dispute won gives the host's share back): the simulator keeps no balance. */
  async function transferFromBalance(
    input: Omit<TransferInput, 'sourcePaymentIntentId'>,
  ): Promise<TransferState> {
    await destination(input.destinationAccountId);
    return transferState(await insertOnce('transfer', input.idempotencyKey, newTransfer(input, null)));
  }

  /** Drawn on the transfer with its row locked, as refunds are on their charge. */
  async function reverseTransfer(input: {
    transferId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amountMinor: number }> {
    const reversal = await insertDrawing<{ id: string; amountMinor: number }, StoredTransfer>(
      'transfer_reversal',
      input.idempotencyKey,
      {
        object: 'transfer',
        id: input.transferId,
        missing: () =>
          refusedFor({ code: 'resource_missing', message: `No such transfer: '${input.transferId}'` }),
      },
      (tr) => {
        const refused = reversalRefusal(input.amountMinor, tr.amountMinor - tr.reversedMinor);
        if (refused) throw refusedFor(refused);
        return {
          created: { id: newId('trr'), amountMinor: input.amountMinor, transferId: input.transferId },
          parent: { ...tr, reversedMinor: tr.reversedMinor + input.amountMinor },
        };
      },
    );
    return { id: reversal.id, amountMinor: reversal.amountMinor };
  }

  return {
    transfer: (input) => transfer(input),
    transferFromBalance: (input) => transferFromBalance(input),
    reverseTransfer: (input) => reverseTransfer(input),

    async chargeSettlement(paymentIntentId) {
      const intent = await find<StoredIntent>('payment_intent', paymentIntentId);
      if (intent.amountReceived <= 0) throw new Error(`${paymentIntentId} has no balance transaction yet`);
      return settlement(intent);
    },
  };
}
