import fc from 'fast-check';
import { minorDigits } from './money.ts';
import { keptTaxLines, taxLinesAfterRefunds } from './taxes-kept.ts';
import { type TaxedStay, taxReportRows } from './taxes-wire.ts';

const lisbon = { name: 'Lisbon city tax', amountMinor: 2_400, taxedGuestNights: 6 };
const vat = { name: 'VAT', amountMinor: 1_601, taxedGuestNights: null };
const stay = (over: Partial<TaxedStay> = {}): TaxedStay => ({
  listingId: 7,
  listingName: 'Alfama flat',
  startDate: '2027-03-10',
  nights: 3,
  guests: 2,
  currency: 'EUR',
  taxes: [lisbon, vat],
  ...over,
});

describe('keptTaxLines', () => {
  it('spreads what a cancelled stay kept over its taxes in proportion, to the cent', () => {
    // 1,000 of 4,001 kept: 599.85 and 400.15, the remainder cent to the larger fraction.
    expect(keptTaxLines([lisbon, vat], 1_000)).toEqual([
      { name: 'Lisbon city tax', amountMinor: 600, taxedGuestNights: null },
      { name: 'VAT', amountMinor: 400, taxedGuestNights: null },
    ]);
    expect(keptTaxLines([lisbon, vat], 0)).toEqual([]);
    // Never more than was charged.
    expect(keptTaxLines([lisbon], 9_999)).toEqual([{ ...lisbon, taxedGuestNights: null }]);
  });

  it('property: the lines add up to what was kept, each within a unit of its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (amounts, keptMinor) => {
          const taxes = amounts.map((amountMinor, i) => ({
            name: `t${i}`,
            amountMinor,
            taxedGuestNights: null,
          }));
          const total = amounts.reduce((a, b) => a + b, 0);
          const kept = Math.min(keptMinor, total);
          const lines = keptTaxLines(taxes, keptMinor);
          expect(lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(kept);
          for (const l of lines) {
            const t = taxes.find((x) => x.name === l.name)!;
            expect(Math.abs(l.amountMinor - (t.amountMinor * kept) / total)).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe('taxLinesAfterRefunds', () => {
  it("lowers a paid stay's taxes by what refunds gave back, in proportion, and keeps its guest-nights", () => {
    // 420 of 4,001 back: 3,581 kept, 2,148.xx and 1,432.xx, the remainder cent to the larger fraction.
    const lines = taxLinesAfterRefunds([lisbon, vat], 420);
    expect(lines).toEqual([
      { ...lisbon, amountMinor: 2_148 },
      { ...vat, amountMinor: 1_433 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(4_001 - 420);
    expect(taxLinesAfterRefunds([lisbon, vat], 0)).toEqual([lisbon, vat]);
    // All of it back: the nights still count, with nothing to remit.
    expect(taxLinesAfterRefunds([lisbon], 5_000)).toEqual([{ ...lisbon, amountMinor: 0 }]);
  });
});

describe('taxReportRows', () => {
  it("a cancelled stay's kept taxes stand on rows of their own, with no nights, beside the paid stays'", () => {
    const rows = taxReportRows(
      [stay(), stay({ startDate: '2027-03-20', cancelled: true, taxes: keptTaxLines([lisbon, vat], 1_000) })],
      minorDigits,
    );
    expect(
      rows.map((r) => [r.tax, r.stays, r.nights, r.guest_nights, r.taxed_guest_nights, r.amount]),
    ).toEqual([
      ['Lisbon city tax', 1, 3, 6, 6, '24.00'],
      ['Lisbon city tax (kept on cancellation)', 1, 0, 0, '', '6.00'],
      ['VAT', 1, 3, 6, '', '16.01'],
      ['VAT (kept on cancellation)', 1, 0, 0, '', '4.00'],
    ]);
  });
});
