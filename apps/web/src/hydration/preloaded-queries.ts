import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { QueryClient } from '@tanstack/react-query';
import { errorFromBody, isRefusal } from '../lib/api-client.ts';

/**
 * Server, after the page's loader and before its render (entry-server.tsx): a query that failed with a glitch is
 * forgotten, so the page renders it loading, as the browser does before asking again; only a refusal is rendered
 * as a failure, and it goes to the browser with the page (`preloadedQueries`).
 */
export function forgetGlitches(client: QueryClient): void {
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ type: 'all', predicate: (q) => q.state.status === 'error' })) {
    if (!isRefusal(query.state.error)) cache.remove(query);
  }
}

/**
 * Server, after the render: the queries the page was rendered with, for its HTML. An answer goes as its data, a
 * refusal as its status and body (the browser makes the same `ApiError` of them); a query only the browser asks
 * (rendered loading) is left out.
 */
export function preloadedQueries(client: QueryClient): PreloadedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state }): PreloadedQuery[] => {
      if (state.status === 'success') return [{ queryKey, data: state.data }];
      if (state.status === 'error' && isRefusal(state.error))
        return [{ queryKey, error: { status: state.error.status, body: state.error.body } }];
      return [];
    });
}

/**
 * Browser: a refusal the server rendered starts the cache as that failed query, and is not asked again as the
 * page mounts (the server's render did not either, entry-server.tsx): the booking panel hydrates the "can't be
 * booked" it was rendered with, not a loader. A later choice of the same stay asks again, as any change does.
 */
function seedRefusal(client: QueryClient, { queryKey, error }: Required<Omit<PreloadedQuery, 'data'>>): void {
  const refusal = errorFromBody(error.status, error.body);
  client.getQueryCache().build(client, { queryKey }).setState({
    status: 'error',
    fetchStatus: 'idle',
    error: refusal,
    errorUpdatedAt: Date.now(),
    errorUpdateCount: 1,
    fetchFailureCount: 1,
    fetchFailureReason: refusal,
  });
  client.setQueryDefaults(queryKey, { retryOnMount: false });
}

/**
 * The server writes the data of a public page into its HTML (server modules/spa): every query it rendered
 * the page with. Seeding the query cache with it lets the browser hydrate the same tree, with no round trip.
 */
export function seedPreloadedQueries(client: QueryClient, doc: Document = document): void {
  const script = doc.getElementById('preloaded-queries');
  if (!script?.textContent) return;
  try {
    const entries = JSON.parse(script.textContent) as PreloadedQuery[];
    for (const { queryKey, data, error } of entries) {
      if (error) seedRefusal(client, { queryKey, error });
      else client.setQueryData(queryKey, data);
    }
  } catch {
    // A malformed block only costs the round trip it was meant to save.
  }
  script.remove();
}
