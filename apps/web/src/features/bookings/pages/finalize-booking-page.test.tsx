import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNIQUE_HASH_KEY } from '../../../lib/listing-details-storage.ts';
import { inBrowserZone } from '../../../test-media.ts';
import { json, publicConfig, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { guestReservation, lisbonTrip } from '../test-reservation.ts';
import FinalizeBookingPage from './finalize-booking-page.tsx';

/** Card payments on the site; off is inquiries only. */
let paymentsEnabled = true;

let lookup: (hash: string) => Response;
let posts: Record<string, () => Response> = {};
let thread: unknown[] = [];
let depositClaim: unknown = null;
const fetchMock = stubFetch(async (input, init) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/config') return publicConfig('simulator', paymentsEnabled);
  const post = init?.method === 'POST' ? posts[path] : undefined;
  if (post) return post();
  // The conversation with the host (decision 0040), a section of every state of the page.
  if (path.endsWith('/messages')) return json(200, { data: { host_name: 'Maria', messages: thread } });
  if (path.endsWith('/deposit-claim')) {
    return depositClaim
      ? json(200, { data: depositClaim })
      : json(404, { error: 'No damage claim was found for this reservation.', code: 'NOT_FOUND' });
  }
  const hash = path.match(/^\/api\/bookings\/reservation\/(.+)$/)?.[1];
  if (hash) return lookup(decodeURIComponent(hash));
  throw new Error(`unexpected ${path}`);
});

function renderAt(path: string) {
  renderWithProviders(<FinalizeBookingPage />, {
    route: '/reservation/:unique_hash?',
    at: path,
    toasts: true,
  });
}

beforeEach(() => {
  posts = {};
  thread = [];
  depositClaim = null;
});

describe('Finalize your booking', { timeout: 20_000 }, () => {
  it('hides the payment form at status 6 and says the stay is paid', async () => {
    lookup = () => json(200, { data: { data: guestReservation(6) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Billing address/ })).toBeNull();
  });

  it('inquiries only (no card payments on the site): an approval says the host arranges payment, no Pay', async () => {
    paymentsEnabled = false;
    try {
      lookup = () => json(200, { data: { data: guestReservation(3, { hold_expires_at: null }) } });
      renderAt('/reservation/h4sh-approved');
      expect(await screen.findByTestId('approved-inquiries-only')).toHaveTextContent(
        paymentGateMessages.approvedInquiriesOnly,
      );
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(screen.queryByText(/We hold these dates for you until/)).toBeNull();
    } finally {
      paymentsEnabled = true;
    }
  });

  it('shows the stay, the total without the deposit, the hold and the form at status 3', async () => {
    lookup = () => json(200, { data: { data: guestReservation(3) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('button', { name: 'Pay €315' })).toBeDisabled();
    expect(screen.getByText('Jun 18, 2027')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('€315');
    // The deposit is what may be charged later, and paying agrees to it in the words next to Pay.
    expect(screen.getByText(/Damage deposit: up to €200 may be charged to your card/)).toBeInTheDocument();
    expect(screen.getByTestId('deposit-consent')).toHaveTextContent(
      'By paying you agree that your card is saved and that up to €200 may be charged to it for damage the host reports within 7 days of check-out',
    );
    expect(screen.getByText(/We hold these dates for you until/)).toBeInTheDocument();
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Approved, awaiting payment');
    expect(localStorage.getItem(UNIQUE_HASH_KEY)).toBe('h4sh-approved');
  });

  it("writes the thread's times on the listing's clock, as the page's other times, an automatic message's too", async () => {
    // The guest's browser is on UTC (as the demo's was): the host's automatic welcome still reads Lisbon time.
    await inBrowserZone('UTC', async () => {
      thread = [
        {
          id: 1,
          sender: 'host',
          sender_name: 'Maria',
          body: 'Welcome! We look forward to your stay.',
          created_at: '2027-06-01T10:00:00.000Z',
          read_at: null,
          automatic: true,
        },
      ];
      lookup = () => json(200, { data: { data: guestReservation(3) } });
      renderAt('/reservation/h4sh-approved');
      const message = await screen.findByTestId('message');
      expect(within(message).getByTestId('automatic-message')).toBeInTheDocument();
      // Lisbon is on summer time in June: 10:00 UTC is 11:00 there.
      expect(message.querySelector('time')).toHaveTextContent('Jun 1, 2027, 11:00 Lisbon time');
      expect(within(screen.getByTestId('trip-messages')).queryByText(/UTC/)).toBeNull();
    });
  });

  it('reuses the stored hash when the route has none', async () => {
    localStorage.setItem(UNIQUE_HASH_KEY, 'stored-hash');
    lookup = (hash) => json(200, { data: { data: guestReservation(3, { unique_hash: hash }) } });
    renderAt('/reservation');
    expect(await screen.findByRole('button', { name: 'Pay €315' })).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain('GET /api/bookings/reservation/stored-hash');
  });

  it('an unknown hash is its own page: "We couldn\'t find this booking", and where to go next', async () => {
    lookup = () => json(404, { error: 'Reservation not found', code: 'NOT_FOUND' });
    renderAt('/reservation/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/find-booking');
    expect(screen.queryByText('Reservation not available')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('replaces the form with the error text and a danger notification when the lookup fails otherwise', async () => {
    lookup = () => json(429, { error: 'Too many requests. Try again in a minute.', code: 'RATE_LIMITED' });
    renderAt('/reservation/busy');
    expect(await screen.findByTestId('lookup-error')).toHaveTextContent('Too many requests');
    expect(await screen.findByText('Reservation not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('finishes a payment left waiting for 3-D Secure (status 4), then shows it paid', async () => {
    let statusId = 4;
    lookup = () => json(200, { data: { data: guestReservation(statusId) } });
    const reply = (status_id: number, next_action: unknown) => ({
      message: 'Payment successful! Your stay is booked.',
      data: { reservation_id: 41, unique_hash: 'h4sh-approved', status_id, next_action },
    });
    let confirms = 0;
    posts['/api/bookings/confirm'] = () => {
      confirms += 1;
      if (confirms === 1)
        return json(202, reply(4, { type: 'use_stripe_sdk', client_secret: 'pi_9_secret_9' }));
      statusId = 6;
      return json(200, reply(6, null));
    };
    posts['/api/stripe/simulator/authenticate'] = () => json(200, { data: { status: 'succeeded' } });
    renderAt('/reservation/h4sh-approved');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Payment successful! Your stay is booked.')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Paid');
    expect(confirms).toBe(2);
    // The confirmation is brought into view and focused, so it is seen and read out.
    await waitFor(() => expect(screen.getByTestId('paid-message')).toHaveFocus());
  });

  it('the pay-from-link page: the breakdown as Book now shows it, the policy once, the deadline on the listing’s clock', async () => {
    const price_breakdown = {
      currency: 'EUR',
      currency_symbol: '€',
      nights_count: 3,
      total_price: 315,
      refundable_damage_deposit: 200,
      lines: [
        { key: 'nights', label: '€95 × 3 nights', amount: 285, excluded: false },
        { key: 'cleaning_fee', label: 'Cleaning fee', amount: 30, excluded: false },
        { key: 'refundable_damage_deposit', label: 'Damage deposit', amount: 200, excluded: true },
      ],
    };
    const inTwoDays = new Date(Date.now() + 49.5 * 3_600_000);
    inTwoDays.setUTCHours(14, 5, 0, 0);
    lookup = () =>
      json(200, {
        data: { data: guestReservation(3, { price_breakdown, hold_expires_at: inTwoDays.toISOString() }) },
      });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('button', { name: 'Pay €315' })).toBeDisabled();
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('€95 × 3 nights');
    expect(screen.getByTestId('price-total')).toHaveTextContent('€315');
    // 14:05 UTC is 15:05 in Lisbon in summer and 14:05 in winter: 24-hour time on the listing's clock.
    expect(screen.getByTestId('payment-deadline')).toHaveTextContent(
      /until \w{3} \d{1,2}, \d{4}, 1[45]:05 Lisbon time \(\d+ hours left\)/,
    );
    expect(screen.getAllByText(/Cancellation policy:/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
    expect(screen.getByTestId('reservation-number')).toHaveTextContent('Reservation number 41');
  });

  it('after cancelling, the confirmation is brought into view and focused, on the cancelled trip page', async () => {
    let statusId = 3;
    lookup = () =>
      json(200, {
        data: {
          data: guestReservation(statusId, {
            status_note: statusId === 5 ? 'You cancelled this reservation.' : null,
          }),
        },
      });
    posts['/api/bookings/reservation/h4sh-approved/cancel'] = () => {
      statusId = 5;
      return json(200, { message: 'Your reservation is cancelled.', data: { refund: 0 } });
    };
    renderAt('/reservation/h4sh-approved');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(screen.getByTestId('cancelled-message')).toHaveFocus());
    expect(screen.getByTestId('cancelled-message')).toHaveTextContent('Your reservation is cancelled.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cancelled trip');
  });

  it('a hold that ends while the page is open takes the card form away and offers the stay again', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    lookup = () => json(200, { data: { data: guestReservation(3, { hold_expires_at: soon }) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByRole('button', { name: 'Pay €315' })).toBeInTheDocument();
    expect(await screen.findByTestId('hold-expired', {}, { timeout: 5000 })).toHaveTextContent(
      'The time to pay for this reservation has run out.',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Harbour flat' })).toHaveAttribute(
      'href',
      '/stays/3?start=2027-06-18&end=2027-06-21&guests=2',
    );
  });

  it('a declined request quotes no cancellation terms: nothing was booked to cancel', async () => {
    lookup = () => json(200, { data: { data: guestReservation(2, { hold_expires_at: null }) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('reservation-status')).toHaveTextContent('Declined');
    expect(screen.getByRole('link', { name: 'Back to Harbour flat' })).toBeInTheDocument();
    expect(screen.queryByText(/Cancellation policy/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('a cancelled link says why and leads back to the stay', async () => {
    const note = 'The time to pay for this stay ran out, so the dates were released.';
    lookup = () =>
      json(200, { data: { data: guestReservation(5, { status_note: note, hold_expires_at: null }) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('status-note')).toHaveTextContent(note);
    expect(screen.getByRole('link', { name: 'Back to Harbour flat' })).toBeInTheDocument();
    // The page says what it is, and nothing was charged, so there is nothing to refund.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cancelled trip');
    expect(screen.getByTestId('cancelled-stay')).toHaveTextContent('Nothing was charged for this stay.');
    expect(screen.getByTestId('reservation-number')).toHaveTextContent('Reservation number 41');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('a cancelled paid stay shows what was paid, what is refunded and what the terms kept', async () => {
    const settlement = { paid: 315, refunded: 157.5, charged_back: 0, kept: 157.5 };
    lookup = () =>
      json(200, {
        data: { data: guestReservation(5, { status_note: 'You cancelled this reservation.', settlement }) },
      });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('cancelled-settlement')).toHaveTextContent('Paid€315');
    expect(screen.getByTestId('cancelled-refunded')).toHaveTextContent('€157.50');
    expect(screen.getByTestId('cancelled-kept')).toHaveTextContent('€157.50');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cancelled trip');
    // A spent policy is not shown again, and nothing offers to cancel or pay.
    expect(screen.queryByRole('button', { name: /Cancel reservation|^Pay/ })).toBeNull();
    expect(screen.queryByTestId('cancelled-charged-back')).toBeNull();
  });

  it('a cancelled stay whose card dispute the bank decided for the guest says the bank gave it back', async () => {
    const settlement = { paid: 315, refunded: 0, charged_back: 315, kept: 0 };
    lookup = () =>
      json(200, {
        data: {
          data: guestReservation(5, {
            status_note:
              'The host cancelled this stay. Your bank already gave you back what you paid, after your card dispute.',
            settlement,
          }),
        },
      });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('cancelled-charged-back')).toHaveTextContent('€315');
    expect(screen.getByText('Given back by your bank (card dispute)')).toBeInTheDocument();
    expect(screen.getByTestId('cancelled-refunded')).toHaveTextContent('€0');
    expect(screen.getByTestId('cancelled-kept')).toHaveTextContent('€0');
  });

  it('a cancelled stay names no fee to pay on arrival and no deposit, as its e-mail says', async () => {
    const price_breakdown = {
      currency: 'JPY',
      currency_symbol: '¥',
      nights_count: 2,
      total_price: 25_600,
      refundable_damage_deposit: 10_000,
      lines: [
        { key: 'nights', label: '¥12,800 × 2 nights', amount: 25_600, excluded: false },
        { key: 'cleaning_fee', label: 'Cleaning fee', amount: 4_000, excluded: true },
        { key: 'refundable_damage_deposit', label: 'Damage deposit', amount: 10_000, excluded: true },
      ],
    };
    const cancelled = guestReservation(5, {
      currency: 'JPY',
      currency_symbol: '¥',
      total_price: 25_600,
      refundable_damage_deposit: 10_000,
      price_breakdown,
      hold_expires_at: null,
      status_note: 'The host cancelled this stay. Anything you paid is refunded in full to your card.',
      settlement: { paid: 25_600, refunded: 25_600, charged_back: 0, kept: 0 },
    });
    lookup = () => json(200, { data: { data: cancelled } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('cancelled-refunded')).toHaveTextContent('¥25,600');
    const price = screen.getByTestId('price-breakdown');
    expect(price).toHaveTextContent('¥12,800 × 2 nights');
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥25,600');
    expect(price).not.toHaveTextContent(/Cleaning fee|Damage deposit/);
    expect(screen.queryByTestId('arrival-fee')).toBeNull();
    expect(screen.queryByText(/on arrival|may be charged/)).toBeNull();
  });

  /** A paid stay in Lisbon that ended in June. */
  const pastStay = {
    start_date: '2026-06-18',
    end_date: '2026-06-21',
    hold_expires_at: null,
    trip: { ...lisbonTrip, checked_out: true, access: { ...lisbonTrip.access, ended: true } },
  };

  it('during the stay: the page welcomes the guest', async () => {
    const staying = { ...pastStay, trip: { ...lisbonTrip, checked_in: true } };
    lookup = () => json(200, { data: { data: guestReservation(6, staying) } });
    renderAt('/reservation/h4sh-approved');
    const message = await screen.findByTestId('paid-message');
    expect(message).toHaveTextContent('Enjoy your stay');
    expect(message).toHaveTextContent('Bea, welcome to Harbour flat.');
  });

  it('after check-out: the stay is over, and the payment says what the host claimed of the deposit', async () => {
    const past = { ...pastStay, has_deposit_claim: true };
    depositClaim = {
      listing_name: 'Harbour flat',
      amount: 120,
      currency: 'EUR',
      reason: 'A cracked glass table',
      status: 'paid',
      photos: [],
      answer_by: '2026-06-24T10:00:00.000Z',
      objection: null,
      decision_note: null,
      message: 'The charge of €120 is paid.',
    };
    lookup = () => json(200, { data: { data: guestReservation(6, past) } });
    renderAt('/reservation/h4sh-approved');
    const deposit = await screen.findByText(/The host claims €120 of the damage deposit/);
    expect(deposit).toHaveTextContent('The charge of €120 is paid.');
    expect(within(deposit).getByRole('link', { name: 'See the claim' })).toHaveAttribute(
      'href',
      '/reservation/h4sh-approved/deposit-claim',
    );
    expect(screen.queryByText(/may be charged to your card/)).toBeNull();
    expect(screen.getByTestId('paid-message')).toHaveTextContent('Your stay is over');
    expect(screen.getByTestId('paid-message')).toHaveTextContent(
      'Bea, thank you for staying at Harbour flat.',
    );
    expect(screen.queryByTestId('cancellation-policy')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    // Nothing is left to happen: no door code "from" a past day, no arrival, no "cancel from here".
    expect(screen.queryByTestId('trip-next')).toBeNull();
    expect(screen.queryByText(/cancel from here/)).toBeNull();
  });

  it("after check-out with no claim on the deposit: asks for none, and keeps the receipt's words", async () => {
    lookup = () => json(200, { data: { data: guestReservation(6, pastStay) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('trip-deposit')).toHaveTextContent(/may be charged to your card/);
    expect(requestsSent(fetchMock).filter((r) => r.includes('deposit-claim'))).toEqual([]);
  });

  it('once check-in has passed, what happens next is the check-out, not the arrival or a cancellation', async () => {
    const trip = {
      ...lisbonTrip,
      checked_in: true,
      access: { ...lisbonTrip.access, available: true, door_code: '4711', wi_fi_username: null },
    };
    const begun = guestReservation(6, { trip, hold_expires_at: null });
    begun.cancellation = {
      ...begun.cancellation,
      allowed: false,
      terms:
        'Moderate cancellation policy. Check-in has passed, so the stay can no longer be cancelled here.',
      now: 'The stay has begun: with a problem, write to your host, or to us through the contact page.',
    };
    lookup = () => json(200, { data: { data: begun } });
    renderAt('/reservation/h4sh-approved');
    const next = await screen.findByTestId('trip-next');
    expect(next).toHaveTextContent('Check out by 11:00 on Jun 21, 2027; questions go to your host.');
    expect(next).toHaveTextContent('The door code and the Wi-Fi are on this page');
    expect(next).not.toHaveTextContent(/On arrival day|cancel from here/);
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    // The terms say it can no longer be cancelled; the line under them says where to turn, not the same again.
    expect(screen.getByText(/^The stay has begun: with a problem, write to your host/)).toBeVisible();
    expect(screen.queryByText(/begun: it can no longer be cancelled/)).toBeNull();
  });

  it('before check-in with cancelling closed (a disputed charge): the arrival still, no "cancel from here"', async () => {
    const closed = guestReservation(6, { trip: lisbonTrip, hold_expires_at: null });
    closed.cancellation = { ...closed.cancellation, allowed: false };
    lookup = () => json(200, { data: { data: closed } });
    renderAt('/reservation/h4sh-approved');
    const next = await screen.findByTestId('trip-next');
    expect(next).toHaveTextContent('On arrival day, check in 15:00–20:00');
    expect(next).not.toHaveTextContent(/cancel from here|Check out by/);
  });

  it('on the check-out day after check-out: thanks the guest, offers no cancellation, still gives the door code', async () => {
    const trip = {
      ...lisbonTrip,
      checked_out: true,
      access: { ...lisbonTrip.access, available: true, door_code: '4711', wi_fi_username: null },
    };
    lookup = () => json(200, { data: { data: guestReservation(6, { trip, hold_expires_at: null }) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('paid-message')).toHaveTextContent('Your stay is over');
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(screen.queryByTestId('cancellation-policy')).toBeNull();
    expect(screen.getByTestId('trip-access')).toHaveTextContent('4711');
  });

  it('a paid stay is the trip page: address, map, times, host, arrival details, door code once given', async () => {
    const trip = lisbonTrip;
    lookup = () => json(200, { data: { data: guestReservation(6, { trip, hold_expires_at: null }) } });
    renderAt('/reservation/h4sh-approved');
    expect(await screen.findByTestId('trip-address')).toHaveTextContent('7 Rua das Flores, Lisbon');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your trip to Harbour flat');
    expect(screen.getByRole('link', { name: /Open in a map/ })).toHaveAttribute('href', trip.address.map_url);
    expect(screen.getByTestId('trip-when')).toHaveTextContent('15:00–20:00');
    // The zone named as every time of a stay names it, not by its IANA id.
    expect(screen.getByTestId('trip-when')).toHaveTextContent('Times are Lisbon time.');
    expect(screen.getByTestId('trip-access')).toHaveTextContent('(Lisbon time)');
    expect(screen.getByTestId('trip-host')).toHaveTextContent('Maria Santos');
    expect(screen.getByRole('link', { name: '+351 911 222 333' })).toHaveAttribute(
      'href',
      'tel:+351911222333',
    );
    expect(screen.getByTestId('trip-access')).toHaveTextContent('appear here from Jun 16, 2027, 15:00');
    expect(screen.getByTestId('trip-next')).toHaveTextContent('On arrival day, check in 15:00–20:00');
    expect(screen.getByTestId('trip-next')).toHaveTextContent('cancel from here');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();

    // The conversation with the host is a section of the trip: the guest writes, the thread shows it.
    const messages = await screen.findByTestId('trip-messages');
    expect(messages).toHaveTextContent('Messages with Maria');
    const sent = {
      id: 1,
      sender: 'guest',
      sender_name: 'Ana',
      body: 'Can we check in at 14:00?',
      read_at: null,
    };
    posts['/api/bookings/reservation/h4sh-approved/messages'] = () => {
      thread = [{ ...sent, created_at: '2027-06-01T10:00:00.000Z' }];
      return json(201, { message: 'Message sent', data: thread[0] });
    };
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message to Maria' }),
      'Can we check in at 14:00?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Can we check in at 14:00?', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to Maria' })).toHaveValue('');
  });
});
