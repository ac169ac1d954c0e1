import { cardProcessingMinor } from './card-processing.ts';

describe('cardProcessingMinor', () => {
  it('is 2.9 % (rounded up) plus 0.30 of the currency', () => {
    expect(cardProcessingMinor(330_00, 'EUR')).toBe(957 + 30);
    expect(cardProcessingMinor(100, 'usd')).toBe(3 + 30);
  });

  it('covers Stripe standard EEA pricing (1.5 % + €0.25) on any amount', () => {
    for (const amount of [1_00, 17_00, 330_00, 12_345_67])
      expect(cardProcessingMinor(amount, 'EUR')).toBeGreaterThanOrEqual(Math.round(amount * 0.015) + 25);
  });

  it('has no fixed part in a currency without minor units, and three digits where there are three', () => {
    expect(cardProcessingMinor(40_000, 'JPY')).toBe(1_160);
    expect(cardProcessingMinor(10_000, 'KWD')).toBe(290 + 300);
  });

  it('is rounded up to what the currency can refund: tens of fils in KWD, whole krónur in ISK', () => {
    // 2.9 % of KWD 1,035.750 is 30,036.75 fils: with the fixed 300, KWD 30.337 is no refundable amount.
    expect(cardProcessingMinor(1_035_750, 'KWD')).toBe(30_340);
    // ISK 10,000: 29,000 + the fixed 0.30 ISK, which no card can charge.
    expect(cardProcessingMinor(10_000_00, 'ISK')).toBe(29_100);
  });

  it('is never more than the payment, and 0 for nothing paid', () => {
    expect(cardProcessingMinor(20, 'EUR')).toBe(20);
    expect(cardProcessingMinor(0, 'EUR')).toBe(0);
    expect(cardProcessingMinor(-5, 'EUR')).toBe(0);
    expect(cardProcessingMinor(Number.NaN, 'EUR')).toBe(0);
  });
});
