import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { dash, EMPTY, Fact } from './fact.tsx';

describe('dash', () => {
  it('shows the dash for a missing value and keeps zero', () => {
    expect(dash(null)).toBe(EMPTY);
    expect(dash(undefined)).toBe(EMPTY);
    expect(dash('')).toBe(EMPTY);
    expect(dash(0)).toBe('0');
    expect(dash('15:00')).toBe('15:00');
  });
});

describe('Fact', () => {
  it('shows a label and its value', () => {
    renderWithProviders(<Fact icon={null} label="Bedrooms" value={dash(null)} />);
    expect(screen.getByText('Bedrooms')).toBeInTheDocument();
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });
});
