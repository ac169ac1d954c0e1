import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { guestReservation, lisbonTrip } from '../test-reservation.ts';
import FinalizeBookingPage from './finalize-booking-page.tsx';

// Which of the page's parts split into chunks of their own (lazyPart) were imported: each records its first
// import. A module imported once stays imported, so the tests below run in this order, the trip first.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../components/finalize-payment-form.tsx', async (original) => {
  imported.add('payment form');
  return original();
});
vi.mock('../components/cancel-dialog.tsx', async (original) => {
  imported.add('cancel dialog');
  return original();
});
vi.mock('../components/trip-review-body.tsx', async (original) => {
  imported.add('review');
  return original();
});

const config = {
  map_tile_url: '',
  payments: { provider: 'simulator', test_mode: true, publishable_key: null, enabled: true },
};
let reservation = guestReservation(6, { trip: lisbonTrip, hold_expires_at: null });
stubFetch(async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/config') return json(200, config);
  if (path.endsWith('/messages')) return json(200, { data: { host_name: 'Maria', messages: [] } });
  if (path.endsWith('/review')) {
    const state = { may_review: false, reason: 'Not yet', opens_at: '2027-06-21T10:00:00.000Z' };
    return json(200, { data: { ...state, review: null, review_visible: true } });
  }
  if (path === '/api/bookings/reservation/h4sh-approved') return json(200, { data: { data: reservation } });
  throw new Error(`unexpected ${path}`);
});

function renderAt(path: string) {
  renderWithProviders(<FinalizeBookingPage />, { route: '/reservation/:unique_hash?', at: path });
}

describe('The reservation page loads the parts its state needs', { timeout: 20_000 }, () => {
  it('a trip ahead shows its address and times without the payment form, the cancel dialog or the review', async () => {
    reservation = guestReservation(6, { trip: lisbonTrip, hold_expires_at: null });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('trip-address')).toHaveTextContent('7 Rua das Flores, Lisbon');
    expect(screen.getByTestId('trip-when')).toHaveTextContent('15:00–20:00');
    expect(await screen.findByTestId('trip-messages')).toBeInTheDocument();
    expect([...imported]).toEqual([]);

    // The dialog's code comes when the guest goes to cancel, and the dialog opens with it.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Keep my reservation' })).toBeInTheDocument();
    expect([...imported]).toEqual(['cancel dialog']);
  });

  it('a stay to pay loads the payment form as soon as its status is known', async () => {
    reservation = guestReservation(3);
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('button', { name: 'Pay €315' })).toBeInTheDocument();
    expect(imported.has('payment form')).toBe(true);
    expect(screen.queryByLabelText('Loading the payment form')).toBeNull();
  });
});
