import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionUser } from '../test-replies.ts';
import { Providers } from './providers.tsx';
import { buildRouteObjects } from './route-objects.tsx';
import { type AppRoute, routes } from './routes.tsx';

/**
 * The dashboard and admin layouts are their own chunks, loaded before the page's: two module loads in jsdom, slow
 * on a busy machine (hence the longer wait; nothing here measures time).
 */
export const LAZY_LAYOUT = { timeout: 10_000 };

export const testHost = sessionUser();

export const testAdmin = sessionUser({
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@innkeep.test',
  is_admin: true,
});

/** The whole app (its providers, routes and guard) at `path` in a memory router, as a visitor opening that URL. */
export function renderApp(path: string, table: AppRoute[] = routes) {
  const router = createMemoryRouter(buildRouteObjects(table), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
