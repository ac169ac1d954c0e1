import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { PublicListing } from '@innkeep/contract/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { priceCalculation } from '../../../test-replies.ts';
import { BookingPanel, type BookingPanelProps } from './booking-panel.tsx';

// docs/requirements/bookings.md#R-B10 (decision 0025): Book now only where the server says the host can be paid.
const fetchMock = stubFetch(async () => json(500, {}));

const renderInRouter = (ui: ReactElement) => renderWithProviders(ui, { route: '/', env: 'test' });

/** The Harbour flat for four at €95 a night, Book now on. */
const harbour = {
  id: 7,
  price: 95,
  currency_code: 'EUR',
  currency_symbol: '€',
  person_capacity: 4,
  book_now_available: true,
} as PublicListing;

/** The panel for the Harbour flat with no dates and 2 guests, but for what `props` says. */
const panel = (props: Partial<BookingPanelProps> = {}) => (
  <BookingPanel stay={harbour} start={null} end={null} guests={2} onGuestsChange={() => {}} {...props} />
);

/** The panel with its page's guest state, as the stay page holds it. */
function PanelWithGuests() {
  const [guests, setGuests] = useState(1);
  return (
    <>
      {panel({ guests, onGuestsChange: setGuests })}
      <output data-testid="booked-guests">{guests}</output>
    </>
  );
}

describe('the stay page’s booking panel', () => {
  it('shows the guest count the booking uses: 5 over a capacity of 4 goes back to 1 in the field too', async () => {
    renderInRouter(<PanelWithGuests />);
    const field = screen.getByRole('textbox', { name: 'Guests' });
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    expect(screen.getByTestId('booked-guests')).toHaveTextContent('1');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('1');
    expect(screen.getByText(/5 is too many, so the count went back to 1/)).toBeInTheDocument();
  });

  it('says so when a link’s guest count was above the capacity and went back to 1', () => {
    renderInRouter(panel({ guests: 1, linkGuestsAbove: 9 }));
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAccessibleDescription(
      'Up to 4 guests: 9 is too many, so the count went back to 1.',
    );
  });

  it('offers Book now when the host can be paid', () => {
    renderInRouter(panel());
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByTestId('book-now-unavailable')).toBeNull();
  });

  it('offers only the inquiry, and says so, when the host cannot be paid', () => {
    renderInRouter(panel({ stay: { ...harbour, book_now_available: false } }));
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(screen.getByTestId('book-now-unavailable')).toHaveTextContent(paymentGateMessages.askTheHost);
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeInTheDocument();
  });

  it('says "from" the base price without dates, and the stay’s own average and range once priced', async () => {
    const data = priceCalculation({
      nights_price: 395,
      price: 131.67,
      per_night: { kind: 'average', amount: 131.67, lowest: 95, highest: 150 },
      total_price: 425,
    });
    fetchMock.mockImplementation(answerBy({ 'GET /api/bookings/calculation': () => json(200, { data }) }));
    const { rerender } = renderInRouter(panel());
    expect(screen.getByTestId('per-night')).toHaveTextContent('from €95per night');
    rerender(panel({ start: '2030-01-10', end: '2030-01-13' }));
    await screen.findByText('average per night', {}, { timeout: 10_000 });
    expect(screen.getByTestId('per-night')).toHaveTextContent('€131.67average per night€95–€150 a night');
  });
});
