import type { GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import { RESERVATION_STATUSES } from '@innkeep/contract/reservations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerBy,
  bodiesSent,
  json,
  renderWithProviders,
  requestsSent,
  type SentRequest,
  stubFetch,
} from '../../../test-render.tsx';
import MultiCalendarPage from './multi-calendar-page.tsx';

const fetchMock = stubFetch();

// A week far ahead, so no night of it is past.
const FROM = '2099-06-01';
const paid = RESERVATION_STATUSES.find((s) => s.id === 6)!;

/** The grid as the server answers it for [from, to): one listing at €95 a night, with prices set so far. */
function grid({ url }: SentRequest, prices: Map<string, number>) {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const nights = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const set = prices.get(date);
    nights.push({ date, price: set ?? 95, minimum_nights: null, source: set ? 'override' : 'base' });
  }
  const harbour: GridListing = {
    id: 3,
    name: 'Harbour flat',
    draft: false,
    weekend_price: null,
    currency: 'EUR',
    currency_symbol: '€',
    nights: nights as GridListing['nights'],
    stays: [
      {
        id: 41,
        start_date: addDays(FROM, 5),
        end_date: addDays(FROM, 7),
        status: { id: paid.id, name: paid.name, color: paid.color },
        guest_name: 'Ana Silva',
        guests: 2,
      },
    ],
    blocks: [],
  };
  return json(200, { data: { from, to, listings: [harbour] } });
}

/** The server: the grid, and `POST /api/rates` answered by `rate` (which may set prices). */
function server(rate: (prices: Map<string, number>, body: { price: number }) => Response) {
  const prices = new Map<string, number>();
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/calendar/grid': (request) => grid(request, prices),
      'POST /api/rates': ({ body }) => rate(prices, body as { price: number }),
    }),
  );
}

const renderPage = () =>
  renderWithProviders(
    <MultiCalendarPage
      reservationDrawer={({ id }) => (id === null ? null : <p>Reservation #{id} opened</p>)}
    />,
    { route: '/calendar', at: `/calendar?from=${FROM}&view=week` },
  );

const night = (date: string) => screen.getByTestId(`night-3-${date}`);

describe('MultiCalendarPage', { timeout: 30_000 }, () => {
  it('shows each free night with its price and a stay as a bar with the guest’s name, which opens it', async () => {
    server(() => json(500, {}));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Calendar of all listings' });
    expect(within(table).getByText('Harbour flat')).toBeInTheDocument();
    expect(night(FROM)).toHaveTextContent('€95');
    expect(night(FROM)).toHaveAccessibleName('€95: Harbour flat, Jun 1, 2099, free');
    expect(screen.getByText('Jun 1, 2099 – Jun 7, 2099')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain(`GET /api/calendar/grid?from=${FROM}&to=2099-06-08`);
    await userEvent.click(screen.getByRole('button', { name: /^Ana Silva, .*\(Paid\)$/ }));
    expect(await screen.findByText('Reservation #41 opened')).toBeInTheDocument();
  });

  it('sets a price and minimum stay on the nights picked, and shows the new price', async () => {
    server((prices, body) => {
      for (const date of ['2099-06-02', '2099-06-03', '2099-06-04']) prices.set(date, body.price);
      return json(201, { message: 'Rate saved', data: {} });
    });
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await userEvent.click(night('2099-06-02'));
    expect(screen.getByText(/Now pick the last night/)).toBeInTheDocument();
    await userEvent.click(night('2099-06-04'));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('3 nights');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price per night' }), '120');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minimum stay/ }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selected nights' })).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/rates')).toEqual([
      { listing_id: 3, start_date: '2099-06-02', end_date: '2099-06-05', price: 120, minimum_nights: 2 },
    ]);
    // The grid is read again: the nights show the price just set, the others keep theirs.
    await waitFor(() => expect(night('2099-06-03')).toHaveTextContent('€120'));
    expect(night('2099-06-04')).toHaveTextContent('€120');
    expect(night('2099-06-05')).toHaveTextContent('€95');
  });

  it('keeps the dialog open with the server’s reason when the price is refused, and asks for a price first', async () => {
    server(() => json(422, { message: 'Invalid', errors: { price: ['Price must be at most 10000000'] } }));
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await userEvent.click(night('2099-06-02'));
    await userEvent.click(night('2099-06-02'));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('1 night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the price per night');
    expect(bodiesSent(fetchMock, 'POST /api/rates')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price per night' }), '99999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Price must be at most 10000000'),
    );
    expect(screen.getByRole('dialog', { name: 'Selected nights' })).toBeInTheDocument();
  });
});
