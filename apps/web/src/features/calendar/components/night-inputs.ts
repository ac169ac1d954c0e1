import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { inputDigits } from '@innkeep/contract/money';

/** A night's price field: never negative, the currency's decimals and its symbol in front (none yet: 2 decimals). */
export const priceInput = (currency: string | undefined) =>
  ({
    min: 0,
    decimalScale: currency ? inputDigits(currency) : 2,
    prefix: currency ? `${currencySymbol(currency)} ` : undefined,
    hideControls: true,
  }) as const;

/** A minimum stay field, in whole nights. */
export const MINIMUM_STAY_INPUT = { min: 1, max: 365, allowDecimal: false, suffix: ' nights' } as const;
