import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ProviderName } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { applyIntent } from './payments.apply.ts';
import * as repo from './payments.repository.ts';
import { hostCanBePaid } from './payments.rules.ts';

/** What the gates read: whether card payment is on (env.cardPayments) and which provider's account counts. */
export type GateEnv = Pick<Env, 'cardPayments' | 'STRIPE_SECRET_KEY'>;

/** The provider app.ts picks (paymentsAdapter): Stripe with a key, else the simulator. */
export const providerOf = (env: GateEnv): ProviderName => (env.STRIPE_SECRET_KEY ? 'stripe' : 'simulator');

export type CardRefusal = 'card_payments_off' | 'host_cannot_be_paid';

/** Why a card payment for this host's stay cannot be taken now, or null when it can. Reads only our rows. */
export async function cardRefusal(db: Tx, env: GateEnv, hostId: number): Promise<CardRefusal | null> {
  if (!env.cardPayments) return 'card_payments_off';
  const account = await repo.hostAccount(db, hostId, providerOf(env));
  return hostCanBePaid(account) ? null : 'host_cannot_be_paid';
}

/** `book_now_available` of a public listing: Book now is offered only when it would be accepted. */
export async function bookNowAvailable(db: Tx, env: GateEnv, hostId: number): Promise<boolean> {
  return (await cardRefusal(db, env, hostId)) === null;
}

/**
 * Refuses (409 CARD_PAYMENT_UNAVAILABLE) a card payment that could not be taken, before any row or provider
 * call: `guest` for Book now, `approved` for Pay on the finalise page, `staff` for the host's own form.
 */
export async function assertCardPaymentOpen(
  db: Tx,
  env: GateEnv,
  hostId: number,
  who: 'guest' | 'approved' | 'staff',
): Promise<void> {
  const refusal = await cardRefusal(db, env, hostId);
  if (refusal === null) return;
  const message =
    refusal === 'card_payments_off'
      ? paymentGateMessages.cardPaymentsOff
      : who === 'staff'
        ? paymentGateMessages.connectFirst
        : who === 'approved'
          ? paymentGateMessages.hostCannotBePaidNow
          : paymentGateMessages.hostCannotBePaid;
  throw new AppError('CARD_PAYMENT_UNAVAILABLE', message);
}

/**
 * Ends the bank check of a reservation's stay payment that is still waiting for it (Book now whose browser
 * never opened the check): cancels the intent at the provider with the same key the reconciliation job
 * uses, and applies the result, which frees the dates. If it finished meanwhile, that state is applied.
 * Returns whether a waiting payment was found.
 */
export async function releaseWaitingAuthentication(
  deps: PaymentDeps,
  reservationId: number,
  now = new Date(),
): Promise<boolean> {
  const payment = await repo.latestStayPayment(deps.db, reservationId);
  const intentId = payment?.providerPaymentId;
  if (payment?.status !== 'requires_action' || !intentId) return false;
  const intent = await deps.payments
    .cancel(intentId, `pay:${payment.id}:cancel`)
    .catch(() => deps.payments.retrieve(intentId).catch(() => null));
  if (intent) await applyIntent(deps, intent, now);
  return true;
}

/**
 * `bookNowAvailable` as a condition on a listing's host id column, for search's instant booking filter: card
 * payment is on and the host's account (of the provider in use) can be paid. False for every host when off.
 */
export function bookNowAvailableSql(env: GateEnv, hostId: AnyColumn | SQL): SQL {
  return env.cardPayments ? repo.hostCanBePaidSql(providerOf(env), hostId) : sql`false`;
}
