import { TransferRefused } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { withholdDebts } from './payouts.debts.ts';
import { notifyFailedPayout } from './payouts.failures.ts';
import * as repo from './payouts.repository.ts';
import { sendReversals } from './payouts.reversals.ts';
import { inSettlement, MAX_TRANSFER_ATTEMPTS, RETRY_AFTER_MS } from './payouts.rules.ts';
import { settlePayout } from './payouts.service.ts';

/**
 * In the job's claim transaction: settles a due payout and, when something is left to pay and the host has
 * an account to receive it, freezes the amount and the destination for the transfer. Returns whether to
 * transfer it now.
 */
export async function prepareTransfer(tx: Tx, payoutId: number, now: Date): Promise<boolean> {
  const row = await repo.findPayout(tx, payoutId);
  if (!row) return false;
  await settlePayout(tx, row.payout.paymentId);
  const settled = await repo.payoutOfPayment(tx, row.payout.paymentId);
  const p = settled?.payout;
  if (p?.status !== 'scheduled' || p.amountMinor <= 0) return false;
  if (p.transferredMinor !== null) return true;
  const destination = await repo.destinationOf(tx, p.id);
  if (!destination) {
    await repo.updatePayout(tx, p.id, {
      retryAt: new Date(now.getTime() + RETRY_AFTER_MS),
      failureMessage: 'The host has no payment account that can receive transfers yet.',
    });
    return false;
  }
  const withheld = await withholdDebts(tx, p);
  await repo.updatePayout(tx, p.id, {
    transferredMinor: Math.max(0, p.amountMinor - withheld),
    destinationAccountId: destination,
  });
  return true;
}

/**
 * Transfers one claimed payout (settled and its amount frozen in the claim's transaction), outside any
 * transaction, and applies the answer: paid (then settled again, for a refund that came meanwhile), or,
 * refused, tried again after RETRY_AFTER_MS under the next attempt's key.
 */
export async function transferPayout(deps: PaymentDeps, payoutId: number, now = new Date()): Promise<void> {
  const found = await repo.findPayout(deps.db, payoutId);
  let p = found?.payout;
  if (!found?.providerPaymentId || !p || p.status !== 'scheduled' || p.transferredMinor === null) return;
  if (!p.destinationAccountId) return;
  if (p.transferredMinor === 0) return paidByDebts(deps, p.paymentId, now);
  // No answer from the provider: said on the payout line, and the job repeats it once the lease runs out.
  const settled = await settlementOf(deps, p, found.providerPaymentId).catch(async (err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    await repo.updatePayout(deps.db, payoutId, {
      failureMessage: `Waiting for the payment provider: ${why}`,
    });
    return null;
  });
  if (!settled) return;
  p = settled;
  let outcome: { id: string } | { refused: string };
  try {
    outcome = await deps.payments.transfer({
      amountMinor: inSettlement(p, p.transferredMinor ?? 0),
      currency: p.transferCurrency ?? p.currency,
      destinationAccountId: p.destinationAccountId ?? '',
      sourcePaymentIntentId: found.providerPaymentId,
      transferGroup: `res:${p.reservationId}`,
      idempotencyKey: p.idempotencyKey,
      metadata: { payout_id: String(p.id), reservation_id: String(p.reservationId) },
    });
  } catch (err) {
    if (!(err instanceof TransferRefused)) return; // No answer: the lease runs out and the job repeats it.
    outcome = { refused: err.message };
  }
  const paymentId = p.paymentId;
  const reversalIds = await deps.db.transaction(async (tx) => {
    const current = await repo.payoutOfPayment(tx, paymentId);
    if (!current || current.payout.providerTransferId || current.payout.transferredMinor === null) return [];
    if ('refused' in outcome) {
      await recordRefusal(tx, deps, current.payout, outcome.refused, now);
      return [];
    }
    await repo.updatePayout(tx, current.payout.id, {
      providerTransferId: outcome.id,
      status: current.payout.status === 'held' ? 'held' : 'paid',
      paidAt: now,
      failureMessage: null,
      retryAt: null,
    });
    return settlePayout(tx, paymentId);
  });
  await sendReversals(deps, reversalIds);
}

/** A payout kept whole for the host's earlier debts: paid, with no transfer to send. */
export async function paidByDebts(deps: PaymentDeps, paymentId: number, now: Date): Promise<void> {
  const reversalIds = await deps.db.transaction(async (tx) => {
    const current = await repo.payoutOfPayment(tx, paymentId);
    const p = current?.payout;
    if (!p || p.paidAt || p.transferredMinor !== 0) return [];
    const status = p.status === 'held' ? 'held' : 'paid';
    await repo.updatePayout(tx, p.id, { status, paidAt: now, failureMessage: null, retryAt: null });
    return settlePayout(tx, paymentId);
  });
  await sendReversals(deps, reversalIds);
}

/**
 * A refused transfer is tried again under the next attempt's key after RETRY_AFTER_MS; refused
 * MAX_TRANSFER_ATTEMPTS times it is an incident, not a silent hourly retry: the payout is `failed` and the
 * host and the admins are e-mailed (decision 0049).
 */
async function recordRefusal(tx: Tx, deps: PaymentDeps, payout: repo.PayoutRow, refused: string, now: Date) {
  const attempts = payout.attempts + 1;
  const failed = attempts >= MAX_TRANSFER_ATTEMPTS;
  await repo.updatePayout(tx, payout.id, {
    transferredMinor: null,
    attempts,
    idempotencyKey: `pay:${payout.paymentId}:transfer:${attempts + 1}`,
    retryAt: failed ? null : new Date(now.getTime() + RETRY_AFTER_MS),
    failureMessage: failed
      ? `The payment provider refused the transfer ${attempts} times: ${refused}`
      : refused,
    ...(failed ? { status: 'failed' as const } : {}),
  });
  if (failed) await notifyFailedPayout(tx, deps, payout.id);
}

/**
 * The payout with what its charge became on the platform (currency, amount), read from the provider's
 * balance transaction once, before the first transfer, and kept on the row (decision 0049).
 */
async function settlementOf(deps: PaymentDeps, p: repo.PayoutRow, paymentIntentId: string) {
  if (p.transferCurrency && p.chargeSettledMinor !== null) return p;
  const settled = await deps.payments.chargeSettlement(paymentIntentId);
  const change = {
    transferCurrency: settled.currency.toLowerCase(),
    chargeSettledMinor:
      settled.currency.toLowerCase() === p.currency.toLowerCase() ? p.chargeMinor : settled.amountMinor,
    exchangeRate: settled.exchangeRate,
  };
  await repo.updatePayout(deps.db, p.id, change);
  return { ...p, ...change };
}
