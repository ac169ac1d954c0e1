import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { StatusBadge } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('wraps its name rather than end it in an ellipsis, so a table column cannot cut "Approved, awaiting payment"', () => {
    renderWithProviders(<StatusBadge status={{ id: 3, name: 'Approved, awaiting payment' }} />);
    const label = screen.getByText('Approved, awaiting payment');
    // jsdom lays nothing out: the rule that keeps the name whole is what can be checked.
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    expect(label.closest('.mantine-Badge-root')).toHaveStyle({ height: 'auto' });
  });
});
