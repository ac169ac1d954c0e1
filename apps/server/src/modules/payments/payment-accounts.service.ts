import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { ConnectStatusReply } from '@innkeep/contract/payments';
import type { ConnectedAccount, PaymentsPort } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './payment-accounts.repository.ts';
import { countryCodeOf } from './payments.country.ts';

interface ConnectDeps {
  db: Tx;
  payments: PaymentsPort;
  publicBaseUrl: string;
  /** env.cardPayments: false in production without Stripe keys, where no account can be onboarded. */
  cardPayments: boolean;
}
interface Host {
  id: number;
  email: string;
}

/** A provider that cannot be reached is a 502 with a clear message, not an unexplained 500. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The cause goes to the log with the 502 (the error handler logs every 5xx).
    const failure = new AppError(
      'UPSTREAM_UNAVAILABLE',
      'The payment provider could not be reached. Please try again.',
    );
    throw Object.assign(failure, { cause: err });
  }
}

/** The host's account with the configured provider, or undefined (none yet, or one of another provider). */
async function currentAccount({ db, payments }: Pick<ConnectDeps, 'db' | 'payments'>, userId: number) {
  const row = await repo.findByUser(db, userId);
  return row && row.provider === payments.name ? row : undefined;
}

/**
 * `GET /api/stripe/connect`: the host's connected account, created on the first call, and a fresh
 * onboarding link to it. The provider call is keyed by the user, so concurrent first clicks get the same
 * account from the provider, and the row is unique per user, so they store it once.
 */
export async function onboardingUrl(deps: ConnectDeps, host: Host): Promise<string> {
  // Without Stripe keys the simulator must not stand in for a real onboarding (issue 37 item 11).
  if (!deps.cardPayments) throw new AppError('CARD_PAYMENT_UNAVAILABLE', paymentGateMessages.notSetUp);
  let row = await currentAccount(deps, host.id);
  if (!row) {
    // Stripe fixes the account's country at creation: without the host's own, hosts outside the
    // platform's country could never finish onboarding.
    const country = countryCodeOf(await repo.hostCountry(deps.db, host.id));
    const account = await fromProvider(() =>
      deps.payments.createAccount({
        email: host.email,
        ...(country ? { country } : {}),
        idempotencyKey: `user:${host.id}:${deps.payments.name}:account`,
      }),
    );
    row = await repo.saveAccount(deps.db, host.id, deps.payments.name, account);
  }
  const accountId = row.accountId;
  return fromProvider(() =>
    deps.payments.onboardingLink(accountId, {
      returnUrl: `${deps.publicBaseUrl}/integrations?message=connected`,
      refreshUrl: `${deps.publicBaseUrl}/integrations?message=refresh`,
    }),
  );
}

function statusOf(payments: PaymentsPort, account: ConnectedAccount | null): ConnectStatusReply {
  return {
    verified: (account?.chargesEnabled ?? false) && (account?.transfersEnabled ?? false),
    charges_enabled: account?.chargesEnabled ?? false,
    payouts_enabled: account?.payoutsEnabled ?? false,
    transfers_enabled: account?.transfersEnabled ?? false,
    requirements: account?.requirements ?? [],
    provider: payments.name,
  };
}

/** `GET /api/stripe/status`: refreshed from the provider and stored; `verified` is "can take charges and receive transfers". */
export async function connectStatus(
  deps: Pick<ConnectDeps, 'db' | 'payments' | 'cardPayments'>,
  userId: number,
): Promise<ConnectStatusReply> {
  if (!deps.cardPayments) return { ...statusOf(deps.payments, null), provider: 'none' };
  const row = await currentAccount(deps, userId);
  if (!row) return statusOf(deps.payments, null);
  const account = await fromProvider(() => deps.payments.retrieveAccount(row.accountId));
  await repo.updateFlags(deps.db, account);
  return statusOf(deps.payments, account);
}

/** The simulator's onboarding page: finishes the host's own simulated account. */
export async function completeSimulatedOnboarding(
  deps: Pick<ConnectDeps, 'db' | 'payments'>,
  userId: number,
): Promise<ConnectStatusReply> {
  const simulator = deps.payments.simulator;
  if (!simulator) throw new AppError('NOT_FOUND', 'Not found');
  const row = await currentAccount(deps, userId);
  if (!row) throw new AppError('NOT_FOUND', 'No payment account to onboard yet: start with Connect.');
  const account = await simulator.completeOnboarding(row.accountId);
  await repo.updateFlags(deps.db, account);
  return statusOf(deps.payments, account);
}

/** `account.updated`: the stored flags follow the provider's account. */
export async function applyAccount(db: Tx, account: ConnectedAccount): Promise<void> {
  await repo.updateFlags(db, account);
}
