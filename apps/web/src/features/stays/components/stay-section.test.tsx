import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { StaySection } from './stay-section.tsx';

describe('a stay page section', () => {
  it('is a region named by its heading, with the anchor a link jumps to', () => {
    renderWithProviders(
      <StaySection name="calendar" title="Availability" anchor="availability">
        <p>Months</p>
      </StaySection>,
    );
    const region = screen.getByRole('region', { name: 'Availability' });
    expect(region).toHaveAttribute('id', 'availability');
    expect(region).toContainElement(screen.getByText('Months'));
    expect(screen.getByRole('heading', { level: 2, name: 'Availability' })).toHaveAttribute(
      'id',
      'calendar-heading',
    );
  });

  it('has no id without an anchor', () => {
    renderWithProviders(
      <StaySection name="about" title="About this stay">
        <p>Quiet</p>
      </StaySection>,
    );
    expect(screen.getByRole('region', { name: 'About this stay' })).not.toHaveAttribute('id');
  });
});
