import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { FastifyInstance } from 'fastify';
import { collecting, recordRead, tagsOfApiRead } from './spa.tags.ts';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `vite build --ssr`): the public pages'
 * HTML, rendered with the data it fetched from this server's own API, in process. Decision record 0017.
 */

/** A page rendered: its status (404 when its data was not found), its own head, its body and data. */
export interface RenderedHtml {
  status: 200 | 404;
  head: string;
  html: string;
  queries: PreloadedQuery[];
  page?: string;
}

type ServerRender = ({ kind: 'html' } & RenderedHtml) | { kind: 'client'; reason: string };

interface RendererModule {
  configure(options: { fetchApi: typeof fetch }): Promise<void> | void;
  render(url: string, signal: AbortSignal): Promise<ServerRender>;
}

export interface ServerRenderer {
  /**
   * The page, rendered in one pass after its loader: its status, head, HTML, the queries it was rendered with
   * and its page module (for spa.assets), or null: the browser renders it.
   */
  render(url: string): Promise<RenderedHtml | null>;
}

const readJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};
/** The API's answer to an in-process request, as the web app's fetch expects it. */
function fetchThrough(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    // What the page read, for the page cache (spa.tags): only while a render collects its reads.
    if (collecting()) recordRead(tagsOfApiRead(String(input), readJson(response.body)));
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/** The renderer, or null when the web app was built without it (then every page renders in the browser). */
export async function loadServerRenderer(
  app: FastifyInstance,
  entry: string,
  /** A page that takes longer is sent without its HTML: the browser renders it. */
  timeoutMs: number,
): Promise<ServerRenderer | null> {
  if (!existsSync(entry)) {
    app.log.warn(`No server-rendering build at ${entry}; public pages render in the browser.`);
    return null;
  }
  let module: RendererModule;
  try {
    module = (await import(pathToFileURL(entry).href)) as RendererModule;
    await module.configure({ fetchApi: fetchThrough(app) });
  } catch (error) {
    app.log.error(
      { err: error, entry },
      'the server-rendering build did not load; public pages render in the browser',
    );
    return null;
  }
  return {
    async render(url) {
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        // The renderer stops at the signal; the race makes sure this answer never waits longer.
        const timedOut = new Promise<ServerRender>((resolve) =>
          signal.addEventListener('abort', () => resolve({ kind: 'client', reason: 'timed out' })),
        );
        const result = await Promise.race([module.render(url, signal), timedOut]);
        if (result.kind === 'client') {
          app.log.warn({ url, reason: result.reason }, 'page left to the browser to render');
          return null;
        }
        // A renderer that says nothing of the status or head (an older build) rendered a found page.
        return { ...result, status: result.status === 404 ? 404 : 200, head: result.head ?? '' };
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
        return null;
      }
    },
  };
}
