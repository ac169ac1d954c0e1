import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { inputDigits } from '@innkeep/contract/money';
import { MAX_RATE_MINIMUM_NIGHTS, RateMinimumNights, RatePrice } from '@innkeep/contract/rates';
import type { z } from 'zod';

// Neither field clamps on blur (Mantine's default): a minimum stay of 400 would be saved as 365 without a word.
// What is typed stays; a price or minimum stay out of range is refused before sending (nightIssues).

/** A night's price field: never negative, the currency's decimals and its symbol in front (none yet: 2 decimals). */
export const priceInput = (currency: string | undefined) =>
  ({
    min: 0,
    allowNegative: false,
    clampBehavior: 'none',
    decimalScale: currency ? inputDigits(currency) : 2,
    prefix: currency ? `${currencySymbol(currency)} ` : undefined,
    hideControls: true,
  }) as const;

/** A minimum stay field, in whole nights. */
export const MINIMUM_STAY_INPUT = {
  min: 1,
  max: MAX_RATE_MINIMUM_NIGHTS,
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: 'none',
  suffix: ' nights',
} as const;

/** Why a night's price or minimum stay as typed cannot be sent, by field; empty when both may be. */
export interface NightIssues {
  price?: string;
  minimum?: string;
}

/** The contract's refusals of a price and a minimum stay as typed; '' is none asked (the bulk edit's unchanged). */
export function nightIssues(price: string | number, minimum: string | number): NightIssues {
  return { price: priceIssue(price), minimum: issueOf(RateMinimumNights, minimum) };
}

/** The contract's refusal of a night's price as typed ('': none asked), or undefined when it may be sent. */
export const priceIssue = (price: string | number) => issueOf(RatePrice, price);

export const hasIssue = (issues: NightIssues) => issues.price !== undefined || issues.minimum !== undefined;

function issueOf(schema: z.ZodType, typed: string | number): string | undefined {
  if (typed === '') return undefined;
  const parsed = schema.safeParse(Number(typed));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
