import type { SessionUser } from '@innkeep/contract/auth';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session.ts';
import { Providers } from './providers.tsx';
import { buildRouteObjects } from './route-objects.tsx';
import { routes } from './routes.tsx';

// The dashboard and admin layouts are their own chunks, loaded before the page's: two module loads in jsdom,
// slow on a busy machine (hence the longer waits; nothing here measures time).
const LAZY_LAYOUT = { timeout: 10_000 };

const admin: SessionUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.test',
  is_admin: true,
};
const host: SessionUser = {
  id: 2,
  first_name: 'Maria',
  last_name: 'Silva',
  email: 'm@x.test',
  is_admin: false,
};

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('document title and description come from the page on screen', { timeout: 30_000 }, () => {
  it('each page names the document, and the next page renames it', async () => {
    setSession('tok', host);
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Maria' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Dashboard · Innkeep'));

    await router.navigate('/404');
    await screen.findByRole('heading', { name: "We can't find that page" }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Page not found · Innkeep'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('a page not built yet is named after itself', async () => {
    setSession('tok', host);
    renderAt('/channel_manager');
    await screen.findByRole('heading', { name: 'Channel manager' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Channel manager · Innkeep'));
  });

  it('an admin page names the document', async () => {
    setSession('tok', admin);
    renderAt('/admin/blogs');
    await screen.findByRole('heading', { name: 'Blogs' }, LAZY_LAYOUT);
    await waitFor(() => expect(document.title).toBe('Blogs · Innkeep'));
  });
});
