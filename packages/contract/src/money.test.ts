import fc from 'fast-check';
import { currencySymbol } from './currency-symbols.ts';
import { currencyRule, isChargeableCurrency, STRIPE_CURRENCIES } from './currency-table.ts';
import {
  chargeProblem,
  formatMoney,
  formatPrice,
  groupDigits,
  inputDigits,
  maxChargeMinor,
  minChargeMinor,
  minorDigits,
  roundMinor,
  toMajor,
  toMinor,
} from './money.ts';

const codes = [...STRIPE_CURRENCIES.keys()];

describe('the pinned currency table (Stripe, docs.stripe.com/currencies)', () => {
  it('counts minor units as Stripe does, not as ICU does', () => {
    // ICU says 0 decimals for these; Stripe counts them in hundredths (docs/requirements/money.md#R-M2: HUF 30,000 charged as 300).
    for (const code of ['HUF', 'IDR', 'ISK', 'COP', 'PKR', 'TWD']) expect(minorDigits(code)).toBe(2);
    for (const code of ['JPY', 'KRW', 'VND', 'UGX', 'CLP', 'XOF']) expect(minorDigits(code)).toBe(0);
    for (const code of ['BHD', 'JOD', 'KWD', 'OMR', 'TND']) expect(minorDigits(code)).toBe(3);
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('eur')).toBe(2);
  });

  it('a Budapest night at HUF 30,000 is 3,000,000 minor units, as Stripe charges it', () => {
    expect(toMinor(30_000, 'HUF')).toBe(3_000_000);
    expect(toMajor(3_000_000, 'HUF')).toBe(30_000);
    expect(toMinor(12_000, 'JPY')).toBe(12_000);
    expect(toMinor(5.124, 'KWD')).toBe(5120);
    expect(toMinor(5.126, 'KWD')).toBe(5130);
    expect(toMinor(5, 'ISK')).toBe(500);
    expect(toMinor(5.4, 'ISK')).toBe(500);
    expect(toMinor(1.005, 'EUR')).toBe(101);
  });

  it('steps: three-decimal currencies end in 0, ISK is whole krónur, the rest any integer', () => {
    expect(currencyRule('KWD').step).toBe(10);
    expect(currencyRule('ISK').step).toBe(100);
    expect(currencyRule('HUF').step).toBe(1);
    expect(inputDigits('KWD')).toBe(2);
    expect(inputDigits('ISK')).toBe(0);
    expect(inputDigits('EUR')).toBe(2);
    expect(inputDigits('JPY')).toBe(0);
  });

  it("minimums: Stripe's listed ones, and about USD 1 for the rest, each a chargeable step", () => {
    expect(minChargeMinor('USD')).toBe(50);
    expect(minChargeMinor('EUR')).toBe(50);
    expect(minChargeMinor('GBP')).toBe(30);
    expect(minChargeMinor('JPY')).toBe(50);
    expect(minChargeMinor('HUF')).toBe(17_500);
    expect(minChargeMinor('MXN')).toBe(1000);
    expect(minChargeMinor('ISK')).toBe(15_000);
    expect(minChargeMinor('KWD')).toBe(350);
    for (const code of codes) {
      const rule = currencyRule(code);
      expect(rule.minChargeMinor % rule.step, code).toBe(0);
      expect(rule.minChargeMinor, code).toBeGreaterThan(0);
      expect(rule.minChargeMinor, code).toBeLessThan(rule.maxChargeMinor);
    }
  });

  it('maximums: 8 digits, 12 for IDR', () => {
    expect(maxChargeMinor('EUR')).toBe(99_999_999);
    expect(maxChargeMinor('IDR')).toBe(999_999_999_999);
  });

  it('hosts may choose only currencies Stripe charges', () => {
    expect(isChargeableCurrency('EUR')).toBe(true);
    expect(isChargeableCurrency('huf')).toBe(true);
    expect(isChargeableCurrency('IRR')).toBe(false);
    expect(isChargeableCurrency('XXX')).toBe(false);
    expect(codes.length).toBeGreaterThan(130);
  });

  it('does not depend on Intl: the table answers the same with Intl.NumberFormat gone', () => {
    const original = Intl.NumberFormat;
    const before = codes.map((c) => [minorDigits(c), toMinor(123.45, c), minChargeMinor(c)]);
    try {
      Object.defineProperty(Intl, 'NumberFormat', { value: undefined, configurable: true });
      expect(codes.map((c) => [minorDigits(c), toMinor(123.45, c), minChargeMinor(c)])).toEqual(before);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: original, configurable: true });
    }
  });

  it('property: toMinor lands on a chargeable step and toMajor inverts it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.integer({ min: 0, max: 10_000_000_000 }), (code, n) => {
        const minor = roundMinor(n, code);
        expect(minor % currencyRule(code).step).toBe(0);
        expect(Math.abs(minor - n)).toBeLessThanOrEqual(currencyRule(code).step / 2);
        expect(toMinor(toMajor(minor, code), code)).toBe(minor);
      }),
      { numRuns: 5000 },
    );
  }, 120_000);
});

describe('chargeProblem: what Stripe would refuse, said before calling it', () => {
  it('refuses under the minimum, over the maximum, off-step amounts and other currencies', () => {
    expect(chargeProblem(49, 'EUR')).toBe('The amount must be at least €0.50 to be paid by card');
    expect(chargeProblem(50, 'EUR')).toBeNull();
    expect(chargeProblem(49, 'JPY')).toBe('The amount must be at least ¥50 to be paid by card');
    expect(chargeProblem(5125, 'KWD')).toBe(
      'The amount must be in steps of KWD\u00a00.010 in KWD to be paid by card',
    );
    expect(chargeProblem(5120, 'KWD')).toBeNull();
    expect(chargeProblem(15_050, 'ISK')).toBe(
      'The amount must be in steps of kr\u00a01 in ISK to be paid by card',
    );
    expect(chargeProblem(100_000_000, 'EUR')).toBe(
      'The amount must be at most 999,999.99 EUR to be paid by card',
    );
    expect(chargeProblem(100_000_000, 'IDR')).toBeNull();
    expect(chargeProblem(1000, 'IRR')).toBe('Card payments are not available in IRR');
    expect(chargeProblem(30, 'EUR', 'The damage deposit')).toBe(
      'The damage deposit must be at least €0.50 to be paid by card',
    );
  });

  it('property: an amount toMinor makes from a price within the limits is chargeable', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.double({ min: 0, max: 1e6, noNaN: true }), (code, major) => {
        const minor = toMinor(major, code);
        const problem = chargeProblem(minor, code);
        const inRange = minor >= minChargeMinor(code) && minor <= maxChargeMinor(code);
        expect(problem === null).toBe(inRange);
      }),
      { numRuns: 5000 },
    );
  }, 120_000);
});

describe('formatPrice and formatMoney: exact amounts in the currency’s own digits', () => {
  it('whole amounts without decimals (€120), others exact, never rounded to whole units', () => {
    expect(formatPrice(120, 'EUR', '€')).toBe('€120');
    expect(formatPrice(119.5, 'EUR', '€')).toBe('€119.50');
    expect(formatMoney(11_950, 'EUR')).toBe('€119.50');
    expect(formatPrice(1234567.5, 'USD', '$')).toBe('$1,234,567.50');
    expect(formatPrice(-45, 'GBP', '£')).toBe('-£45');
    expect(formatPrice(5, 'CHF', 'CHF')).toBe('CHF\u00a05');
    expect(formatMoney(12_000, 'JPY')).toBe('¥12,000');
    expect(formatMoney(12_350, 'KWD')).toBe('KWD\u00a012.350');
    expect(formatMoney(3_000_000, 'HUF')).toBe('Ft\u00a030,000');
    expect(formatMoney(3_000_050, 'HUF')).toBe('Ft\u00a030,000.50');
    expect(formatMoney(15_000, 'ISK')).toBe('kr\u00a0150');
  });

  it('property: for a whole amount, writes what Intl writes with no decimals', () => {
    const intlPrice = (major: number, currency: string) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(major);
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.integer({ min: -1e9, max: 1e9 }), (currency, major) => {
        expect(formatPrice(major, currency, currencySymbol(currency))).toBe(intlPrice(major, currency));
      }),
      { numRuns: 5000 },
    );
  }, 120_000);

  it('property: for any amount in minor units, writes what Intl writes with the currency’s digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.integer({ min: 0, max: 1e12 }), (currency, n) => {
        const minor = roundMinor(n, currency);
        const major = toMajor(minor, currency);
        const shown = currencyRule(currency).shownDigits;
        const digits = Number.isInteger(major) ? 0 : shown;
        const intl = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(major);
        expect(formatMoney(minor, currency)).toBe(intl);
      }),
      { numRuns: 5000 },
    );
  }, 120_000);
});

describe('groupDigits', () => {
  it('groups whole digits by thousands as toLocaleString en-US does, never the fraction', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999.99, 10_000_000, 1234.5678]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
    expect(groupDigits('1234567')).toBe('1,234,567');
  });
});

describe('currencySymbol', () => {
  it('writes every chargeable currency from the table, never asking Intl (a phone pays for its first number format)', () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const code of STRIPE_CURRENCIES.keys()) {
        const symbol = currencySymbol(code);
        expect(symbol).not.toMatch(/\d/);
        expect(symbol.length).toBeGreaterThan(0);
      }
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('agrees with ICU on the common currencies, in either case', () => {
    expect(['EUR', 'usd', 'GBP', 'JPY', 'ZAR', 'CHF', 'BRL'].map(currencySymbol)).toEqual([
      '€',
      '$',
      '£',
      '¥',
      'R',
      'CHF',
      'R$',
    ]);
  });
});
