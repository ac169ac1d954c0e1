import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { preloadPage } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { seedPreloadedQueries } from './lib/preloaded-queries.ts';
import { queryClient } from './lib/query-client.ts';

// index.html's description is for readers that run no script (link previews). From here on every page renders
// its own <meta name="description"> (components/page-meta.tsx), so the static one goes: one description at a time.
document.head.querySelector('meta[name="description"]')?.remove();

seedPreloadedQueries(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);
// A public page arrives rendered by the server (entry-server.tsx): hydrate it, once its page code is here (see
// preloadPage). The rest start empty.
if (root.firstElementChild) {
  const page = matchRoutes(routes, window.location)?.at(-1)?.route.element;
  void (page ? preloadPage(page) : Promise.resolve())
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
