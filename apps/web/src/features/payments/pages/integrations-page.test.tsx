import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import IntegrationsPage from './integrations-page.tsx';

/** docs/requirements/money.md#R-M17: a site without Stripe keys says card payments are not set up, and offers no Connect. */
let status: Record<string, unknown>;
stubFetch(async (input) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path === '/api/stripe/status') return json(200, status);
  throw new Error(`unexpected ${path}`);
});

const renderPage = () => renderWithProviders(<IntegrationsPage />, { route: '/' });
const base = {
  verified: false,
  charges_enabled: false,
  payouts_enabled: false,
  transfers_enabled: false,
  requirements: [],
};

describe('the payments page', () => {
  it('without card payments on the site: says so, and offers no Connect', async () => {
    status = { ...base, provider: 'none' };
    renderPage();
    expect(await screen.findByTestId('payments-not-set-up')).toHaveTextContent(paymentGateMessages.notSetUp);
    expect(screen.getByTestId('payments-not-set-up')).toHaveTextContent('arrange the payment with the guest');
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(screen.queryByText('Not connected')).toBeNull();
  });

  it('with the simulator: Connect, as before', async () => {
    status = { ...base, provider: 'simulator' };
    renderPage();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(screen.queryByTestId('payments-not-set-up')).toBeNull();
  });

  it('connected: Disconnect is disabled and says why in text tied to it', async () => {
    status = { ...base, provider: 'simulator', verified: true, charges_enabled: true };
    renderPage();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    const disconnect = screen.getByRole('button', { name: 'Disconnect' });
    expect(disconnect).toBeDisabled();
    // Visible on the page, and read as the button's description (not a tooltip that needs a hover).
    const reason = screen.getByTestId('disconnect-reason');
    expect(reason).toBeVisible();
    expect(disconnect).toHaveAccessibleDescription(reason.textContent ?? '');
    expect(disconnect).toHaveAccessibleDescription(/refunds and payouts for your bookings/);
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact_us');
  });

  it('not connected: no Disconnect and no reason for it', async () => {
    status = { ...base, provider: 'simulator' };
    renderPage();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.queryByTestId('disconnect-reason')).toBeNull();
  });
});
