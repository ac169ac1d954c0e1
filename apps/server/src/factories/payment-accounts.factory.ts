import { simulatorPayments } from '../adapters/payments/simulator.payments.ts';
import type { Db, Tx } from '../db/client.ts';
import { paymentAccounts } from '../db/schema/payments.ts';
import { loadInstallId } from '../modules/payments/payments.install.ts';
import { createListing, type ListingInsert } from './listings.factory.ts';
import { createUser } from './users.factory.ts';

/**
 * Connects a host to card payments on the simulator, as finishing the TEST MODE onboarding does: the account
 * exists at the simulator (so charges, transfers and refunds to it work) and our row says it can take
 * charges. Book now is offered only for such hosts (decision 0025).
 */
export async function connectHost(db: Tx, userId: number, email = `host-${userId}@example.com`) {
  const sim = simulatorPayments(db as Db, { publicBaseUrl: '', installId: await loadInstallId(db) });
  const created = await sim.createAccount({ email, idempotencyKey: `factory:user:${userId}:account` });
  const account = await sim.simulator!.completeOnboarding(created.accountId);
  await db
    .insert(paymentAccounts)
    .values({
      userId,
      provider: 'simulator',
      accountId: account.accountId,
      verified: account.chargesEnabled,
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      transfersEnabled: account.transfersEnabled,
      requirements: account.requirements,
      country: account.country,
      // The simulated platform and the account are both in its country (decision 0049).
      payoutRoute: 'transfers',
    })
    .onConflictDoNothing();
  return account;
}

/** A listing Book now is offered on: a new host, connected as above, and a listing of theirs. */
export async function createBookableListing(db: Tx, listing: Partial<ListingInsert> = {}) {
  const host = await createUser(db);
  await connectHost(db, host.id);
  return createListing(db, host.id, listing);
}
