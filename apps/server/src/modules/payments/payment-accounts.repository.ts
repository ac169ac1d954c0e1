import type { PayoutRoute } from '@innkeep/contract/payout-routes';
import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { ConnectedAccount, ProviderName } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export async function findByUser(db: Tx, userId: number): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return row;
}

/**
 * Verified means the host can be paid for a stay: transfers can reach the account and, under the full
 * service agreement, it can take charges too (a recipient account never does: decision 0049).
 */
export const accountVerified = (
  account: Pick<ConnectedAccount, 'chargesEnabled' | 'transfersEnabled' | 'serviceAgreement'>,
) => account.transfersEnabled && (account.serviceAgreement === 'recipient' || account.chargesEnabled);

const flagsOf = (account: ConnectedAccount) => ({
  verified: accountVerified(account),
  chargesEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  transfersEnabled: account.transfersEnabled,
  requirements: account.requirements,
  serviceAgreement: account.serviceAgreement,
  ...(account.country ? { country: account.country } : {}),
});

/** Stores how the host's account is paid from this platform (decision 0049). */
export async function setPayoutRoute(db: Tx, accountId: string, route: PayoutRoute): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({ payoutRoute: route, updatedAt: new Date() })
    .where(
      and(
        eq(paymentAccounts.accountId, accountId),
        sql`${paymentAccounts.payoutRoute} is distinct from ${route}`,
      ),
    );
}

/**
 * Stores the host's account, or keeps the one already stored: the row is unique per user, so of two
 * concurrent first clicks one inserts and the other finds it. A row of another provider (the simulator's,
 * before Stripe was configured) is replaced by the new one.
 */
export async function saveAccount(
  db: Tx,
  userId: number,
  provider: ProviderName,
  account: ConnectedAccount,
): Promise<PaymentAccountRow> {
  await db
    .insert(paymentAccounts)
    .values({ userId, provider, accountId: account.accountId, ...flagsOf(account) })
    .onConflictDoUpdate({
      target: paymentAccounts.userId,
      set: { provider, accountId: account.accountId, ...flagsOf(account), updatedAt: new Date() },
      setWhere: ne(paymentAccounts.provider, provider),
    });
  const row = await findByUser(db, userId);
  if (!row) throw new Error(`payment account of user ${userId} vanished`);
  return row;
}

/**
 * Keeps the stored flags in step with the provider (status refresh, `account.updated`); writes only when
 * something changed, so refreshing the status page changes no row.
 */
export async function updateFlags(db: Tx, account: ConnectedAccount): Promise<void> {
  const flags = flagsOf(account);
  await db
    .update(paymentAccounts)
    .set({ ...flags, updatedAt: new Date() })
    .where(
      and(
        eq(paymentAccounts.accountId, account.accountId),
        or(
          ne(paymentAccounts.verified, flags.verified),
          ne(paymentAccounts.chargesEnabled, flags.chargesEnabled),
          ne(paymentAccounts.payoutsEnabled, flags.payoutsEnabled),
          ne(paymentAccounts.transfersEnabled, flags.transfersEnabled),
          ne(paymentAccounts.serviceAgreement, flags.serviceAgreement),
          sql`${paymentAccounts.country} is distinct from ${account.country ?? null}`,
          sql`${paymentAccounts.requirements} <> ${JSON.stringify(flags.requirements)}::jsonb`,
        ),
      ),
    );
}

/** The country of the host's most recent listing that has one (the host's profile has no address). */
export async function hostCountry(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: listings.country })
    .from(listings)
    .where(and(eq(listings.hostId, userId), isNotNull(listings.country)))
    .orderBy(desc(listings.id))
    .limit(1);
  return row?.country ?? null;
}
