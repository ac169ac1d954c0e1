import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageFile, pageModule } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { buildRouteObjects } from './app/route-objects.tsx';
import { routes } from './app/routes.tsx';
import { preloadEveryPart } from './hydration/lazy-part.tsx';
import { forgetGlitches, preloadedQueries } from './hydration/preloaded-queries.ts';
import { isApiError, setApiTransport } from './lib/api-client.ts';
import { PageNotFound } from './lib/page-loader.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SiteOrigin } from './lib/site-origin.ts';

/**
 * Server rendering of the public pages (decision records 0017 and 0092). The API server imports the build of
 * this file (`vite build --ssr`), hands it a way to call its own API, and asks for a page's HTML: the page's
 * loader fills the query cache, then the page renders once, head included. The browser then hydrates that HTML
 * (app/start.tsx) with the same query-cache entries, so both render the same tree.
 */

export type ServerRender =
  | {
      kind: 'html';
      /** 404: the page's loader found nothing to show (the stay, the post); its head says so. */
      status: 200 | 404;
      /** What the page put in the document's head (title, description, canonical, og tags, preloads). */
      head: string;
      /** The page itself, for `#root`. */
      html: string;
      queries: PreloadedQuery[];
      /** The page module's source path, for the server to link its CSS and code from the build manifest. */
      page?: string;
    }
  /** The browser renders this page itself (a redirect, an error, or data that did not come). */
  | { kind: 'client'; reason: string };

const handler = createStaticHandler(buildRouteObjects(routes));

/**
 * Called once at start: API calls made while rendering go to `fetchApi` (the server itself). Resolves once the
 * public pages' code is loaded, every part of it included, so that no render waits for code.
 */
export async function configure(options: { fetchApi: typeof fetch }): Promise<void> {
  setApiTransport(options.fetchApi);
  await Promise.all(
    routes.filter((route) => route.meta.entry.public).map((route) => pageModule(route.element)),
  );
  await preloadEveryPart();
}

/**
 * React writes what a component hoists (`<title>`, `<meta>`, `<link>`: components/page-meta.tsx; Mantine's
 * responsive styles, `<style data-precedence>`: app/providers.tsx) ahead of the tree it renders when the tree is
 * not a whole document: that run is the page's head, the rest its body. React escapes `<` and `>` in text and
 * attribute values, so an element's end is its first `>`; a style's CSS holds no `<`.
 */
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<(?:meta|link)\s[^>]*>|<style data-precedence[^>]*>[^<]*<\/style>)+/;

/** The page at `url` (absolute, the site's public base URL), rendered in one pass after its loader ran. */
export async function render(url: string, signal: AbortSignal): Promise<ServerRender> {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return { kind: 'client', reason: `router answered ${context.status}` };
  const match = context.matches.at(-1);
  const client = createQueryClient();
  // A refusal is shown as such (the not-found screen, dates that cannot be booked), not fetched again as the page
  // mounts; the browser starts with it too (hydration/preloaded-queries.ts).
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false },
  });
  let status: 200 | 404 = 200;
  try {
    const module = await pageModule(match?.route.element);
    await module?.loader?.({ params: match?.params ?? {}, url: new URL(url), client });
  } catch (error) {
    if (!(error instanceof PageNotFound || (isApiError(error) && error.status === 404)))
      return { kind: 'client', reason: String((error as Error)?.stack ?? error) };
    status = 404;
  }
  forgetGlitches(client);

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <SiteOrigin.Provider value={new URL(url).origin}>
        <Providers client={client}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </SiteOrigin.Provider>
    </StrictMode>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // React moves a large Suspense boundary out of line, revealed by an inline script that the CSP forbids:
      // keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) return { kind: 'client', reason: String((errors[0] as Error)?.stack ?? errors[0]) };
  const output = await new Response(prelude).text();
  const head = HOISTED.exec(output)?.[0] ?? '';
  return {
    kind: 'html',
    status,
    head,
    html: output.slice(head.length),
    // What the page rendered with, the API's refusals included: the browser's first render is the same.
    queries: preloadedQueries(client),
    page: pageFile(match?.route.element),
  };
}
