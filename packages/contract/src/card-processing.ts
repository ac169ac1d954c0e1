import { minorDigits, roundMinor } from './money.ts';

/**
 * What card processing costs a payment, as the platform passes it on (decision 0089). Stripe keeps its
 * processing fee on every refund (docs.stripe.com/refunds: "a refund ... might incur a fee"; the fee of the
 * original payment is not returned), so a refund that gave the guest everything back would cost the platform
 * that fee. The rule is Stripe's standard US card price, 2.9 % + 0.30 of the currency's unit, which is at or
 * above its standard EEA, UK and Swiss card prices (docs.stripe.com/pricing): a guest cancelling always keeps
 * at least this much paid, the platform's fee on a stay is never below it, and a host who cancels a paid
 * stay owes it.
 */
export const CARD_PROCESSING_PERCENT = 2.9;
/** Its one name, on the guest's refund and wherever the host sees the same money (a payout's fee). */
export const CARD_PROCESSING = 'Card processing';
/** The fixed part, in major units of the payment's currency (0.30 EUR, 0.30 USD; 0 JPY: no minor unit). */
export const CARD_PROCESSING_FIXED_MAJOR = 0.3;

/** The fixed part in minor units of `currency` (30 for EUR; 0 for JPY, which has no minor unit). */
export function cardProcessingFixedMinor(currency: string): number {
  return Math.round(CARD_PROCESSING_FIXED_MAJOR * 10 ** minorDigits(currency));
}

/**
 * Minor units of card processing on a payment of `amountMinor`, at most the payment; 0 for nothing paid.
 * Rounded up to the currency's step (KWD in tens of fils, ISK in whole krónur): the words, the refund and the
 * fee name one amount that a card can move.
 */
export function cardProcessingMinor(amountMinor: number, currency: string): number {
  if (!Number.isFinite(amountMinor) || amountMinor <= 0) return 0;
  const exact = Math.ceil((amountMinor * CARD_PROCESSING_PERCENT) / 100) + cardProcessingFixedMinor(currency);
  return Math.min(Math.floor(amountMinor), roundMinor(exact, currency, Math.ceil));
}
