import {
  arrivalFeeNote,
  feesPaidOnArrival,
  isPaidOnArrival,
  totalWithArrivalFees,
} from './fees-on-arrival.ts';
import { formatMoney } from './money.ts';

describe('fees paid to the host on arrival', () => {
  it('is the cleaning fee the listing leaves out of the reservation sum, never a zero fee', () => {
    const excluded = ['cleaning_fee', 'refundable_damage_deposit'] as const;
    expect(feesPaidOnArrival({ cleaningFeeMinor: 40_00, excludedFees: [...excluded] })).toEqual([
      { key: 'cleaning_fee', label: 'Cleaning fee', amountMinor: 40_00 },
    ]);
    expect(
      feesPaidOnArrival({ cleaningFeeMinor: 40_00, excludedFees: ['refundable_damage_deposit'] }),
    ).toEqual([]);
    expect(feesPaidOnArrival({ cleaningFeeMinor: 0, excludedFees: [...excluded] })).toEqual([]);
  });

  it('reads as the guest is told it, in the one money format', () => {
    expect(arrivalFeeNote('Cleaning fee', formatMoney(40_00, 'EUR'))).toBe(
      '+ €40 cleaning fee paid to the host on arrival',
    );
    expect(arrivalFeeNote('Cleaning fee', formatMoney(40_50, 'CHF'))).toBe(
      '+ CHF\u00a040.50 cleaning fee paid to the host on arrival',
    );
  });

  it('tells a fee collected on arrival from the deposit, which is charged only for damage', () => {
    expect(isPaidOnArrival({ key: 'cleaning_fee', excluded: true })).toBe(true);
    expect(isPaidOnArrival({ key: 'cleaning_fee', excluded: false })).toBe(false);
    expect(isPaidOnArrival({ key: 'refundable_damage_deposit', excluded: true })).toBe(false);
  });
});

describe('totalWithArrivalFees (the e-mails)', () => {
  it('adds the note to a total only when a fee is paid on arrival', () => {
    const format = (minor: number) => formatMoney(minor, 'EUR');
    expect(totalWithArrivalFees('€438', [], format)).toBe('€438');
    expect(
      totalWithArrivalFees(
        '€438',
        [{ key: 'cleaning_fee', label: 'Cleaning fee', amountMinor: 40_00 }],
        format,
      ),
    ).toBe('€438 (+ €40 cleaning fee paid to the host on arrival)');
  });
});
