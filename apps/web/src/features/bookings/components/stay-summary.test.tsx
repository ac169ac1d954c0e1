import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { StaySummary } from './stay-summary.tsx';

stubFetch();
const stay = { listing_id: 7, start_date: '2027-03-12', end_date: '2027-03-15', guests: 2 };

describe('StaySummary', () => {
  it('counts the nights from the dates, also while a payment in progress is looked up (no quote asked)', () => {
    renderWithProviders(<StaySummary stay={stay} name="Harbour flat" photo={null} checking />);
    expect(screen.getByTestId('stay-dates')).toHaveTextContent('Mar 12, 2027 – Mar 15, 2027 · 3 nights');
  });
});
