import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { sendNoRoute } from '../../lib/error-handler.ts';
import { pageAssetsFrom } from './spa.assets.ts';
import { renderDocument } from './spa.html.ts';
import { renderPublicPage, robots, sitemap } from './spa.service.ts';
import { loadServerRenderer } from './spa.ssr.ts';

/**
 * Helmet's headers that a browser reads only on a document (or a worker's script, which is never under
 * /assets/): on each of the scripts and styles a page loads they were about 800 bytes of 1,270, sent with
 * every one of some 80 files over HTTP/1.1. The hashed assets keep nosniff, the resource and referrer
 * policies and HSTS (decision record 0017).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The built SPA: precompressed, hashed assets cached for a year, everything else revalidated, client routes
 * fall back to index.html; the public pages' index.html carries their own head (spa.service), and
 * /sitemap.xml and /robots.txt describe the guest site to crawlers.
 */
export function registerSpa(app: FastifyInstance, deps: AppDeps): void {
  const distDir = deps.env.webDistDir;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build at ${distDir}; run "npm run build" to serve the site.`);
    return;
  }
  const renderer = loadServerRenderer(app, deps.env.webSsrEntry, deps.env.SSR_TIMEOUT_MS);
  const assetsOf = pageAssetsFrom(distDir);
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `/` is a page like the others (the catch-all below), not a plain index.html.
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite-plugins/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap(deps)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots(deps)),
  );

  // A catch-all GET route, not setNotFoundHandler: the error handler already owns the root 404 handler,
  // and Fastify allows one per prefix. More specific routes (API, uploads, static files) still win.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    if (request.method !== 'GET' || isApi) return sendNoRoute(request, reply);
    // A file written after start (a rebuild while running) has no static route yet: send it from disk.
    // @fastify/static keeps it inside the build folder and answers 404 when it does not exist.
    if (path.extname(url)) return reply.sendFile(url.slice(1));
    reply.header('cache-control', 'no-cache');
    const page = await renderPublicPage(deps, url.length > 1 ? url.replace(/\/+$/, '') : url);
    if (!page) return reply.sendFile('index.html');
    // A found page arrives rendered (spa.ssr); the browser hydrates it with the queries it was rendered with.
    const rendered =
      page.status === 200 &&
      (await (await renderer)?.render(`${deps.env.publicBaseUrl}${request.url}`, page.preload ?? []));
    if (rendered) {
      Object.assign(page, {
        body: rendered.html,
        preload: rendered.queries,
        noscript: undefined,
        assets: assetsOf(rendered.page),
      });
    }
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    return reply.code(page.status).type('text/html; charset=utf-8').send(renderDocument(template, page));
  });
}
