import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import AutomationsPage from './automations-page.tsx';

/** docs/requirements/host.md#R-H10: deleting an automation asks first; nothing is deleted until confirmed. */
const stamp = '2027-01-01T00:00:00.000Z';
const template = {
  id: 3,
  name: 'Welcome',
  body: 'Hi',
  placeholders: [],
  created_at: stamp,
  updated_at: stamp,
};
const automation = {
  id: 9,
  template_id: 3,
  template_name: 'Welcome',
  trigger: 'booking_confirmed',
  offset_hours: 0,
  listing_ids: [],
  enabled: true,
  sent_count: 2,
  created_at: stamp,
  updated_at: stamp,
};
let refuse = false;
const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (init?.method === 'DELETE')
    return refuse
      ? json(404, { error: 'This automation no longer exists', code: 'NOT_FOUND' })
      : json(200, { message: 'Automation deleted' });
  if (url.endsWith('/api/automations')) return json(200, { data: [automation] });
  if (url.endsWith('/api/message-templates')) return json(200, { data: [template] });
  return json(404, { error: 'Not found' });
});
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('deleting an automation', () => {
  it('asks first: Cancel deletes nothing, Delete deletes it', async () => {
    refuse = false;
    renderWithProviders(<AutomationsPage />, { route: '/automations', env: 'test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete automation Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete automation?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete automation Welcome' }));
    const again = await screen.findByRole('dialog', { name: 'Delete automation?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]![0])).toMatch(/\/api\/automations\/9$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    refuse = true;
    fetchMock.mockClear();
    renderWithProviders(<AutomationsPage />, { route: '/automations', env: 'test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete automation Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete automation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This automation no longer exists')).toBeInTheDocument();
  });
});
