import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNIQUE_HASH_KEY } from '../../../lib/listing-details-storage.ts';
import { guestReservation } from '../test-reservation.ts';
import FinalizeBookingPage from './finalize-booking-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const config = {
  map_tile_url: '',
  payments: { provider: 'simulator', test_mode: true, publishable_key: null },
};

let lookup: (hash: string) => Response;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path === '/api/config') return json(200, config);
  const hash = path.match(/^\/api\/bookings\/reservation\/(.+)$/)?.[1];
  if (hash) return lookup(decodeURIComponent(hash));
  throw new Error(`unexpected ${path}`);
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/reservation/:unique_hash?" element={<FinalizeBookingPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Finalize your booking', () => {
  it('hides the payment form at status 6 and says the stay is paid', async () => {
    lookup = () => json(200, { data: { data: guestReservation(6) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Billing address/ })).toBeNull();
  });

  it('shows the stay, the total without the deposit, the hold and the form at status 3', async () => {
    lookup = () => json(200, { data: { data: guestReservation(3) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText('Jun 18, 2027')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('€315');
    expect(screen.getByText(/Refundable damage deposit: €200/)).toBeInTheDocument();
    expect(screen.getByText(/We hold these dates for you until/)).toBeInTheDocument();
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Approved, awaiting payment');
    expect(localStorage.getItem(UNIQUE_HASH_KEY)).toBe('h4sh-approved');
  });

  it('reuses the stored hash when the route has none', async () => {
    localStorage.setItem(UNIQUE_HASH_KEY, 'stored-hash');
    lookup = (hash) => json(200, { data: { data: guestReservation(3, { unique_hash: hash }) } });
    renderAt('/reservation');
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/reservation/'))?.[0])).toContain(
      '/api/bookings/reservation/stored-hash',
    );
  });

  it('replaces the form with the error text and a danger notification when the lookup fails', async () => {
    lookup = () => json(404, { error: 'Reservation not found', code: 'NOT_FOUND' });
    renderAt('/reservation/nope');
    expect(await screen.findByTestId('lookup-error')).toHaveTextContent('Reservation not found');
    expect(await screen.findByText('Reservation not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
