import type { PublicListing } from '@innkeep/contract/search';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { StayRules } from './stay-facts.tsx';

/** The house rules' part of a stay: what the policy's summary reads. */
function stay(
  currency: string,
  fees: { cleaning_fee: number; excluded_fees?: string[]; taxes?: unknown[] },
): PublicListing {
  return {
    currency_code: currency,
    check_in_time_start: '15:00',
    check_in_time_end: '20:00',
    check_out_time: '11:00',
    house_rules: null,
    booking_settings: { minimum_nights: 2, maximum_nights: null, cancellation_policy: 'strict' },
    price_and_fee: { excluded_fees: [], taxes: [], ...fees },
  } as unknown as PublicListing;
}

const policyText = () => screen.getByTestId('cancellation-policy').textContent ?? '';

describe('the stay’s house rules', () => {
  it('write card processing’s fixed part as money in the listing’s currency', () => {
    renderWithProviders(<StayRules stay={stay('USD', { cleaning_fee: 40 })} />);
    expect(policyText()).toContain('Card processing (2.9 % + $0.30 of the payment) is never refunded.');
    expect(policyText()).toContain('after that, only the cleaning fee');
  });

  it('name no cleaning fee for a listing without one', () => {
    renderWithProviders(<StayRules stay={stay('EUR', { cleaning_fee: 0 })} />);
    expect(policyText()).not.toMatch(/cleaning/i);
    expect(policyText()).toContain('2.9 % + €0.30');
  });

  it('name no cleaning fee that the stay’s total leaves out (paid on arrival)', () => {
    renderWithProviders(
      <StayRules stay={stay('EUR', { cleaning_fee: 40, excluded_fees: ['cleaning_fee'] })} />,
    );
    expect(policyText()).not.toMatch(/cleaning/i);
  });

  it('name taxes only for a listing that charges them', () => {
    const { unmount } = renderWithProviders(<StayRules stay={stay('JPY', { cleaning_fee: 5000 })} />);
    expect(policyText()).not.toMatch(/tax/i);
    unmount();
    const cityTax = { name: 'Lisbon city tax', type: 'per_person_per_night', amount: 4, max_nights: 7 };
    renderWithProviders(<StayRules stay={stay('EUR', { cleaning_fee: 40, taxes: [cityTax] })} />);
    expect(policyText()).toContain('half of the nights, with the taxes on that half');
  });
});
