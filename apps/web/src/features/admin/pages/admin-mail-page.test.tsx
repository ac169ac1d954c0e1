import type { AdminFailedMail } from '@innkeep/contract/admin-mail';
import { adminMailMessages } from '@innkeep/contract/admin-mail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import AdminMailPage from './admin-mail-page.tsx';

const fetchMock = stubFetch();

const failed: AdminFailedMail = {
  id: 41,
  to: 'ana.guest@example.com',
  subject: 'Your stay in Lisbon is confirmed',
  attempts: 8,
  last_error: '550 5.1.1 Mailbox unavailable',
  created_at: '2026-11-28T09:30:00.000Z',
};

describe('AdminMailPage', { timeout: 30_000 }, () => {
  it('lists each failed e-mail with its recipient, attempts and the relay’s answer; Send again resends it', async () => {
    let list = [
      failed,
      { ...failed, id: 42, to: 'host@example.com', subject: 'New inquiry', last_error: null },
    ];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        list = list.filter((m) => !String(url).includes(`/${m.id}/`));
        return json(200, { message: adminMailMessages.resent });
      }
      return json(200, { data: list });
    });
    renderWithProviders(<AdminMailPage />, { route: '/admin/mail', toasts: true });

    const [card] = await screen.findAllByTestId('failed-mail');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Your stay in Lisbon is confirmed')).toBeInTheDocument();
    expect(within(card).getByText('8 attempts')).toBeInTheDocument();
    expect(within(card).getByText(/550 5\.1\.1 Mailbox unavailable/)).toBeInTheDocument();
    expect(within(card).getByText(/To ana\.guest@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/none recorded/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(adminMailMessages.resent)).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain('POST /api/admin/mail/41/resend');
    // The list is read again: the resent message has left it.
    await waitFor(() => expect(screen.getAllByTestId('failed-mail')).toHaveLength(1));
    expect(screen.queryByText(/ana\.guest@example\.com/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (a message no longer failed) on its card', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(404, { error: adminMailMessages.notFailed, code: 'NOT_FOUND' })
        : json(200, { data: [failed] }),
    );
    renderWithProviders(<AdminMailPage />, { route: '/admin/mail', toasts: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMailMessages.notFailed);
  });

  it('says so when nothing has failed', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    renderWithProviders(<AdminMailPage />, { route: '/admin/mail' });
    expect(await screen.findByTestId('failed-mail-empty')).toHaveTextContent('No e-mail has failed');
  });
});
