import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../../../test-media.ts';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { TemplateEditor } from './template-editor.tsx';

/** One upcoming stay, at a listing in Lisbon (on summer time in June: UTC+1). */
const stay = {
  id: 7,
  first_name: 'Ana',
  last_name: 'Silva',
  listing: { id: 3, external_listing_name: 'Harbour flat' },
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  time_zone: 'Europe/Lisbon',
};

const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.includes('/api/reservations'))
    return json(200, { data: [stay], total: 1, totals: [], listings: [] });
  if (url.endsWith('/api/message-templates/preview') && init?.method === 'POST') {
    return json(200, {
      data: {
        body: 'Hi Ana, the door code is on your trip page from 48 hours before check-in.',
        secrets_withheld: true,
        secrets_from: '2027-06-16T14:00:00.000Z',
      },
    });
  }
  if (url.endsWith('/api/message-templates') && init?.method === 'POST') {
    return json(422, {
      message: 'The given data was invalid.',
      errors: { body: ['Unknown placeholder {door_pin}: use one of the placeholders offered'] },
    });
  }
  return json(404, { error: 'Not found' });
});

describe('TemplateEditor', () => {
  it('inserts a placeholder at the cursor with its button', async () => {
    renderWithProviders(<TemplateEditor template={null} onDone={() => undefined} />, { env: 'test' });
    const message = screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Hi , welcome' } });
    message.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Guest first name' }));
    expect(message.value).toBe('Hi {guest_first_name}, welcome');
  });

  it('names an unknown placeholder under the message before sending anything', async () => {
    renderWithProviders(<TemplateEditor template={null} onDone={() => undefined} />, { env: 'test' });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Arrival' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Code {door_pin}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText('Unknown placeholder {door_pin}: use one of the placeholders offered'),
    ).toBeVisible();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  });

  it("says when the door code and Wi-Fi go out on the stay's listing's clock, named, not the reader's or UTC", async () => {
    // The host's browser is in Tokyo; the stay's listing is in Lisbon.
    await inBrowserZone('Asia/Tokyo', async () => {
      renderWithProviders(<TemplateEditor template={null} onDone={() => undefined} />, { env: 'test' });
      fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Arrival' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
        target: { value: 'Hi {guest_first_name}, the door code is {door_code}.' },
      });
      await userEvent.click(screen.getByRole('combobox', { name: 'Preview for a reservation' }));
      await userEvent.click(
        await screen.findByRole('option', { name: 'Ana Silva · Harbour flat · Jun 18, 2027' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
      expect(
        await screen.findByText(
          'Sent now, the door code and Wi-Fi are held back: they go out from Jun 16, 2027, 15:00 Lisbon time.',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/UTC|Tokyo/)).toBeNull();
    });
  });
});
