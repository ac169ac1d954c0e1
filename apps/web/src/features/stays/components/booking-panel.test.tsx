import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { PublicListing } from '@innkeep/contract/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { priceCalculation } from '../../../test-replies.ts';
import { BookingPanel } from './booking-panel.tsx';

// docs/requirements/bookings.md#R-B10 (decision 0025): Book now only where the server says the host can be paid.
const fetchMock = stubFetch(async () => json(500, {}));

const renderInRouter = (ui: ReactElement) => renderWithProviders(ui, { route: '/', env: 'test' });

function renderPanel(bookNow: boolean) {
  const stay = {
    id: 7,
    price: 95,
    currency_code: 'EUR',
    currency_symbol: '€',
    person_capacity: 4,
    book_now_available: bookNow,
  } as PublicListing;
  renderInRouter(<BookingPanel stay={stay} start={null} end={null} guests={2} onGuestsChange={() => {}} />);
}

/** The panel with its page's guest state, as the stay page holds it. */
function PanelWithGuests({ stay }: { stay: PublicListing }) {
  const [guests, setGuests] = useState(1);
  return (
    <>
      <BookingPanel stay={stay} start={null} end={null} guests={guests} onGuestsChange={setGuests} />
      <output data-testid="booked-guests">{guests}</output>
    </>
  );
}

describe('the stay page’s booking panel', () => {
  it('shows the guest count the booking uses: 5 over a capacity of 4 goes back to 1 in the field too', async () => {
    const stay = { id: 7, price: 95, currency_code: 'EUR', person_capacity: 4, book_now_available: true };
    renderInRouter(<PanelWithGuests stay={stay as PublicListing} />);
    const field = screen.getByRole('textbox', { name: 'Guests' });
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    expect(screen.getByTestId('booked-guests')).toHaveTextContent('1');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('1');
    expect(screen.getByText(/5 is too many, so the count went back to 1/)).toBeInTheDocument();
  });

  it('says so when a link’s guest count was above the capacity and went back to 1', () => {
    const stay = { id: 7, price: 95, currency_code: 'EUR', person_capacity: 4, book_now_available: true };
    renderInRouter(
      <BookingPanel
        stay={stay as PublicListing}
        start={null}
        end={null}
        guests={1}
        onGuestsChange={() => {}}
        linkGuestsAbove={9}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAccessibleDescription(
      'Up to 4 guests: 9 is too many, so the count went back to 1.',
    );
  });

  it('offers Book now when the host can be paid', () => {
    renderPanel(true);
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByTestId('book-now-unavailable')).toBeNull();
  });

  it('offers only the inquiry, and says so, when the host cannot be paid', () => {
    renderPanel(false);
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(screen.getByTestId('book-now-unavailable')).toHaveTextContent(paymentGateMessages.askTheHost);
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeInTheDocument();
  });

  it('says "from" the base price without dates, and the stay’s own average and range once priced', async () => {
    const stay = { id: 7, price: 95, currency_code: 'EUR', currency_symbol: '€', person_capacity: 4 };
    const data = priceCalculation({
      nights_price: 395,
      price: 131.67,
      per_night: { kind: 'average', amount: 131.67, lowest: 95, highest: 150 },
      total_price: 425,
    });
    fetchMock.mockImplementation(answerBy({ 'GET /api/bookings/calculation': () => json(200, { data }) }));
    const panel = (start: string | null, end: string | null) => (
      <BookingPanel
        stay={stay as PublicListing}
        start={start}
        end={end}
        guests={2}
        onGuestsChange={() => {}}
      />
    );
    const { rerender } = renderInRouter(panel(null, null));
    expect(screen.getByTestId('per-night')).toHaveTextContent('from €95per night');
    rerender(panel('2030-01-10', '2030-01-13'));
    await screen.findByText('average per night', {}, { timeout: 10_000 });
    expect(screen.getByTestId('per-night')).toHaveTextContent('€131.67average per night€95–€150 a night');
  });
});
