import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The server writes the data of a public page into its HTML (server modules/spa): every query it rendered
 * the page with. Seeding the query cache with it lets the browser hydrate the same tree, with no round trip.
 */
export function seedPreloadedQueries(client: QueryClient, doc: Document = document): void {
  const script = doc.getElementById('preloaded-queries');
  if (!script?.textContent) return;
  try {
    const entries = JSON.parse(script.textContent) as PreloadedQuery[];
    for (const { queryKey, data } of entries) client.setQueryData(queryKey, data);
  } catch {
    // A malformed block only costs the round trip it was meant to save.
  }
  script.remove();
}
