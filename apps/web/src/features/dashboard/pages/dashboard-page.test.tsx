import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import DashboardPage from './dashboard-page.tsx';

const fetchMock = stubFetch();

// Sign-in lands everyone who is not an admin on /dashboard; a team member's figures are the host's, refused.
describe('DashboardPage', { timeout: 30_000 }, () => {
  for (const [role, home] of [
    ['cleaner', '/tasks'],
    ['co-host', '/reservations'],
  ] as const) {
    it(`takes a ${role} to ${home}, the first page their role opens`, async () => {
      const refused = () => json(403, { error: 'Your role in this team does not give access to this.' });
      fetchMock.mockImplementation(
        answerBy({
          'GET /api/team/membership': () =>
            json(200, { data: { role, host_name: 'Maria Santos', listing_ids: [3] } }),
          'GET /api/dashboard': refused,
          'GET /api/tasks/summary': refused,
        }),
      );
      renderWithProviders(<DashboardPage />, {
        route: '/dashboard',
        routes: [
          { path: '/tasks', element: <p>Tasks page</p> },
          { path: '/reservations', element: <p>Reservations page</p> },
        ],
      });
      expect(await screen.findByText(home === '/tasks' ? 'Tasks page' : 'Reservations page')).toBeVisible();
    });
  }
});
