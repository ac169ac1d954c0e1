import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { pageAssetsFrom } from './spa.assets.ts';
import type { PageDocument } from './spa.cache.ts';
import { type RenderedPage, renderDocument, shellDocument } from './spa.html.ts';
import { pageAt, recordFound, routeHead } from './spa.service.ts';
import { loadServerRenderer } from './spa.ssr.ts';
import { collectingReads, type PageTag, recordRead, tagsOfApiRead } from './spa.tags.ts';

/** A page's path, without its query and trailing slashes. */
function pagePath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Renders the documents of public pages from the web build in `distDir`; starts loading the server renderer. */
export function documentRenderer(app: FastifyInstance, deps: AppDeps, distDir: string) {
  const renderer = loadServerRenderer(app, deps.env.webSsrEntry, deps.env.SSR_TIMEOUT_MS);
  const assetsOf = pageAssetsFrom(distDir);

  /**
   * The whole document of a public page, or null for the app's shell (shellDocumentAt). A public page is
   * rendered by the web app (spa.ssr): its status, its head and its body are the page's own. Without `ssr` (the
   * visitor spent their renders) it carries its route's title only, is not kept, and the browser renders it.
   */
  async function renderDocumentAt(url: string, ssr = true): Promise<PageDocument | null> {
    const where = pagePath(url);
    const at = pageAt(where);
    if (at.kind === 'shell') return null;
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    if (at.kind === 'not-found') {
      const page: RenderedPage = { status: 404, head: routeHead(deps, where, undefined) };
      return { status: 404, html: renderDocument(template, page), cacheable: ssr, tags: [] };
    }
    // What the render reads through the API in process (spa.tags): the page is kept until one of them changes.
    const tags = new Set<PageTag>();
    const ready = await renderer;
    const rendered = ssr
      ? await collectingReads(tags, async () => ready?.render(`${deps.env.publicBaseUrl}${url}`))
      : null;
    if (rendered) {
      const page: RenderedPage = {
        status: rendered.status,
        head: rendered.head || routeHead(deps, where, at.route, rendered.status === 200),
        // A page whose data was not found is sent with its head only: the browser renders what it says.
        ...(rendered.status === 200
          ? { body: rendered.html, preload: rendered.queries, assets: assetsOf(rendered.page) }
          : {}),
      };
      return { status: page.status, html: renderDocument(template, page), cacheable: ssr, tags: [...tags] };
    }
    // Not rendered (no renderer, the visitor spent their renders, the render failed or timed out): the route's
    // head, and a page of one record that does not exist still answers 404 (the API says, in process).
    const found = await collectingReads(tags, () => recordFound(readApi, at.route, at.params));
    const page: RenderedPage = {
      status: found === false ? 404 : 200,
      head: routeHead(deps, where, at.route, found !== false),
      assets: assetsOf(`src/${at.route.page}`),
    };
    return {
      status: page.status,
      html: renderDocument(template, page),
      // A page the server could not render (timed out under load, say) is not kept: the next visitor tries
      // again. A missing record is kept, as is every page when the server has no renderer at all.
      cacheable: ssr && (found === false || !ready),
      tags: [...tags],
    };
  }

  /** The status of an API read made in process, recorded as a read of the page in progress (spa.tags). */
  async function readApi(url: string): Promise<number> {
    const response = await app.inject({ url, headers: { accept: 'application/json' } });
    recordRead(tagsOfApiRead(url, response.statusCode < 300 ? response.json() : null));
    return response.statusCode;
  }

  /**
   * The app's shell for a page only the browser renders (not public: a guest's booking, sign-in, the dashboard),
   * with its page's modules linked; null for every other path.
   */
  async function shellDocumentAt(url: string): Promise<string | null> {
    const at = pageAt(pagePath(url));
    if (at.kind !== 'shell') return null;
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    // The dashboard's and the admin's layouts are chunks of their own, which the page renders inside.
    const layout = `src/app/layouts/${at.route.layout}-layout.tsx`;
    return shellDocument(template, assetsOf(`src/${at.route.page}`, layout));
  }

  return { renderDocumentAt, shellDocumentAt };
}
