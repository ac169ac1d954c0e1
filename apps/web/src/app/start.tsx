import { isValidElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedPreloadedQueries } from '../hydration/preloaded-queries.ts';
import { reportRecoverableError } from '../hydration/report-recoverable-error.ts';
import { registerOfflineWorker } from '../lib/offline-worker.ts';
import { queryClient } from '../lib/query-client.ts';
import { preloadPage } from './lazy-page.tsx';
import { Providers } from './providers.tsx';
import { AppRouter, createAppRouter } from './router.tsx';

/** Lets the browser run what waits (a tap, a frame) before the next step: each step is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in #root (main.tsx calls it once this module has loaded). Nothing happens at import: a
 * server-rendered page evaluates the app's modules one task at a time first (public/start-app.js).
 */
export async function startApp(): Promise<void> {
  // index.html's description is for readers that run no script (link previews). From here on every page renders
  // its own <meta name="description"> (components/page-meta.tsx), so the static one goes: one description at a time.
  document.head.querySelector('meta[name="description"]')?.remove();
  seedPreloadedQueries(queryClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Ranking the routes and reading the location is a long step of its own on a phone.
  await nextTask();
  const router = createAppRouter();
  // A public page arrives rendered by the server (entry-server.tsx): hydrate it once its page code is here (see
  // preloadPage). Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a tap or a scroll during hydration is answered). The rest start
  // empty.
  const serverRendered = root.firstElementChild !== null;
  const page = router.state.matches.at(-1)?.route.element;
  if (serverRendered && isValidElement(page)) await preloadPage(page).catch(() => undefined);
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter router={router} />
      </Providers>
    </StrictMode>
  );
  if (serverRendered) {
    await nextTask();
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportRecoverableError }));
  } else {
    createRoot(root).render(app);
  }
  registerOfflineWorker();
}
