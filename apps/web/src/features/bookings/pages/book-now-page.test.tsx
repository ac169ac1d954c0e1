import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerBy,
  json,
  publicConfig,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import { priceCalculation } from '../../../test-replies.ts';
import { saveAttempt } from '../book-now-attempt.ts';
import { fillBilling, typeCard } from '../test-payment.ts';
import { guestReservation } from '../test-reservation.ts';
import BookNowPage from './book-now-page.tsx';

/** Book now for 3 nights at the Harbour flat: its price until the guest's own booking holds the dates. */
const stay = { listing_id: 7, start_date: '2030-01-10', end_date: '2030-01-13', guests: 2 };
const at = `/book_now?listing_id=7&start_date=2030-01-10&end_date=2030-01-13&guests=2`;
const listing = {
  id: 7,
  external_listing_name: 'Harbour flat',
  price: 95,
  currency_code: 'EUR',
  person_capacity: 4,
  book_now_available: true,
  images: [],
  house_rules: null,
  check_in_time_start: '15:00',
  check_in_time_end: '20:00',
  check_out_time: '11:00',
};

let booked = false;
const fetchMock = stubFetch();
const calculationsAsked = () =>
  requestsSent(fetchMock).filter((sent) => sent.startsWith('GET /api/bookings/calculation')).length;

beforeEach(() => {
  booked = false;
  localStorage.clear();
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/config': () => publicConfig(),
      'GET /api/stays/7': () => json(200, { data: listing }),
      // Once booked, the guest's own booking holds the dates: the server refuses to price them again.
      'GET /api/bookings/calculation': () =>
        booked
          ? json(422, { message: 'Invalid', errors: { start_date: ['These dates are not available'] } })
          : json(200, { data: priceCalculation() }),
      'POST /api/bookings': () => {
        booked = true;
        return json(201, {
          message: 'Booking successful!',
          data: { reservation_id: 41, unique_hash: 'h4sh-booked', status_id: 6, next_action: null },
        });
      },
      'GET /api/bookings/reservation/h4sh-booked': () => json(200, { data: guestReservation(6) }),
    }),
  );
});

function renderPage() {
  return renderWithProviders(<BookNowPage />, {
    route: '/book_now',
    at,
    routes: [{ path: '/reservation/:unique_hash', element: <p>Your trip</p> }],
  });
}

describe('Book now once the stay is booked', { timeout: 20_000 }, () => {
  it('pays, then leaves for the trip without asking the price of the dates its booking now holds', async () => {
    renderPage();
    const pay = await screen.findByRole('button', { name: 'Pay €315' });
    expect(calculationsAsked()).toBe(1);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '+351911222333');
    await fillBilling();
    await typeCard('4242424242424242');
    await userEvent.click(pay);

    expect(await screen.findByText('Your trip')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(booked).toBe(true);
    expect(calculationsAsked()).toBe(1);
  });

  it('Back to Book now after paying shows the booking, and asks no price for its dates', async () => {
    saveAttempt(stay, { key: null, hash: 'h4sh-booked', done: true });
    booked = true;
    renderPage();
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain('GET /api/bookings/reservation/h4sh-booked'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calculationsAsked()).toBe(0);
  });
});

describe('Book now for a stay the server refuses', () => {
  it('names the broken rule and links back to the stay to change the dates or guests', async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/config': () => publicConfig(),
        'GET /api/stays/7': () => json(200, { data: listing }),
        'GET /api/bookings/calculation': () =>
          json(422, { message: 'Invalid', errors: { guests: ['This listing hosts at most 4 guests'] } }),
      }),
    );
    renderPage();
    expect(await screen.findByText('This listing hosts at most 4 guests')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Choose other dates or guests' });
    expect(back).toHaveAttribute('href', '/stays/7?start=2030-01-10&end=2030-01-13&guests=2');
    // Nothing to fill in for a stay that cannot be booked.
    expect(screen.getByTestId('book-now-refused')).toHaveTextContent('Nothing to pay for these dates');
    expect(screen.queryByRole('form', { name: 'Book now' })).not.toBeInTheDocument();
  });
});

describe('Book now for a listing that is gone', () => {
  it('says so and offers the search, with no form to pay for it', async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/config': () => publicConfig(),
        'GET /api/stays/7': () => json(404, { error: 'Listing not found', code: 'NOT_FOUND' }),
        'GET /api/bookings/calculation': () =>
          json(422, {
            message: 'Invalid',
            errors: { listing_id: ['This listing is not available for booking'] },
          }),
      }),
    );
    renderPage();
    expect(await screen.findByText('This stay is no longer available on Innkeep.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Book now' })).not.toBeInTheDocument();
  });
});
