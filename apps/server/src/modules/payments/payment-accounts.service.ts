import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { ConnectStatusReply } from '@innkeep/contract/payments';
import type { PayoutRoute } from '@innkeep/contract/payout-routes';
import { noCardPaymentsReason, serviceAgreementFor } from '@innkeep/contract/payout-routes';
import type { ConnectedAccount, PaymentsPort } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './payment-accounts.repository.ts';
import { countryCodeOf } from './payments.country.ts';
import { routeFor } from './payments.platform.ts';

interface ConnectDeps {
  db: Tx;
  payments: PaymentsPort;
  /** `cardPayments` is false in production without Stripe keys, where no account can be onboarded. */
  env: Pick<Env, 'PLATFORM_COUNTRY' | 'PLATFORM_SETTLEMENT_CURRENCY' | 'publicBaseUrl' | 'cardPayments'>;
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
  // Without Stripe keys the simulator must not stand in for a real onboarding (docs/requirements/money.md#R-M17).
  if (!deps.env.cardPayments) throw new AppError('CARD_PAYMENT_UNAVAILABLE', paymentGateMessages.notSetUp);
  let row = await currentAccount(deps, host.id);
  if (!row) {
    // Stripe fixes the account's country at creation: without the host's own, hosts outside the
    // platform's country could never finish onboarding.
    const country = countryCodeOf(await repo.hostCountry(deps.db, host.id));
    const { route, platformCountry } = await fromProvider(() => routeFor(deps, country));
    // Never an account, and so never a charge, that this platform could not pay out (decision 0049).
    if (route === 'none')
      throw new AppError('CARD_PAYMENT_UNAVAILABLE', noCardPaymentsReason(platformCountry, country));
    const account = await fromProvider(() =>
      deps.payments.createAccount({
        email: host.email,
        ...(country ? { country } : {}),
        serviceAgreement: serviceAgreementFor(route),
        idempotencyKey: `user:${host.id}:${deps.payments.name}:account:${route}`,
      }),
    );
    row = await repo.saveAccount(deps.db, host.id, deps.payments.name, account);
    await repo.setPayoutRoute(deps.db, row.accountId, route);
  }
  const accountId = row.accountId;
  return fromProvider(() =>
    deps.payments.onboardingLink(accountId, {
      returnUrl: `${deps.env.publicBaseUrl}/integrations?message=connected`,
      refreshUrl: `${deps.env.publicBaseUrl}/integrations?message=refresh`,
    }),
  );
}

function statusOf(
  payments: PaymentsPort,
  account: ConnectedAccount | null,
  payout: { route: PayoutRoute | null; reason: string | null },
): ConnectStatusReply {
  const payable = payout.route !== 'none';
  return {
    verified: payable && account !== null && repo.accountVerified(account),
    charges_enabled: account?.chargesEnabled ?? false,
    payouts_enabled: account?.payoutsEnabled ?? false,
    transfers_enabled: account?.transfersEnabled ?? false,
    requirements: account?.requirements ?? [],
    provider: payments.name,
    payout_route: payout.route,
    card_payments_reason: payout.reason,
  };
}

/** The route of a host's account (or, before one exists, of the host's country) and why there is none. */
async function payoutOf(
  deps: Pick<ConnectDeps, 'db' | 'payments' | 'env'>,
  country: string | null | undefined,
) {
  const { route, platformCountry } = await fromProvider(() => routeFor(deps, country));
  return { route, reason: route === 'none' ? noCardPaymentsReason(platformCountry, country) : null };
}

/**
 * `GET /api/stripe/status`: refreshed from the provider and stored; `verified` is "can be paid for a stay on
 * this platform" (decision 0049), and a host this platform cannot pay is told why before onboarding.
 */
export async function connectStatus(
  deps: Pick<ConnectDeps, 'db' | 'payments' | 'env'>,
  userId: number,
): Promise<ConnectStatusReply> {
  if (!deps.env.cardPayments)
    return { ...statusOf(deps.payments, null, { route: null, reason: null }), provider: 'none' };
  const row = await currentAccount(deps, userId);
  if (!row) {
    const country = countryCodeOf(await repo.hostCountry(deps.db, userId));
    return statusOf(deps.payments, null, await payoutOf(deps, country));
  }
  const account = await fromProvider(() => deps.payments.retrieveAccount(row.accountId));
  await repo.updateFlags(deps.db, account);
  const payout = await payoutOf(deps, account.country ?? row.country);
  if (payout.route) await repo.setPayoutRoute(deps.db, row.accountId, payout.route);
  return statusOf(deps.payments, account, payout);
}

/** The simulator's onboarding page: finishes the host's own simulated account. */
export async function completeSimulatedOnboarding(
  deps: Pick<ConnectDeps, 'db' | 'payments' | 'env'>,
  userId: number,
): Promise<ConnectStatusReply> {
  const simulator = deps.payments.simulator;
  if (!simulator) throw new AppError('NOT_FOUND', 'Not found');
  const row = await currentAccount(deps, userId);
  if (!row) throw new AppError('NOT_FOUND', 'No payment account to onboard yet: start with Connect.');
  const account = await simulator.completeOnboarding(row.accountId);
  await repo.updateFlags(deps.db, account);
  return statusOf(deps.payments, account, await payoutOf(deps, account.country ?? row.country));
}

/** `account.updated`: the stored flags follow the provider's account. */
export async function applyAccount(db: Tx, account: ConnectedAccount): Promise<void> {
  await repo.updateFlags(db, account);
}
