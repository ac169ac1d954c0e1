import { RESERVATION_STATUSES, type ReservationRow } from '@innkeep/contract/reservations';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReservationsPage from './reservations-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const statuses = RESERVATION_STATUSES.map(({ id, name, color }) => ({ id, name, color }));
const row = (id: number, statusId: number, lastName: string): ReservationRow => ({
  id,
  unique_hash: `h${id}`,
  listing: { id: 3, external_listing_name: 'Harbour flat' },
  first_name: 'Ana',
  last_name: lastName,
  email_address: 'ana@example.com',
  phone_number: '351912345678',
  guests: 2,
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  status: statuses.find((s) => s.id === statusId)!,
  currency: 'EUR',
  base_rate: 95,
  total_price: 315,
  refundable_damage_deposit: 0,
  amount_paid: 0,
  source: 'inquiry',
  hold_expires_at: null,
  billing_address: null,
  city: null,
  country: null,
  zip_code: null,
  created_at: '2027-01-01T00:00:00.000Z',
});

let rows: ReservationRow[];
let change: () => Response;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path === '/api/reservations') return json(200, { data: rows });
  if (path === '/api/reservations/select/list') return json(200, { status: statuses });
  if (path === '/api/reservations/change/status' && init?.method === 'POST') return change();
  throw new Error(`unexpected ${path}`);
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  rows = [row(1, 1, 'Inquirer'), row(2, 6, 'Payer')];
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ReservationsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Reservations', { timeout: 30_000 }, () => {
  it('filters by status on the client, with All', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(within(table).getAllByTestId('reservation-row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(within(table).getAllByTestId('reservation-row')).toHaveLength(1);
    expect(within(table).getByText('Ana Payer')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/api/reservations'))).toHaveLength(1);
  });

  it('keeps Change disabled until a status is chosen, shows a 409 in the dialog, and refreshes after a change', async () => {
    renderPage();
    // The table and the phone's cards are both in the DOM (CSS picks one): act in the table.
    const table = await screen.findByRole('table', { name: 'Reservations' });
    await userEvent.click(
      within(table).getByRole('button', { name: "Change status of Ana Inquirer's reservation" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    const changeButton = within(dialog).getByRole('button', { name: 'Change' });
    expect(changeButton).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Approved, awaiting payment' }));
    expect(changeButton).toBeEnabled();

    change = () => json(409, { error: 'These dates are no longer available', code: 'DATES_UNAVAILABLE' });
    await userEvent.click(changeButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These dates are no longer available');

    change = () => {
      rows = [row(1, 3, 'Inquirer'), rows[1]!];
      return json(200, { message: 'Status changed.', data: rows[0] });
    };
    await userEvent.click(changeButton);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change status' })).toBeNull());
    expect(await within(table).findByText('Approved, awaiting payment')).toBeInTheDocument();
  });
});
