import { expect } from 'vitest';
import { CardError, type ChargeInput } from './payments.port.ts';

/**
 * A stay's charge as the booking asks an adapter for it: the card that pays, captured at once, no host account.
 * `reservation` names the attempt (its idempotency key and metadata); pass what the test is about.
 */
export const stayCharge = (reservation: number | string, over: Partial<ChargeInput> = {}): ChargeInput => ({
  amountMinor: 41_000,
  currency: 'EUR',
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: `res:${reservation}:attempt:1:stay`,
  destinationAccountId: null,
  applicationFeeMinor: 0,
  captureMethod: 'automatic',
  description: 'Stay',
  returnUrl: 'http://localhost/reservation/x',
  metadata: { reservation_id: String(reservation) },
  ...over,
});

/** The CardError a call is refused with; anything else (or no refusal) fails the test. */
export async function cardErrorOf(call: Promise<unknown>): Promise<CardError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardError);
  return error as CardError;
}
