import fc from 'fast-check';
import { currencySymbol, formatPrice } from './money.ts';

const intlPrice = (major: number, currency: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(major);

describe('formatPrice', () => {
  it('writes the symbol and whole units, grouped by thousands', () => {
    expect(formatPrice(120, 'EUR', '€')).toBe('€120');
    expect(formatPrice(1234567.5, 'USD', '$')).toBe('$1,234,568');
    expect(formatPrice(-45, 'GBP', '£')).toBe('-£45');
    expect(formatPrice(5, 'CHF', 'CHF')).toBe('CHF\u00a05');
  });

  it('property: writes what Intl writes, for every currency Intl knows and any amount', () => {
    const currencies = Intl.supportedValuesOf('currency');
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.oneof(
          fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
          fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
        (currency, major) =>
          formatPrice(major, currency, currencySymbol(currency)) === intlPrice(major, currency),
      ),
      { numRuns: 20_000 },
    );
  });

  it('takes the symbol from Intl when none is given', () => {
    for (const currency of ['EUR', 'USD', 'JPY', 'SEK', 'BRL']) {
      expect(formatPrice(1999.4, currency)).toBe(intlPrice(1999.4, currency));
    }
  });
});
