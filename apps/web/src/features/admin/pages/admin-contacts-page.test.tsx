import type { AdminContact } from '@innkeep/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import AdminContactsPage from './admin-contacts-page.tsx';

const fetchMock = stubFetch();

const called: AdminContact = {
  id: 7,
  email: 'call@example.com',
  phone: '351912345678',
  phone_link: { text: '+351 912 345 678', href: 'tel:+351912345678' },
  message: 'Ring me about a long stay',
  updated_at: '2026-11-28T09:30:00.000Z',
};
const written: AdminContact = { ...called, id: 8, email: 'write@example.com', phone: null, phone_link: null };

describe('AdminContactsPage', { timeout: 30_000 }, () => {
  it("shows each message's phone as the server wrote it, and dials it from the details", async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { data: [called, written], meta: { page: 1, per_page: 25, total: 2 } }),
    );
    renderWithProviders(<AdminContactsPage />, { route: '/admin/contacts' });

    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getByText('+351 912 345 678')).toBeInTheDocument();
    expect(within(table).getByText('–')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More about call@example.com' }));
    const details = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute(
      'href',
      'tel:+351912345678',
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'More about write@example.com' }));
    expect(await screen.findByText('Not given')).toBeInTheDocument();
  });
});
