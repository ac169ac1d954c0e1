import type { Calculation } from '@innkeep/contract/bookings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

const calculation = (cleaningExcluded: boolean) =>
  ({
    currency: 'EUR',
    currency_symbol: '€',
    nights_count: 3,
    total_price: cleaningExcluded ? 438 : 478,
    refundable_damage_deposit: 200,
    lines: [
      { key: 'nights', label: '€146 × 3 nights', amount: 438, excluded: false },
      { key: 'cleaning_fee', label: 'Cleaning fee', amount: 40, excluded: cleaningExcluded },
      { key: 'refundable_damage_deposit', label: 'Damage deposit', amount: 200, excluded: true },
    ],
  }) as unknown as Calculation;

describe('PriceBreakdown', () => {
  it('says who collects a fee left out of the total, and when, under the total', () => {
    renderWithProviders(<PriceBreakdown calculation={calculation(true)} />, { env: 'test' });
    expect(screen.getByTestId('price-total')).toHaveTextContent('€438');
    expect(screen.getAllByTestId('arrival-fee').map((n) => n.textContent)).toEqual([
      '+ €40 cleaning fee paid to the host on arrival',
    ]);
    expect(screen.getByText('Paid to the host on arrival, not in total')).toBeInTheDocument();
    // The deposit is not a fee paid at the door.
    expect(screen.getByText('Only if damage is reported, not in total')).toBeInTheDocument();
  });

  it('adds no note when every fee is in the total', () => {
    renderWithProviders(<PriceBreakdown calculation={calculation(false)} />, { env: 'test' });
    expect(screen.getByTestId('price-total')).toHaveTextContent('€478');
    expect(screen.queryByTestId('arrival-fee')).toBeNull();
  });
});
