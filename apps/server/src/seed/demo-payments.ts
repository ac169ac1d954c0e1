import { DEPOSIT_CONSENT_VERSION } from '@innkeep/contract/deposit';
import { eq, inArray } from 'drizzle-orm';
import { simulatorPayments } from '../adapters/payments/simulator.payments.ts';
import type { Db, Tx } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { paymentAccounts, payments } from '../db/schema/payments.ts';
import { reservations } from '../db/schema/reservations.ts';
import { loadInstallId } from '../modules/payments/payments.install.ts';
import { paymentStatusOf, stayFee } from '../modules/payments/payments.rules.ts';
import { scheduleStayPayout } from '../modules/payments/payouts.schedule.ts';

/** The demo's fee: PLATFORM_FEE_PERCENT's default (env.ts). */
const DEMO_FEE_PERCENT = 6;

/**
 * The demo's money, made through the payment simulator itself (in the seed's transaction), so that every
 * seeded payment is one the simulator knows and can later refund or release:
 * - Maria has a connected, verified account (James is connected by demo-data.ts, after his stays were paid
 *   here to the platform as they were before, so both hosts' listings offer Book now).
 * - Each paid stay (6) has its succeeded charge; with a damage deposit, the guest agreed to a later claim
 *   and the charge saved the card for it (decision 0024), so the host can claim after check-out.
 * - Each stay in payment processing (4) waits for the guest's 3-D Secure, which the reconciliation job
 *   gives up after PAYMENT_HOLD_MINUTES, as it would for a guest who walked away.
 */
export async function seedDemoPayments(tx: Tx, verifiedHostId: number, now: Date): Promise<number> {
  // The simulator keeps its objects through the handle it is given: here, the seed's transaction.
  const sim = simulatorPayments(tx as Db, { publicBaseUrl: '', installId: await loadInstallId(tx) });
  const account = await sim.createAccount({
    email: 'maria@innkeep.test',
    idempotencyKey: 'seed:account:maria',
  });
  const onboarded = await sim.simulator!.completeOnboarding(account.accountId);
  await tx.insert(paymentAccounts).values({
    userId: verifiedHostId,
    provider: 'simulator',
    accountId: onboarded.accountId,
    verified: onboarded.chargesEnabled && onboarded.transfersEnabled,
    chargesEnabled: onboarded.chargesEnabled,
    payoutsEnabled: onboarded.payoutsEnabled,
    transfersEnabled: onboarded.transfersEnabled,
    requirements: onboarded.requirements,
    country: onboarded.country,
    // The demo's platform and hosts are in Portugal: paid by transfers (decision 0049).
    payoutRoute: 'transfers',
  });

  const rows = await tx
    .select({ r: reservations, hostId: listings.hostId })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(inArray(reservations.statusId, [4, 6]));
  let made = 0;
  for (const { r, hostId } of rows) {
    const destination = hostId === verifiedHostId ? onboarded.accountId : null;
    const saveCard = r.statusId === 6 && r.depositMinor > 0;
    const pay = async (kind: 'stay', amountMinor: number, paymentMethodId: string) => {
      const idempotencyKey = `seed:res:${r.id}:${kind}`;
      const intent = await sim.charge({
        amountMinor,
        currency: r.currency,
        paymentMethodId,
        idempotencyKey,
        destinationAccountId: destination,
        applicationFeeMinor: 0,
        captureMethod: 'automatic',
        description: `Demo reservation ${r.id}`,
        returnUrl: '',
        metadata: { reservation_id: String(r.id), kind },
        setupFutureUsage: saveCard ? 'off_session' : null,
      });
      const [row] = await tx
        .insert(payments)
        .values({
          reservationId: r.id,
          kind,
          provider: 'simulator',
          providerPaymentId: intent.id,
          idempotencyKey,
          paymentMethodId,
          amountMinor,
          feeMinor: kind === 'stay' ? stayFee(amountMinor, r.taxesMinor, DEMO_FEE_PERCENT, r.currency) : 0,
          taxesMinor: kind === 'stay' ? r.taxesMinor : 0,
          currency: r.currency,
          destinationAccountId: destination,
          customerId: intent.customerId ?? null,
          setupFutureUsage: saveCard ? 'off_session' : null,
          status: statusOf(intent),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // A paid stay's payout is scheduled as the payment path schedules it; the payout job pays past ones.
      if (kind === 'stay' && row?.status === 'succeeded') await scheduleStayPayout(tx, row);
      made++;
      return { intent, paymentId: row!.id };
    };

    if (r.statusId === 4) {
      await pay('stay', r.totalPriceMinor, 'pm_card_authenticationRequired');
      continue;
    }
    await pay('stay', r.totalPriceMinor, 'pm_card_visa');
    if (saveCard) {
      await tx
        .update(reservations)
        .set({ depositConsentAt: now, depositConsentVersion: DEPOSIT_CONSENT_VERSION })
        .where(eq(reservations.id, r.id));
    }
  }
  return made;
}

/** The payment row's status for a seeded intent (always a definite one here). */
const statusOf = (intent: Parameters<typeof paymentStatusOf>[0]) => paymentStatusOf(intent) ?? 'created';
