import { payoutRoute } from '@innkeep/contract/payout-routes';
import { and, eq } from 'drizzle-orm';
import { simulatorObjects } from '../../db/schema/payments.ts';
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
import { convertAtTestRate, hasTestRate, testRate } from './test-exchange-rates.ts';

/** The simulator's Transfers, their reversals and a charge's balance transaction, as Stripe plays them. */

/** The currency a charge settles in: the platform's, or its own when the test table has no rate for it. */
const settlesIn = (platform: PlatformAccount, currency: string) =>
  hasTestRate(currency) && hasTestRate(platform.defaultCurrency)
    ? platform.defaultCurrency
    : currency.toLowerCase();

type TransferMethods = Pick<
  PaymentsPort,
  'transfer' | 'transferFromBalance' | 'reverseTransfer' | 'chargeSettlement'
>;

/** Transfers on the simulator's store, from a platform in `platform`'s country and settlement currency. */
export function simulatorTransfers(store: SimulatorStore, platform: PlatformAccount): TransferMethods {
  const { db, insertOnce, find } = store;

  /**
   * Like Stripe: to an account that can receive transfers in the platform's region (or a recipient account
   * for a cross-border payout), in the currency the funding charge settled in, never more than it brought.
   */
  async function transfer(input: TransferInput): Promise<TransferState> {
    const account = await find<ConnectedAccount>('account', input.destinationAccountId).catch(() => null);
    if (!account?.transfersEnabled) {
      throw new TransferRefused(
        `No such destination, or it cannot receive transfers: '${input.destinationAccountId}'`,
        'account_invalid',
      );
    }
    const route = payoutRoute(platform.country, account.country ?? platform.country);
    if (route === 'none' || (route === 'cross_border' && account.serviceAgreement !== 'recipient')) {
      throw new TransferRefused(
        `Funds can't be sent to accounts located in ${account.country} because it's restricted outside of your platform's region.`,
        'transfers_not_allowed',
      );
    }
    const source = await find<StoredIntent>('payment_intent', input.sourcePaymentIntentId).catch(() => null);
    if (
      source?.status !== 'succeeded' ||
      settlesIn(platform, source.currency) !== input.currency.toLowerCase()
    ) {
      throw new TransferRefused(
        `The source transaction ${input.sourcePaymentIntentId} has no succeeded charge settled in ${input.currency}`,
        'invalid_source_transaction',
      );
    }
    const settled = convertAtTestRate(
      source.amountReceived,
      source.currency,
      settlesIn(platform, source.currency),
    );
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > settled) {
      throw new TransferRefused(
        `Transfer amount (${input.amountMinor}) must be between 1 and the source charge (${settled})`,
        'amount_too_large',
      );
    }
    const stored = await insertOnce('transfer', input.idempotencyKey, {
      id: newId('tr'),
      amountMinor: input.amountMinor,
      reversedMinor: 0,
      currency: input.currency.toLowerCase(),
      destinationAccountId: input.destinationAccountId,
      sourcePaymentIntentId: input.sourcePaymentIntentId,
      transferGroup: input.transferGroup,
    });
    return { id: stored.id, amountMinor: stored.amountMinor, reversedMinor: stored.reversedMinor };
  }

  /** From the platform's balance (a dispute won gives the host's share back): no source charge to check. */
  async function transferFromBalance(
    input: Omit<TransferInput, 'sourcePaymentIntentId'>,
  ): Promise<TransferState> {
    const account = await find<ConnectedAccount>('account', input.destinationAccountId).catch(() => null);
    if (!account?.chargesEnabled)
      throw new TransferRefused(`No such destination: '${input.destinationAccountId}'`, 'account_invalid');
    const stored = await insertOnce('transfer', input.idempotencyKey, {
      id: newId('tr'),
      amountMinor: input.amountMinor,
      reversedMinor: 0,
      currency: input.currency.toLowerCase(),
      destinationAccountId: input.destinationAccountId,
      sourcePaymentIntentId: null,
      transferGroup: input.transferGroup,
    });
    return { id: stored.id, amountMinor: stored.amountMinor, reversedMinor: stored.reversedMinor };
  }

  /** The bound and the reversal are written with the transfer's row locked, as refunds are. */
  function reverseTransfer(input: {
    transferId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amountMinor: number }> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(and(eq(simulatorObjects.id, input.transferId), eq(simulatorObjects.object, 'transfer')))
        .for('update');
      if (!row) throw new TransferRefused(`No such transfer: '${input.transferId}'`, 'resource_missing');
      const [again] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(eq(simulatorObjects.idempotencyKey, input.idempotencyKey));
      if (again) {
        const earlier = again.data as { id: string; amountMinor: number };
        return { id: earlier.id, amountMinor: earlier.amountMinor };
      }
      const tr = row.data as { amountMinor: number; reversedMinor: number };
      const left = tr.amountMinor - tr.reversedMinor;
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > left) {
        throw new TransferRefused(
          `Reversal amount (${input.amountMinor}) is greater than the transfer's unreversed amount (${left})`,
          'amount_too_large',
        );
      }
      const reversal = { id: newId('trr'), amountMinor: input.amountMinor, transferId: input.transferId };
      await tx.insert(simulatorObjects).values({
        id: reversal.id,
        object: 'transfer_reversal',
        idempotencyKey: input.idempotencyKey,
        data: reversal,
      });
      await tx
        .update(simulatorObjects)
        .set({ data: { ...row.data, reversedMinor: tr.reversedMinor + input.amountMinor } })
        .where(eq(simulatorObjects.id, input.transferId));
      return { id: reversal.id, amountMinor: reversal.amountMinor };
    });
  }

  return {
    transfer: (input) => transfer(input),
    transferFromBalance: (input) => transferFromBalance(input),
    reverseTransfer: (input) => reverseTransfer(input),

    async chargeSettlement(paymentIntentId) {
      const intent = await find<StoredIntent>('payment_intent', paymentIntentId);
      if (intent.amountReceived <= 0) throw new Error(`${paymentIntentId} has no balance transaction yet`);
      const to = settlesIn(platform, intent.currency);
      return {
        currency: to,
        amountMinor: convertAtTestRate(intent.amountReceived, intent.currency, to),
        feeMinor: 0,
        exchangeRate: intent.currency === to ? null : String(testRate(intent.currency, to)),
      };
    },
  };
}
