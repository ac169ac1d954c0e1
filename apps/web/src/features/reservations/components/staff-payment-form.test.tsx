import { bookingMessages } from '@innkeep/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerBy,
  json,
  publicConfig,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import { hostListingCard } from '../../../test-replies.ts';
import { StaffPaymentForm } from './staff-payment-form.tsx';

const fetchMock = stubFetch();

const card = (id: number, name: string, time_zone: string) =>
  hostListingCard({ id, external_listing_name: name, time_zone });

/** Opens the check-in picker and says which of these days it lets the host choose. */
async function choosable(...days: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  await screen.findByRole('button', { name: days[0] });
  const answer = days.map((d) => !screen.getByRole('button', { name: d }).hasAttribute('data-disabled'));
  await userEvent.keyboard('{Escape}');
  return answer;
}

describe('the staff payment form’s earliest check-in', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('is the chosen listing’s date: tonight in Los Angeles at 6 pm, while UTC is already tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-10T02:00:00Z'));
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/listings': () =>
          json(200, {
            data: [card(5, 'Venice bungalow', 'America/Los_Angeles'), card(6, 'Shibuya loft', 'Asia/Tokyo')],
          }),
      }),
    );
    renderWithProviders(<StaffPaymentForm />, { env: 'test' });
    const listing = screen.getByRole('combobox', { name: 'Listing' });
    // No listing yet: UTC's date.
    expect(await choosable('Jun 9, 2099', 'Jun 10, 2099')).toEqual([false, true]);

    await userEvent.click(listing);
    await userEvent.click(await screen.findByRole('option', { name: 'Venice bungalow' }));
    expect(await choosable('Jun 8, 2099', 'Jun 9, 2099')).toEqual([false, true]);

    await userEvent.click(listing);
    await userEvent.click(await screen.findByRole('option', { name: 'Shibuya loft' }));
    expect(await choosable('Jun 9, 2099', 'Jun 10, 2099')).toEqual([false, true]);
  });
});

describe('the staff payment form’s hold', () => {
  it('says how long the dates are held for the guest, from the site’s settings', async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/listings': () => json(200, { data: [] }),
        'GET /api/config': () => publicConfig(),
      }),
    );
    renderWithProviders(<StaffPaymentForm />, { env: 'test' });
    expect(await screen.findByText(/The dates are held for them for 48 hours\./)).toBeInTheDocument();
  });
});

// Mantine's NumberInput cuts a number below min to min on blur: 0 guests would be reserved as 1.
describe('the staff payment form’s guests', { timeout: 30_000 }, () => {
  it('keeps 0 as typed and refuses it with the range, sending nothing', async () => {
    fetchMock.mockImplementation(answerBy({ 'GET /api/listings': () => json(200, { data: [] }) }));
    renderWithProviders(<StaffPaymentForm />, { env: 'test' });
    const guests = screen.getByRole('textbox', { name: /^Guests/ });
    await userEvent.clear(guests);
    await userEvent.type(guests, '0');
    await userEvent.tab();
    expect(guests).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and e-mail the payment link' }));
    expect(await screen.findByText(bookingMessages.guestsWhole)).toBeInTheDocument();
    expect(guests).toHaveValue('0');
    expect(requestsSent(fetchMock).filter((r) => !r.startsWith('GET '))).toEqual([]);
  });
});
