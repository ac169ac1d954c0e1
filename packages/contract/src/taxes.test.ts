import fc from 'fast-check';
import { quoteCancellation } from './cancellation-quote.ts';
import { cardProcessingMinor } from './card-processing.ts';
import { formatMoney } from './money.ts';
import { pricingListing, stayOf as stay } from './pricing.test-helpers.ts';
import { calculatePrice, type PricingListing } from './pricing.ts';
import { priceLines } from './pricing-lines.ts';
import { type TaxRule, taxLines } from './taxes.ts';
import { ListingTaxesInput, readTaxRules, toListingTaxWire, toTaxRule } from './taxes-wire.ts';

const lisbon: TaxRule = {
  name: 'Lisbon city tax',
  type: 'per_person_per_night',
  amountMinor: 400,
  maxNights: 7,
};
const vat: TaxRule = { name: 'VAT', type: 'percentage', percent: 6 };
const listing = (over: Partial<PricingListing> = {}) =>
  pricingListing({ monthlyDiscount: 0, taxes: [lisbon, vat], ...over });

describe('taxLines', () => {
  it('Lisbon: €4 per person per night, 7 nights at most', () => {
    const [three] = taxLines([lisbon], { currency: 'EUR', lodgingMinor: 0, nights: 3, guests: 2 });
    expect(three?.amountMinor).toBe(2 * 3 * 400);
    const [ten] = taxLines([lisbon], { currency: 'EUR', lodgingMinor: 0, nights: 10, guests: 2 });
    expect(ten).toMatchObject({ nightsTaxed: 7, persons: 2, amountMinor: 2 * 7 * 400 });
  });

  it('a tax without a cap counts every night', () => {
    const [line] = taxLines([{ ...lisbon, maxNights: null }], {
      currency: 'EUR',
      lodgingMinor: 0,
      nights: 10,
      guests: 3,
    });
    expect(line?.amountMinor).toBe(3 * 10 * 400);
  });

  it('a percentage rounds once to the currency step: EUR cents, JPY yen, KWD 10 fils', () => {
    const percentTax = (currency: string, percent: number, lodgingMinor: number) =>
      taxLines([{ name: 'T', type: 'percentage', percent }], {
        currency,
        lodgingMinor,
        nights: 1,
        guests: 1,
      })[0]?.amountMinor;
    expect(percentTax('EUR', 6.5, 12_345)).toBe(802); // 802.425
    expect(percentTax('JPY', 7, 12_345)).toBe(864); // 864.15
    expect(percentTax('KWD', 7, 86_380)).toBe(6_050); // 6046.6 → 10 fils
  });
});

describe('calculatePrice with taxes', () => {
  it('percentage on the lodging after discount, cleaning untaxed; total includes the taxes', () => {
    const b = calculatePrice(listing(), stay(7));
    // lodging 700 − 10% = 630; VAT 6% = 37.80; city tax 2 × 7 × 4 = 56
    expect(b.taxes.map((t) => [t.name, t.amountMinor])).toEqual([
      ['Lisbon city tax', 56_00],
      ['VAT', 37_80],
    ]);
    expect(b.taxesMinor).toBe(93_80);
    expect(b.totalPriceMinor).toBe(630_00 + 30_00 + 93_80);
  });

  it('price lines show each tax in order after the fees, with its own key', () => {
    const b = calculatePrice(listing(), stay(3, 3));
    const lines = priceLines(b, (m) => formatMoney(m, 'EUR'));
    const taxes = lines.filter((l) => l.key.startsWith('tax_'));
    expect(taxes.map((l) => l.key)).toEqual(['tax_0', 'tax_1']);
    expect(taxes[0]?.label).toBe('Lisbon city tax (€4 × 3 guests × 3 nights)');
    expect(taxes[1]?.label).toBe('VAT (6%)');
    const shown = lines.filter((l) => !l.excluded).reduce((s, l) => s + l.amountMinor, 0);
    expect(shown).toBe(b.totalPriceMinor);
  });

  it('no taxes: the breakdown is as before', () => {
    const b = calculatePrice(listing({ taxes: undefined }), stay(3));
    expect(b.taxes).toEqual([]);
    expect(b.taxesMinor).toBe(0);
    expect(b.totalPriceMinor).toBe(330_00);
  });

  it('property: the total is the untaxed total plus the lines; caps hold; lines are chargeable steps', () => {
    const currencies = ['EUR', 'JPY', 'KWD', 'ISK'];
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
        fc.integer({ min: 0, max: 50 }),
        (currency, nights, guests, perPerson, percent, maxNights, weekly) => {
          const step = currency === 'KWD' ? 10 : currency === 'ISK' ? 100 : 1;
          const rules: TaxRule[] = [
            { name: 'City', type: 'per_person_per_night', amountMinor: perPerson * step, maxNights },
            { name: 'Pct', type: 'percentage', percent },
          ];
          const base = listing({ currency, priceMinor: 1234 * step, weeklyDiscount: weekly });
          const withTaxes = calculatePrice({ ...base, taxes: rules }, stay(nights, guests));
          const without = calculatePrice({ ...base, taxes: [] }, stay(nights, guests));
          expect(withTaxes.totalPriceMinor).toBe(without.totalPriceMinor + withTaxes.taxesMinor);
          const [city, pct] = withTaxes.taxes;
          expect(city?.nightsTaxed).toBe(maxNights === null ? nights : Math.min(nights, maxNights));
          expect(city?.amountMinor).toBe(perPerson * step * guests * Math.min(nights, maxNights ?? nights));
          const lodging = without.totalPriceMinor - without.cleaningFeeMinor;
          expect(Math.abs((pct?.amountMinor ?? 0) - (lodging * percent) / 100)).toBeLessThanOrEqual(step / 2);
          expect((pct?.amountMinor ?? 0) % step).toBe(0);
        },
      ),
    );
  });
});

describe('cancellation refunds taxes with the lodging they follow', () => {
  const base = {
    policy: 'moderate' as const,
    startDate: '2030-03-10',
    checkInTime: '15:00',
    timeZone: 'UTC',
    bookedAt: new Date('2030-01-01T00:00:00Z'),
    nights: 4,
    currency: 'EUR',
    cleaningFeeMinor: 40_00,
  };
  // 4 nights × 100 + 40 cleaning + 40 taxes
  const total = 400_00 + 40_00 + 40_00;

  it('full refund: everything, taxes included', () => {
    const q = quoteCancellation(
      { ...base, totalMinor: total, taxesMinor: 40_00, refundableMinor: total },
      new Date('2030-03-01T00:00:00Z'),
    );
    // All but the card processing, which is never refunded (decision 0089).
    expect(q.refundMinor).toBe(total - cardProcessingMinor(total, 'EUR'));
  });

  it('moderate, late: cleaning, half of the nights after the first, and the same share of the taxes', () => {
    const q = quoteCancellation(
      { ...base, totalMinor: total, taxesMinor: 40_00, refundableMinor: total },
      new Date('2030-03-08T00:00:00Z'),
    );
    // nights back 150 of 400 → taxes back 150/400 × 40 = 15
    expect(q.refundMinor).toBe(40_00 + 150_00 + 15_00);
  });

  it('strict after the last stage: only the cleaning fee, no taxes', () => {
    const q = quoteCancellation(
      { ...base, policy: 'strict', totalMinor: total, taxesMinor: 40_00, refundableMinor: total },
      new Date('2030-03-09T00:00:00Z'),
    );
    expect(q.refundMinor).toBe(40_00);
  });

  it('property: with taxes the refund is the untaxed refund plus at most the taxes share, never above the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flexible', 'moderate', 'strict'),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 40 * 24 }),
        (policy, nights, lodging, cleaning, taxes, hoursBefore) => {
          const now = new Date(Date.parse('2030-03-10T15:00:00Z') - hoursBefore * 3_600_000);
          const s = { ...base, policy, nights, cleaningFeeMinor: cleaning };
          const untaxed = quoteCancellation(
            { ...s, totalMinor: lodging + cleaning, refundableMinor: 10 ** 9 },
            now,
          );
          const taxed = quoteCancellation(
            { ...s, totalMinor: lodging + cleaning + taxes, taxesMinor: taxes, refundableMinor: 10 ** 9 },
            now,
          );
          // The policy's refund, before the card processing that is never refunded (decision 0089).
          const policy0 = (q: typeof taxed) =>
            q.refundMinor +
            q.kept.filter((l) => l.key === 'card_processing').reduce((n, l) => n + l.amountMinor, 0);
          const [u, t] = [policy0(untaxed), policy0(taxed)];
          const nightsBack = Math.max(0, u - (untaxed.stage === 'full' ? 0 : cleaning));
          expect(t).toBeGreaterThanOrEqual(u);
          expect(taxed.refundMinor).toBeLessThanOrEqual(lodging + cleaning + taxes);
          if (untaxed.stage === 'full') expect(t).toBe(lodging + cleaning + taxes);
          else expect(t - u).toBe(Math.floor((taxes * nightsBack) / lodging) + 0);
        },
      ),
    );
  });
});

describe('the listing form taxes', () => {
  it('accepts Lisbon and a percentage, stores minor units, shows major ones', () => {
    const parsed = ListingTaxesInput.parse([
      { name: ' Lisbon city tax ', type: 'per_person_per_night', amount: '4', max_nights: '7' },
      { name: 'VAT', type: 'percentage', percent: 6.5 },
    ]);
    const rules = parsed.map((t) => toTaxRule(t, 'EUR'));
    expect(rules).toEqual([
      { name: 'Lisbon city tax', type: 'per_person_per_night', amountMinor: 400, maxNights: 7 },
      { name: 'VAT', type: 'percentage', percent: 6.5 },
    ]);
    expect(readTaxRules(JSON.parse(JSON.stringify(rules))).map((r) => toListingTaxWire(r, 'EUR'))).toEqual([
      { name: 'Lisbon city tax', type: 'per_person_per_night', percent: null, amount: 4, max_nights: 7 },
      { name: 'VAT', type: 'percentage', percent: 6.5, amount: null, max_nights: null },
    ]);
  });

  it('refuses a blank name, a bad percent, a zero amount, a fractional cap, duplicates, too many', () => {
    const r = ListingTaxesInput.safeParse([
      { name: ' ', type: 'percentage', percent: 5 },
      { name: 'A', type: 'percentage', percent: 101 },
      { name: 'B', type: 'percentage', percent: 1.234 },
      { name: 'C', type: 'per_person_per_night', amount: 0 },
      { name: 'D', type: 'per_person_per_night', amount: 2, max_nights: 1.5 },
    ]);
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['0.name', '1.percent', '2.percent', '3.amount', '4.max_nights']);
    const dup = ListingTaxesInput.safeParse([
      { name: 'X', type: 'percentage', percent: 1 },
      { name: 'x', type: 'percentage', percent: 2 },
    ]);
    expect(dup.error?.issues[0]?.path).toEqual([1, 'name']);
    const many = ListingTaxesInput.safeParse(
      Array.from({ length: 6 }, (_, i) => ({ name: `T${i}`, type: 'percentage', percent: 1 })),
    );
    expect(many.success).toBe(false);
    expect(ListingTaxesInput.safeParse([{ name: 'N\u0000', type: 'percentage', percent: 1 }]).success).toBe(
      false,
    );
  });
});
