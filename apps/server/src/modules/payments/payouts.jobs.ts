import type { PaymentDeps } from '../../lib/deps.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import * as repo from './payouts.repository.ts';
import { executeReversal, sendReversals } from './payouts.reversals.ts';
import { settlePayout } from './payouts.service.ts';
import { prepareTransfer, transferPayout } from './payouts.transfer.ts';

/** A payout or reversal untouched this long is looked at again (a request or instance died mid-way). */
const STUCK_AFTER_MS = 60_000;
const BATCH = 20;

/**
 * The payout job (decision 0021), safe on any number of instances: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease on `updated_at`, and every provider call runs after the claim's
 * commit with the key written on the row.
 * - Due scheduled payouts are settled and their amount frozen, then transferred.
 * - Paid payouts whose payment was refunded since are settled (a reversal for the host's share).
 * - Reversals written but not answered are sent again (same key).
 */
export async function runPayouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS);
  const due = await deps.db.transaction(async (tx) => {
    const ids = await repo.claimDuePayouts(tx, before, now, BATCH);
    const ready: number[] = [];
    for (const id of ids) if (await prepareTransfer(tx, id, now)) ready.push(id);
    return { claimed: ids.length, ready };
  });
  for (const id of due.ready) await transferPayout(deps, id, now);

  const reversalIds = await deps.db.transaction(async (tx) => {
    const paymentIds = await repo.claimUnsettledPayouts(tx, before, now, BATCH);
    const ids: number[] = [];
    for (const paymentId of paymentIds) ids.push(...(await settlePayout(tx, paymentId)));
    return ids;
  });
  await sendReversals(deps, reversalIds);

  const pending = await deps.db.transaction((tx) => repo.claimPendingReversals(tx, before, now, BATCH));
  for (const id of pending) await executeReversal(deps, id, now).catch(() => undefined);
  return due.claimed + reversalIds.length + pending.length;
}

export function registerPayoutJobs(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.add({ name: 'payouts', everyMs: 60_000, run: () => runPayouts(deps) });
}
