import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { pageFile } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { buildRouteObjects } from './app/route-objects.tsx';
import { routes } from './app/routes.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Server rendering of the public pages (decision record 0017). The API server imports the build of this file
 * (`vite build --ssr`), hands it a way to call its own API, and asks for a page's HTML; the browser then
 * hydrates that HTML (app/start.tsx) with the same query-cache entries, so both render the same tree.
 */

export type ServerRender =
  /** `page`: the page module's source path, for the server to link its CSS and code from the build manifest. */
  | { kind: 'html'; html: string; queries: PreloadedQuery[]; page?: string }
  /** The browser renders this page itself (a redirect, an error, or data that did not come). */
  | { kind: 'client'; reason: string };

const handler = createStaticHandler(buildRouteObjects(routes));
/** A page's queries can depend on one another (a list, then its details): a few rounds, then what there is. */
const MAX_PASSES = 5;

/** Called once at start: API calls made while rendering go to `fetchApi` (the server itself). */
export function configure(options: { fetchApi: typeof fetch }): void {
  setApiTransport(options.fetchApi);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for and nobody fetched yet (on the server no effect runs, so none is fetched). */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

async function renderOnce(client: QueryClient, context: StaticHandlerContext, signal: AbortSignal) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // React moves a large Suspense boundary out of line, revealed by an inline script that the CSP forbids:
      // keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  return { html, errors };
}

/**
 * The HTML of the page at `url` (absolute), rendered with `preload` already in the query cache and every
 * query it asks for fetched, or `client` when the browser should render it instead.
 */
export async function render(
  url: string,
  preload: PreloadedQuery[],
  signal: AbortSignal,
): Promise<ServerRender> {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return { kind: 'client', reason: `router answered ${context.status}` };
  const client = createQueryClient();
  for (const { queryKey, data } of preload) client.setQueryData(queryKey, data);

  for (let pass = 1; ; pass++) {
    const { html, errors } = await renderOnce(client, context, signal);
    if (errors.length > 0)
      return { kind: 'client', reason: String((errors[0] as Error)?.stack ?? errors[0]) };
    const waiting = unfetched(client);
    // Code that loaded during this pass (a lazy page, the first time) left a fallback and an inline script to
    // swap it in, which the CSP would block: render again, now that the code is here.
    const suspended = html.includes('<script');
    if (waiting.length === 0 && !suspended) {
      const cache = client.getQueryCache().getAll();
      // The browser cannot start from a failed query's state: it renders such a page itself.
      const failed = cache.find((q) => q.state.status === 'error');
      if (failed) return { kind: 'client', reason: `query ${JSON.stringify(failed.queryKey)} failed` };
      const queries = cache
        .filter((q) => q.state.status === 'success')
        .map((q) => ({ queryKey: q.queryKey, data: q.state.data }));
      return { kind: 'html', html, queries, page: pageFile(context.matches.at(-1)?.route.element) };
    }
    if (pass === MAX_PASSES) return { kind: 'client', reason: `not settled after ${pass} passes` };
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
}
