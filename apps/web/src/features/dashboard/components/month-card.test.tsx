import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { MonthCard } from './month-card.tsx';

/** docs/requirements/host.md#R-H12: revenue is net of the occupancy taxes, which are shown as their own figure. */
const month = (taxes: { currency: string; amount: number }[]) => ({
  month: '2027-03',
  nights: 4,
  revenue: [{ currency: 'EUR', amount: 400 }],
  taxes,
  occupancy_percent: 13,
});

describe('the month card', () => {
  it('shows revenue net of taxes and the taxes to pay on apart', () => {
    renderWithProviders(
      <MonthCard title="This month" month={month([{ currency: 'EUR', amount: 12 }])} testId="m" />,
    );
    expect(screen.getByText('Revenue, net of taxes')).toBeInTheDocument();
    expect(screen.getByTestId('m-revenue')).toHaveTextContent('€400');
    expect(screen.getByText('Taxes collected, to remit')).toBeInTheDocument();
    expect(screen.getByTestId('m-taxes')).toHaveTextContent('€12');
  });

  it('has no taxes line when no tax was collected', () => {
    renderWithProviders(<MonthCard title="This month" month={month([])} testId="m" />);
    expect(screen.getByTestId('m-revenue')).toHaveTextContent('€400');
    expect(screen.queryByTestId('m-taxes')).toBeNull();
  });
});
