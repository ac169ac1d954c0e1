import { type Json, missing } from './wire.ts';

/**
 * Every object the fake keeps, by kind and id: plain Stripe JSON, so a store can write each one as a row and
 * read it back (store.ts). `balance_transaction` is keyed by its charge, `idempotency` by method, path and key.
 */
export const KINDS = [
  'account',
  'customer',
  'payment_intent',
  'charge',
  'refund',
  'dispute',
  'early_fraud_warning',
  'transfer',
  'balance_transaction',
  'payout',
  'idempotency',
] as const;
export type Kind = (typeof KINDS)[number];
export type FakeState = Record<Kind, Map<string, Json>>;

export function emptyState(): FakeState {
  return Object.fromEntries(KINDS.map((kind) => [kind, new Map<string, Json>()])) as FakeState;
}

/** The fake's clock in Stripe's unit (seconds): the simulator's tests move it to let an authorisation lapse. */
export type Clock = () => number;
export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

/** The stored object of `kind`, or Stripe's 404 for it (`param` names the parameter that gave the id). */
export function stored(state: FakeState, kind: Kind, id: string, param: string): Json {
  const found = state[kind].get(id);
  if (!found) throw missing(kind, id, param);
  return found;
}
