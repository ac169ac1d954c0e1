import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export beside its component: `loader`, the data its server render needs, loaded into
 * the query cache before the one render pass (entry-server.tsx). The page reads the same queries with
 * `useQuery` and finds them there; in the browser it starts from the data the server rendered with.
 *
 *   export const loader: PageLoader = ({ params, client }) => client.ensureQueryData(blogQuery(Number(params.id)));
 *
 * A loader that finds nothing to show throws `new PageNotFound()` (or lets the API's 404 through): the server
 * answers 404 with the page's own head.
 */
export interface PageLoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  /** The page's URL, with the query string the page reads. */
  url: URL;
  client: QueryClient;
}

export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;

export class PageNotFound extends Error {
  constructor() {
    super('page not found');
  }
}
