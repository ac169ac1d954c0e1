import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import IntegrationsPage from './integrations-page.tsx';

/** docs/requirements/money.md#R-M17: a site without Stripe keys says card payments are not set up, and offers no Connect. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let status: Record<string, unknown>;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path === '/api/stripe/status') return json(200, status);
  throw new Error(`unexpected ${path}`);
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <IntegrationsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
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
});
