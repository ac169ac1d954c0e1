import './lib/zod-in-browser.ts';
import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
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
// A public page arrives rendered by the server (entry-server.tsx), which starts this script only once the browser
// has painted its HTML (public/start-app.js): hydrate it once its page code is here (see preloadPage).
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole tree (a tap or a scroll during hydration is answered). The rest start empty.
if (root.firstElementChild) {
  const page = matchRoutes(routes, window.location)?.at(-1)?.route.element;
  void (page ? preloadPage(page) : Promise.resolve())
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
