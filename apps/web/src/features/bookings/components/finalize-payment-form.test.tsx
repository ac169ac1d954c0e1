import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MISSING_HINT } from '../../../components/card-payment/pay-button.tsx';
import {
  answerBy,
  bodiesSent,
  json,
  publicConfig,
  renderWithProviders,
  stubFetch,
} from '../../../test-render.tsx';
import { acceptTerms, fillBilling, typeCard } from '../test-payment.ts';
import { guestReservation } from '../test-reservation.ts';
import { FinalizePaymentForm } from './finalize-payment-form.tsx';

const paid = (status_id: number, next_action: unknown = null) => ({
  message: 'Payment successful! Your stay is booked.',
  data: { reservation_id: 41, unique_hash: 'h4sh-approved', status_id, next_action },
});

/** The API's answers by method and path; each test adds its own. */
let routes: Record<string, () => Response | Promise<Response>>;
const fetchMock = stubFetch();
const sent = (to: string) => bodiesSent(fetchMock, to);

const clickPay = () => userEvent.click(screen.getByRole('button', { name: 'Pay €315' }));

/** Pays, and the form refuses in the browser with `message`: nothing reaches the server. */
async function payRefused(message: string) {
  await clickPay();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(sent('POST /api/bookings/billing')).toEqual([]);
}

function renderForm(onPaid = vi.fn()) {
  renderWithProviders(<FinalizePaymentForm reservation={guestReservation(3)} onPaid={onPaid} />);
  return onPaid;
}

beforeEach(() => {
  routes = { 'GET /api/config': () => publicConfig() };
  // Read at each request, so a route a test adds later is answered.
  fetchMock.mockImplementation((input, init) => answerBy(routes)(input, init));
});

describe('finalise payment form', { timeout: 20_000 }, () => {
  it('keeps Pay disabled until all four billing fields are filled, and while the payment is processing', async () => {
    renderForm();
    const pay = screen.getByRole('button', { name: 'Pay €315' });
    expect(pay).toBeDisabled();
    // The greyed button says what it waits for.
    expect(pay).toHaveAccessibleDescription(BILLING_MISSING_HINT);
    await fillBilling('Zip code');
    expect(pay).toBeDisabled();
    const zip = screen.getByRole('textbox', { name: /Zip code/ });
    await userEvent.type(zip, '   ');
    expect(pay).toBeDisabled();
    await userEvent.clear(zip);
    await userEvent.type(zip, '1100-053');
    expect(pay).toBeEnabled();
    expect(screen.queryByText(BILLING_MISSING_HINT)).toBeNull();
    await acceptTerms();

    let answer: (r: Response) => void = () => {};
    routes['POST /api/bookings/billing'] = () => new Promise<Response>((resolve) => (answer = resolve));
    await typeCard('4242424242424242');
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €315' })).toBeDisabled());
    answer(json(201, paid(6)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €315' })).toBeEnabled());
    expect(sent('POST /api/bookings/billing')).toEqual([
      {
        billing_address: 'Rua Augusta 12',
        city: 'Lisbon',
        country: 'Portugal',
        zip_code: '1100-053',
        accept_terms: true,
        reservation_id: 'h4sh-approved',
        payment_method_id: 'pm_card_visa',
      },
    ]);
    // One Idempotency-Key per Pay, so a repeated request can never charge twice.
    const init = fetchMock.mock.calls.find(
      ([u, i]) => String(u).endsWith('/billing') && i?.method === 'POST',
    )?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('finishes 3-D Secure in the TEST MODE dialog, then confirms with the server', async () => {
    const onPaid = renderForm();
    routes['POST /api/bookings/billing'] = async () =>
      json(202, paid(4, { type: 'use_stripe_sdk', client_secret: 'pi_1_secret_2' }));
    routes['POST /api/stripe/simulator/authenticate'] = async () => json(200, { ok: true });
    routes['POST /api/bookings/confirm'] = async () => json(200, paid(6));
    await fillBilling();
    await typeCard('4000 0025 0000 3155');
    await clickPay();
    expect(await screen.findByText('Confirm this payment (TEST MODE 3-D Secure)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('Payment successful! Your stay is booked.'));
    expect(sent('POST /api/bookings/billing')[0]).toMatchObject({
      payment_method_id: 'pm_card_authenticationRequiredOnSetup',
    });
    expect(sent('POST /api/stripe/simulator/authenticate')).toEqual([
      { client_secret: 'pi_1_secret_2', outcome: 'complete' },
    ]);
    expect(sent('POST /api/bookings/confirm')).toEqual([{ reservation_id: 'h4sh-approved' }]);
  });

  it('shows a decline as text, and a 422 under the billing field it names', async () => {
    const onPaid = renderForm();
    routes['POST /api/bookings/billing'] = async () =>
      json(402, { error: 'Your card was declined.', code: 'PAYMENT_FAILED' });
    await fillBilling();
    await typeCard('4000000000000002');
    await clickPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged. Try another card.',
    );

    routes['POST /api/bookings/billing'] = async () =>
      json(422, { message: 'Invalid', errors: { city: ['City is required', 'second'] } });
    await clickPay();
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the house rules, times and cancellation terms next to Pay and pays only once they are accepted', async () => {
    renderForm();
    const terms = screen.getByTestId('stay-terms');
    expect(terms).toHaveTextContent('No parties. A cot on request.');
    expect(terms).toHaveTextContent('Check-in 15:00–20:00 · Check-out by 11:00');
    expect(terms).toHaveTextContent('Moderate cancellation policy. Cancel before Jun 13, 2027');
    await fillBilling('none');
    await typeCard('4242424242424242');
    await payRefused('Accept the house rules and the cancellation terms to pay');
  });

  it('refuses a card number that is not a test card before calling the server', async () => {
    renderForm();
    await fillBilling();
    await typeCard('1234 5678');
    await payRefused('Use one of the test card numbers listed below.');
  });

  it('refuses a missing or past expiry under the field, before calling the server', async () => {
    renderForm();
    await fillBilling();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await payRefused("Enter the card's expiry date (MM / YY).");
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '0120');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await payRefused('This card has expired. Use a card with a future expiry date.');
  });

  it('moves focus to the card part a refused Pay names, where its message shows', async () => {
    renderForm();
    await fillBilling();
    const pay = screen.getByRole('button', { name: 'Pay €315' });
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Enter your card details',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '0120');
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' })).toHaveFocus());

    await userEvent.clear(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '1234');
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveFocus());
    expect(sent('POST /api/bookings/billing')).toEqual([]);
  });
});
