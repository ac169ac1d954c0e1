import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { sessionUser, teamMembership } from '../../../test-replies.ts';
import AccountPage from './account-page.tsx';

const fetchMock = stubFetch();
const carla = sessionUser({ first_name: 'Carla', last_name: 'Mendes', email: 'carla@example.com' });
const membership = (role: 'cleaner' | 'co-host' | null) => json(200, { data: role && teamMembership(role) });

describe('the account page', () => {
  afterEach(() => clearSession());

  it("names a team member's role, not Host", async () => {
    setSession('tok', carla);
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/me': () => json(200, { data: carla }),
        'GET /api/team/membership': () => membership('cleaner'),
      }),
    );
    renderWithProviders(<AccountPage />, { route: '/user' });
    expect(await screen.findByText('Cleaner')).toBeInTheDocument();
    expect(screen.queryByText('Host')).toBeNull();
  });

  it('calls a host on no team a host', async () => {
    setSession('tok', carla);
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/me': () => json(200, { data: carla }),
        'GET /api/team/membership': () => membership(null),
      }),
    );
    renderWithProviders(<AccountPage />, { route: '/user' });
    expect(await screen.findByText('Host')).toBeInTheDocument();
  });

  it("an admin is an admin, and the admin's page asks for no team", async () => {
    const admin = { ...carla, is_admin: true };
    setSession('tok', admin);
    fetchMock.mockImplementation(answerBy({ 'GET /api/me': () => json(200, { data: admin }) }));
    renderWithProviders(<AccountPage />, { route: '/admin/user' });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).not.toContain('GET /api/team/membership');
  });
});
