import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { inputDigits } from '@innkeep/contract/money';
import { MAX_RATE_MINIMUM_NIGHTS, RateMinimumNights } from '@innkeep/contract/rates';

// Neither field clamps on blur (Mantine's default): a minimum stay of 400 would be saved as 365 without a word.
// What is typed stays; a minimum stay out of range is refused before sending (minimumStayIssue).

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

/** The contract's refusal of a minimum stay as typed ('': none asked), or undefined when it may be sent. */
export function minimumStayIssue(minimum: string | number): string | undefined {
  if (minimum === '') return undefined;
  const parsed = RateMinimumNights.safeParse(Number(minimum));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
