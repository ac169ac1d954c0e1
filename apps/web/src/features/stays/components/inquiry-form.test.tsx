import { bookingMessages } from '@innkeep/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { InquiryForm } from './inquiry-form.tsx';

const fetchMock = stubFetch();

function renderForm(dates: { start: string | null; end: string | null }) {
  renderWithProviders(<InquiryForm listingId={7} {...dates} guests={2} primary />, {
    route: '/',
    env: 'test',
  });
}

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
  const phone = screen.getByRole('textbox', { name: /Phone/ });
  // A phone's keypad with "+" (tel), not the digits-only one.
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('inputmode', 'tel');
  await userEvent.type(phone, '+351912345678');
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

// In the sticky panel the messages sit above the fields, possibly out of sight: focusing them scrolls them in.
describe('inquiry form messages', () => {
  it('moves focus to the stay errors when the dates are missing', async () => {
    renderForm({ start: null, end: null });
    await fillContact();
    await send();
    const notice = await screen.findByTestId('inquiry-notice');
    expect(notice).toHaveTextContent(bookingMessages.startRequired);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first contact field in error when the stay is fine', async () => {
    renderForm({ start: '2030-05-10', end: '2030-05-12' });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
    await send();
    expect(await screen.findByText(bookingMessages.firstNameRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus());
    expect(screen.queryByTestId('inquiry-notice')).toBeNull();
  });

  it('moves focus to the success box once the host has the inquiry', async () => {
    fetchMock.mockResolvedValue(
      json(201, {
        message: 'Sent to Maria.',
        data: { reservation_id: 3, unique_hash: 'h4sh', hold_hours: 48 },
      }),
    );
    renderForm({ start: '2030-05-10', end: '2030-05-12' });
    await fillContact();
    await send();
    const notice = await screen.findByTestId('inquiry-notice');
    expect(notice).toHaveTextContent('Sent to Maria.');
    await waitFor(() => expect(notice).toHaveFocus());
    // What happens next, and the way to the thread.
    expect(notice).toHaveTextContent('Nothing is charged, and the dates are not held for you yet.');
    expect(notice).toHaveTextContent('a link to pay, and the dates are held for you for 48 hours');
    expect(screen.getByRole('link', { name: 'Open your conversation with the host' })).toHaveAttribute(
      'href',
      '/reservation/h4sh#messages',
    );
    expect(bodiesSent(fetchMock, 'POST /api/bookings/inquiry')[0]).toMatchObject({
      listing_id: 7,
      start_date: '2030-05-10',
      guests: 2,
    });
  });

  it('moves focus to the failure box when the server refuses without field errors', async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: 'These dates are no longer available', code: 'DATES_UNAVAILABLE' }),
    );
    renderForm({ start: '2030-05-10', end: '2030-05-12' });
    await fillContact();
    await send();
    const notice = await screen.findByTestId('inquiry-notice');
    expect(notice).toHaveTextContent('These dates are no longer available');
    await waitFor(() => expect(notice).toHaveFocus());
  });
});
