import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../test-media.ts';
import { renderWithProviders } from '../../test-render.tsx';
import { hostNav } from '../nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderShell() {
  renderWithProviders(<DashboardShell nav={hostNav} areaLabel="Host dashboard" home="/dashboard" />, {
    // Every path: the shell stays mounted when a link moves on.
    route: '*',
    at: '/dashboard',
    env: 'test',
  });
  return screen.getByRole('navigation', { name: 'Host dashboard' });
}

describe('DashboardShell', () => {
  it('keeps the folded sidebar out of reach on a phone until the menu opens it', async () => {
    stubViewport(390);
    const sidebar = renderShell();
    // Off screen, its links would take a keyboard user's Tab presses with nothing to see.
    expect(sidebar).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(sidebar).not.toHaveAttribute('inert');
    // A screen reader hears the button's state, not only its new name.
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Reservations' }));
    expect(sidebar).toHaveAttribute('inert');
  });

  it('keeps the footer beside the page’s main content, where it is the contentinfo landmark', () => {
    stubViewport(1280);
    renderShell();
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    // Still the skip link's target.
    expect(main).toHaveAttribute('id', 'main');
    expect(main).not.toContainElement(footer);
    expect(footer).toHaveTextContent('Short-term rentals, managed simply.');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('leaves the sidebar open to the keyboard on a wide screen', () => {
    stubViewport(1280);
    const sidebar = renderShell();
    expect(sidebar).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Reservations' })).toBeInTheDocument();
  });
});
