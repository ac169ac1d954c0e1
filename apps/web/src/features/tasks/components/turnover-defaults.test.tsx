import { taskMessages } from '@innkeep/contract/tasks';
import type { TeamMember } from '@innkeep/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import TasksPage from '../pages/tasks-page.tsx';

const fetchMock = stubFetch();

/** The host's tasks page with two listings, Carla on the team; `put` answers saving a listing's defaults. */
function renderDefaults(put: () => Response) {
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/team/membership': () => json(200, { data: null }),
      'GET /api/tasks': () => json(200, { data: [] }),
      'GET /api/team': () => json(200, { data: [carla] }),
      'GET /api/tasks/defaults': () =>
        json(200, {
          data: [
            { listing_id: 3, listing_name: 'Harbour flat', assignee_id: 21, needs_photo: true },
            { listing_id: 4, listing_name: 'Hill house', assignee_id: null, needs_photo: false },
          ],
        }),
      'PUT /api/tasks/defaults': put,
    }),
  );
  renderWithProviders(<TasksPage />, { route: '/tasks' });
}

const carla: TeamMember = {
  id: 1,
  user_id: 21,
  name: 'Carla Lopes',
  email: 'carla@example.com',
  role: 'cleaner',
  listing_ids: [],
  status: 'active',
  created_at: '2099-01-01T00:00:00Z',
};

describe('Turnover defaults', { timeout: 30_000 }, () => {
  it('shows each listing’s defaults and saves one listing’s new choice', async () => {
    renderDefaults(() => json(200, { message: taskMessages.defaultsSaved }));
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Turnover defaults' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Turnover defaults' }));
    const harbour = await screen.findByRole('form', { name: 'Harbour flat' });
    expect(within(harbour).getByRole('combobox', { name: 'New turnovers go to' })).toHaveValue('Carla Lopes');
    expect(within(harbour).getByRole('checkbox', { name: /Ask for a photo/ })).toBeChecked();

    const hill = screen.getByRole('form', { name: 'Hill house' });
    expect(within(hill).getByRole('checkbox', { name: /Ask for a photo/ })).not.toBeChecked();
    const choose = within(hill).getByRole('combobox', { name: 'New turnovers go to' });
    await user.click(choose);
    // Each listing's select has its own list of the team: pick from this one's.
    const list = await waitFor(() => document.getElementById(choose.getAttribute('aria-controls') ?? '')!);
    await user.click(within(list).getByRole('option', { name: 'Carla Lopes', hidden: true }));
    await user.click(within(hill).getByRole('checkbox', { name: /Ask for a photo/ }));
    await user.click(within(hill).getByRole('button', { name: 'Save' }));
    expect(await within(hill).findByRole('status')).toHaveTextContent(taskMessages.defaultsSaved);
    expect(bodiesSent(fetchMock, 'PUT /api/tasks/defaults')).toEqual([
      { listing_id: 4, assignee_id: 21, needs_photo: true },
    ]);
    expect(within(harbour).queryByRole('status')).toBeNull();
  });

  it('shows the server’s refusal under the assignee', async () => {
    renderDefaults(() =>
      json(422, { message: 'Invalid', errors: { assignee_id: [taskMessages.assigneeInvalid] } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turnover defaults' }));
    const harbour = await screen.findByRole('form', { name: 'Harbour flat' });
    await user.click(within(harbour).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(harbour).getByText(taskMessages.assigneeInvalid)).toBeInTheDocument());
    expect(within(harbour).queryByRole('status')).toBeNull();
  });
});
