import { formatPrice, toMajor } from '@innkeep/contract/money';
import type { Tx } from '../../db/client.ts';
import { mailAdmins } from '../users/users.service.ts';
import * as debts from './payouts.debts.repository.ts';
import * as repo from './payouts.repository.ts';

/**
 * A host's debt to the platform (decision 0066): Stripe refused to reverse a transfer because the host had
 * already sent the money to their bank. The amount is recorded on the payout (`owed_minor`) and taken from
 * the host's next transfers in the same currency until recovered (`payout_recoveries`); the admins are told.
 */

/** Records a debt on a payout and e-mails the admins, in the caller's transaction. */
export async function recordDebt(
  tx: Tx,
  payout: repo.PayoutRow,
  amountMinor: number,
  why: string,
): Promise<void> {
  if (amountMinor <= 0) return;
  await repo.updatePayout(tx, payout.id, { owedMinor: payout.owedMinor + amountMinor });
  const host = await debts.hostOfPayout(tx, payout.id);
  if (!host) return;
  const amount = formatPrice(toMajor(amountMinor, payout.currency), payout.currency);
  await mailAdmins(tx, {
    subject: `Host owes ${amount} on reservation ${host.reservationId}`,
    preheader: `${amount} could not be taken back from the host (${host.email}).`,
    paragraphs: [
      `${amount} of the host's payout for reservation ${host.reservationId} could not be taken back: ${why}`,
      `It is recorded as owed by ${host.email} and will be kept from their next payouts in ${payout.currency.toUpperCase()} until it is recovered. If they have none coming, contact them.`,
    ],
  });
}

/**
 * Keeps what the host owes on earlier payouts from this payout's transfer (same host, same currency), in
 * the claim's transaction before the amount is frozen. Returns what this payout keeps back in all.
 */
export async function withholdDebts(tx: Tx, payout: repo.PayoutRow): Promise<number> {
  let room = payout.amountMinor - payout.withheldMinor;
  let withheld = payout.withheldMinor;
  if (room <= 0) return withheld;
  const host = await debts.hostOfPayout(tx, payout.id);
  if (!host) return withheld;
  for (const debt of await debts.openDebtsOfHost(tx, host.hostId, payout.currency, payout.id)) {
    const take = Math.min(room, debt.owedMinor - debt.recoveredMinor);
    if (take <= 0) continue;
    await debts.recordRecovery(tx, debt.id, payout.id, take);
    room -= take;
    withheld += take;
    if (room === 0) break;
  }
  if (withheld !== payout.withheldMinor) await repo.updatePayout(tx, payout.id, { withheldMinor: withheld });
  return withheld;
}
