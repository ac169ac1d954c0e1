import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { SessionExpiredBanner } from './session-expired-banner.tsx';

/** docs/requirements/host.md#R-H13: the notice is at the top of the viewport, with a link back to this page. */
describe('the session-expired banner', () => {
  it('is fixed to the top, an alert, and its link signs in and returns to the page', () => {
    const dismiss = vi.fn();
    renderWithProviders(<SessionExpiredBanner returnTo="/stay/5?guests=2" onDismiss={dismiss} />, {
      route: '/stay/:id',
      at: '/stay/5?guests=2',
    });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your session expired.');
    expect(banner.style.position).toBe('fixed');
    expect(banner.style.top).toBe('0px');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/sign_in?next=%2Fstay%2F5%3Fguests%3D2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the session notice' }));
    expect(dismiss).toHaveBeenCalledOnce();
  });
});
