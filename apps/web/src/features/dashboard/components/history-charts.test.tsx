import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { HistoryCharts } from './history-charts.tsx';

const month = (m: string, revenue: { currency: string; amount: number }[]) => ({
  month: m,
  nights: 3,
  revenue,
  taxes: [],
});

describe('the history charts', () => {
  it('names both charts as figures and picks the revenue currency', async () => {
    renderWithProviders(
      <HistoryCharts
        history={[month('2027-02', [{ currency: 'EUR', amount: 300 }])]}
        forward={[month('2027-03', [{ currency: 'USD', amount: 90 }])]}
      />,
    );
    expect(screen.getByRole('figure', { name: /^Booked nights per month/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Revenue per month/ })).toBeInTheDocument();
    // One currency at a time, the first by code until the host picks another.
    expect(screen.getByRole('radio', { name: 'EUR' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'USD' }));
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
  });

  it('says so when no stay was paid, instead of an empty revenue chart', () => {
    renderWithProviders(<HistoryCharts history={[month('2027-02', [])]} forward={[]} />);
    expect(screen.getByText('No paid stays in the last 12 months or the next 6.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /^Revenue per month/ })).toBeNull();
    expect(screen.getByRole('figure', { name: /^Booked nights per month/ })).toBeInTheDocument();
  });
});
