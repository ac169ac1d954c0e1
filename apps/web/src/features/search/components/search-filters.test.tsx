import { searchMessages } from '@innkeep/contract/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { NO_REFINEMENTS } from '../search-refinements.ts';
import { SearchFilters, typedPrice } from './search-filters.tsx';

describe('typedPrice', () => {
  it('reads a whole amount, spaces aside, and nothing for an empty field', () => {
    expect(typedPrice('150')).toBe(150);
    expect(typedPrice(' 1 000 ')).toBe(1000);
    expect(typedPrice('')).toBeNull();
  });

  it('refuses what is not a whole amount in range instead of reading its digits', () => {
    expect(typedPrice('99.50')).toBeUndefined();
    expect(typedPrice('1,000')).toBeUndefined();
    expect(typedPrice('-5')).toBeUndefined();
    expect(typedPrice('2000000')).toBeUndefined();
  });
});

describe('the price filters', () => {
  const open = (value = NO_REFINEMENTS) => {
    const onChange = vi.fn();
    renderWithProviders(<SearchFilters value={value} onChange={onChange} propertyTypes={[]} />);
    return onChange;
  };

  it('keeps "99.50" as typed, says why, and applies nothing', async () => {
    const onChange = open();
    const max = screen.getByRole('textbox', { name: 'Max price a night' });
    await userEvent.type(max, '99.50{Enter}');
    expect(max).toHaveValue('99.50');
    expect(screen.getByText(searchMessages.maxPrice)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a minimum above the maximum rather than clearing the maximum', async () => {
    const onChange = open({ ...NO_REFINEMENTS, maxPrice: 100 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price a night' }), '200{Enter}');
    expect(screen.getByText(searchMessages.priceOrder)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a whole amount', async () => {
    const onChange = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price a night' }), '80');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ minPrice: 80 }));
  });
});
