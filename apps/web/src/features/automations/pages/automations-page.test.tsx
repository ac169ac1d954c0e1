import type { Automation, MessageTemplate } from '@innkeep/contract/message-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import AutomationsPage from './automations-page.tsx';

const fetchMock = stubFetch();

const welcome: MessageTemplate = {
  id: 2,
  name: 'Welcome',
  body: 'Hello {guest_first_name}, the door code is {door_code}.',
  placeholders: ['guest_first_name', 'door_code'],
  created_at: '2027-01-02T10:00:00.000Z',
  updated_at: '2027-01-02T10:00:00.000Z',
};
const automation = (over: Partial<Automation>): Automation => ({
  id: 5,
  template_id: 2,
  template_name: 'Welcome',
  trigger: 'before_check_in',
  offset_hours: 48,
  listing_ids: [],
  enabled: true,
  sent_count: 3,
  created_at: '2027-01-02T10:00:00.000Z',
  updated_at: '2027-01-02T10:00:00.000Z',
  ...over,
});

/** The host's automations as the server holds them; DELETE takes one away, or fails with `refuse`. */
function server(list: Automation[], refuse?: { status: number; error: string }) {
  let automations = list;
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/message-templates': () => json(200, { data: [welcome] }),
      'GET /api/automations': () => json(200, { data: automations }),
      'DELETE /api/automations/5': () => {
        if (refuse) return json(refuse.status, { error: refuse.error, code: 'CONFLICT' });
        automations = automations.filter((a) => a.id !== 5);
        return json(200, { message: 'Automation deleted' });
      },
    }),
  );
}

const renderPage = () => renderWithProviders(<AutomationsPage />, { route: '/automations', toasts: true });

/** Clicks Delete on the Welcome automation and returns the dialog that asks to confirm it. */
async function openDelete() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete automation Welcome' }));
  return screen.findByRole('dialog', { name: 'Delete automation?' });
}

describe('AutomationsPage', { timeout: 30_000 }, () => {
  it('lists each automation with its template, when it sends, where and how often it has', async () => {
    server([
      automation({}),
      automation({
        id: 6,
        template_name: 'Checkout reminder',
        trigger: 'before_check_out',
        offset_hours: 0,
        listing_ids: [1, 3],
        enabled: false,
        sent_count: 1,
      }),
    ]);
    renderPage();
    const first = await screen.findByLabelText('Welcome');
    expect(first).toHaveTextContent('On');
    expect(first).toHaveTextContent('Sends 48 hours before check-in');
    expect(first).toHaveTextContent('All listings · sent to 3 stays');
    const second = screen.getByLabelText('Checkout reminder');
    expect(second).toHaveTextContent('Off');
    expect(second).toHaveTextContent('Sends at check-out');
    expect(second).toHaveTextContent('2 listings · sent to 1 stay');
    expect(screen.getByRole('button', { name: 'New automation' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByLabelText('Welcome')).toHaveTextContent('Hello {guest_first_name}');
  });

  it('asks before deleting: Cancel deletes nothing; Delete sends the request, tells the host, and the list no longer has it', async () => {
    server([automation({})]);
    renderPage();
    const dialog = await openDelete();
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsSent(fetchMock)).not.toContain('DELETE /api/automations/5');

    const again = await openDelete();
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Automation deleted')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain('DELETE /api/automations/5');
    expect(await screen.findByText('No automations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete automation Welcome' })).toBeNull();
  });

  it('keeps the automation, and the dialog open with the server’s reason, when the delete is refused', async () => {
    server([automation({})], { status: 409, error: 'This automation is sending right now.' });
    renderPage();
    const dialog = await openDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This automation is sending right now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Welcome')).toBeInTheDocument();
    expect(requestsSent(fetchMock).filter((r) => r === 'GET /api/automations')).toHaveLength(1);
  });

  it('asks for a template first when there is none', async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/message-templates': () => json(200, { data: [] }),
        'GET /api/automations': () => json(200, { data: [] }),
      }),
    );
    renderPage();
    expect(await screen.findByText('Write a template first: an automation sends one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New automation' })).toBeNull();
  });
});
