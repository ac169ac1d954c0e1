import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../test-media.ts';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../test-render.tsx';
import { teamMembership } from '../../test-replies.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

const fetchMock = stubFetch();
afterEach(() => vi.unstubAllGlobals());

const conversations = () =>
  json(200, { data: [], meta: { unread_total: 3, total: 0, page: 1, per_page: 25, last_page: 1 } });

function renderLayout(membership: () => Promise<Response>, at = '/tasks') {
  stubViewport(1280);
  fetchMock.mockImplementation(
    answerBy({ 'GET /api/team/membership': membership, 'GET /api/conversations': conversations }),
  );
  return renderWithProviders(<DashboardLayout />, { route: '*', at, env: 'test' });
}

describe('DashboardLayout', () => {
  it('never asks a cleaner’s inbox count, even while their membership is still on its way', async () => {
    // A cleaner may not read conversations: asking gave a 403 and a console error on every page load.
    let answer: (r: Response) => void = () => {};
    renderLayout(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']));
    answer(json(200, { data: teamMembership('cleaner') }));
    expect(await screen.findByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Inbox' })).not.toBeInTheDocument());
    expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']);
  });

  it('shows the host the inbox’s unread count once it knows they are the host', async () => {
    renderLayout(async () => json(200, { data: null }));
    const inbox = await screen.findByRole('link', { name: /Inbox/ });
    await waitFor(() => expect(inbox).toHaveTextContent('3'));
    expect(requestsSent(fetchMock)).toContain('GET /api/conversations?sort=activity');
  });

  it('shows no menu until it knows whose dashboard it is', async () => {
    let answer: (r: Response) => void = () => {};
    renderLayout(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']));
    // A cleaner must not glimpse the host's whole menu while their role is on its way.
    expect(screen.queryByRole('link', { name: 'Payouts' })).not.toBeInTheDocument();
    answer(json(200, { data: teamMembership('cleaner') }));
    expect(await screen.findByRole('link', { name: 'Tasks' })).toBeInTheDocument();
  });

  // Sign-in lands everyone who is not an admin on /dashboard; a team member's figures are the host's, refused.
  for (const [role, home] of [
    ['cleaner', '/tasks'],
    ['co-host', '/reservations'],
  ] as const) {
    it(`takes a ${role} from the dashboard or a typed page outside their role to ${home}`, async () => {
      const member = async () => json(200, { data: teamMembership(role, { listing_ids: [3] }) });
      for (const at of ['/dashboard', '/payouts']) {
        const { router, unmount } = renderLayout(member, at);
        await waitFor(() => expect(router.state.location.pathname).toBe(home));
        unmount();
      }
    });
  }

  it('opens no page before it knows the role: a co-host’s typed /payouts never asks its data', async () => {
    // A page's queries would ask routes the role is refused (403, a console error) before the redirect.
    const opened: string[] = [];
    const Page = ({ name }: { name: string }) => {
      opened.push(name);
      return <h1>{name}</h1>;
    };
    let answer: (r: Response) => void = () => {};
    stubViewport(1280);
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/team/membership': () => new Promise((resolve) => (answer = resolve)),
        'GET /api/conversations': conversations,
      }),
    );
    const pages = ['/payouts', '/reservations'].map((path) => ({ path, element: <Page name={path} /> }));
    const { router } = renderWithProviders(<p>Elsewhere</p>, {
      route: '/elsewhere',
      at: '/payouts',
      routes: [{ element: <DashboardLayout />, children: pages }],
    });
    await waitFor(() => expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']));
    expect(opened).toEqual([]);
    answer(json(200, { data: teamMembership('co-host', { listing_ids: [3] }) }));
    expect(await screen.findByRole('heading', { name: '/reservations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservations');
    expect(opened).not.toContain('/payouts');
  });

  it('opens the page when the role cannot be read: the server still decides', async () => {
    stubViewport(1280);
    fetchMock.mockImplementation(answerBy({ 'GET /api/team/membership': () => json(503, {}) }));
    renderWithProviders(<p>Elsewhere</p>, {
      route: '/elsewhere',
      at: '/payouts',
      routes: [{ element: <DashboardLayout />, children: [{ path: '/payouts', element: <h1>Payouts</h1> }] }],
    });
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('keeps a co-host on the pages below their menu’s, and on their account', async () => {
    const coHost = async () => json(200, { data: teamMembership('co-host', { listing_ids: [1] }) });
    for (const at of ['/calendar/month', '/user']) {
      const { router, unmount } = renderLayout(coHost, at);
      expect(await screen.findByRole('link', { name: 'Calendar' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(at);
      unmount();
    }
  });
});
