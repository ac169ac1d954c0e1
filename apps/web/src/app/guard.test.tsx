import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, setSession, USER_KEY } from '../lib/session.ts';
import { requestsSent, stubFetch } from '../test-render.tsx';
import { decideAccess } from './guard.ts';
import { LAZY_LAYOUT, renderApp, testAdmin, testHost } from './render-app.test-helpers.tsx';

const fetchMock = stubFetch();

const host = testHost;
const admin = testAdmin;

describe('decideAccess (docs/requirements/wire.md#R-W14)', () => {
  it('lets anyone through a public route', () => {
    expect(decideAccess(undefined, { token: null, user: null }, '/')).toEqual({ kind: 'allow' });
  });

  it('sends a host on an admin route, and an admin on a host route, to /404', () => {
    expect(decideAccess(1, { token: 't', user: host }, '/admin')).toEqual({
      kind: 'redirect',
      to: '/404',
      clearUser: false,
    });
    expect(decideAccess(0, { token: 't', user: admin }, '/listings')).toMatchObject({ to: '/404' });
  });

  it('checks the type before the token: a stored host without a token on an admin route gets /404', () => {
    expect(decideAccess(1, { token: null, user: host }, '/admin')).toMatchObject({ to: '/404' });
  });

  it('without a token clears user data and goes to /sign_in with ?next=', () => {
    expect(decideAccess(0, { token: null, user: host }, '/listings?x=1')).toEqual({
      kind: 'redirect',
      to: '/sign_in?next=%2Flistings%3Fx%3D1',
      clearUser: true,
    });
    expect(decideAccess(0, { token: null, user: null }, '/listings')).toMatchObject({
      to: '/sign_in?next=%2Flistings',
    });
  });

  it('lets the matching role through', () => {
    expect(decideAccess(0, { token: 't', user: host }, '/listings')).toEqual({ kind: 'allow' });
    expect(decideAccess(1, { token: 't', user: admin }, '/admin')).toEqual({ kind: 'allow' });
  });
});

describe('route guard in the router', { timeout: 30_000 }, () => {
  it('a signed-in host opening /admin lands on /404', async () => {
    setSession('tok', host);
    const router = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('a visitor without a token opening /listings lands on /sign_in and stored user data is cleared', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify(host));
    const router = renderApp('/listings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(router.state.location.search).toBe('?next=%2Flistings');
    await waitFor(() => expect(getSession().user).toBeNull());
  });

  it('an unknown path redirects to /404', async () => {
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('the template sample pages are not built and land on /404', async () => {
    const router = renderApp('/typography');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('a signed-in host sees the dashboard inside the host layout', async () => {
    setSession('tok', host);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Maria' }, LAZY_LAYOUT)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Host dashboard' })).toBeInTheDocument();
  });

  it('log out from the dashboard goes to / (not /sign_in), revokes the token and clears the session', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    setSession('tok', host);
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Maria' }, LAZY_LAYOUT);
    await userEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(getSession()).toEqual({ token: null, user: null }));
    expect(router.state.location.pathname).toBe('/');
    expect(requestsSent(fetchMock)).toContain('POST /api/logout');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({
        keepalive: true,
        headers: expect.objectContaining({ authorization: 'Bearer tok' }),
      }),
    );
  });
});
