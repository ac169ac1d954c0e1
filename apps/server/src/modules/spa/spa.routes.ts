import { existsSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorLogFields } from '../../db/db-faults.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { sendNoRoute } from '../../lib/error-handler.ts';
import { hit } from '../rate-limits/rate-limits.service.ts';
import { type CachedPage, createPageCache, etagOf, matchesEtag, type PageDocument } from './spa.cache.ts';
import { createRenderGate, pageKey, RenderBusyError } from './spa.limits.ts';
import { startPagePurge } from './spa.purge.ts';
import { documentRenderer } from './spa.render.ts';
import { robots, sitemap } from './spa.service.ts';
import { headerTags, type PageTag } from './spa.tags.ts';

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
  const { renderDocumentAt, shellDocumentAt } = documentRenderer(app, deps, distDir);
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

  const cache =
    deps.env.PAGE_CACHE_MAX_AGE_SECONDS > 0
      ? createPageCache({
          db: deps.db,
          maxAgeMs: deps.env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
          maxChars: deps.env.PAGE_CACHE_MB * 1024 * 1024,
        })
      : null;

  // The purge hook: a CDN in front is told the tags of every change (decision record 0097).
  const purgePort = deps.cdnPurge;
  if (purgePort) {
    const purge = startPagePurge(deps.db, purgePort, deps.env.PAGE_PURGE_INTERVAL_MS, (err) =>
      app.log.warn(errorLogFields(err), 'the CDN purge failed; it is tried again'),
    );
    app.decorate('pagePurge', purge);
    app.addHook('onClose', () => purge.stop());
  }

  const gate = createRenderGate({
    concurrency: deps.env.PAGE_RENDER_CONCURRENCY,
    queue: deps.env.PAGE_RENDER_QUEUE,
    waitMs: deps.env.PAGE_RENDER_WAIT_MS,
  });
  const perVisitor = { limit: deps.env.PAGE_RENDERS_PER_VISITOR, windowSeconds: 60 };

  /** A page no copy holds: the visitor's budget of such renders decides SSR, the gate decides when. */
  async function renderFor(ip: string, key: string): Promise<PageDocument | null> {
    const budget = await hit(deps.db, `page-render:ip:${ip}`, perVisitor);
    return gate.run(() => renderDocumentAt(key, budget.allowed));
  }

  // A catch-all GET route, not setNotFoundHandler: the error handler already owns the root 404 handler,
  // and Fastify allows one per prefix. More specific routes (API, uploads, static files) still win.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    if (request.method !== 'GET' || isApi) return sendNoRoute(request, reply);
    // A file written after start (a rebuild while running) has no static route yet: send it from disk.
    // @fastify/static keeps it inside the build folder and answers 404 when it does not exist.
    if (path.extname(url)) return reply.sendFile(url.slice(1));
    // A page only the browser renders is the app's shell: no render, nothing to keep.
    const shell = await shellDocumentAt(request.url);
    if (shell !== null) return sendShell(request, reply, shell);
    // The same document for everyone (no cookies; rendered signed out): shared caches may keep it, and must ask
    // again each time, which costs a 304 while it holds.
    reply.header('cache-control', 'public, no-cache');
    // Kept and rendered by the parameters the page reads: a made-up or tracking one is the same page.
    const key = pageKey(request.url);
    try {
      if (!cache) {
        const doc = await renderFor(request.ip, key);
        if (!doc) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        if (doc.cacheable) tagReply(reply, doc.tags, deps.env.PAGE_CDN_MAX_AGE_SECONDS);
        return reply.code(doc.status).type('text/html; charset=utf-8').send(doc.html);
      }
      const page = await cache.get(key, () => renderFor(request.ip, key));
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      tagReply(reply, page.tags, deps.env.PAGE_CDN_MAX_AGE_SECONDS);
      return sendPage(request, reply, page);
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(error.retryAfterSeconds))
        .type('text/html; charset=utf-8')
        .send(BUSY_PAGE);
    }
  });
}

const BUSY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy · Innkeep</title></head><body><p>Innkeep is busy. Please try again in a moment.</p></body></html>';

/**
 * Tells shared caches what the page was made from, as Fastly (Surrogate-Key, space-separated) and Cloudflare
 * (Cache-Tag, comma-separated) read it; each CDN strips its header before the visitor. With a CDN that the purge
 * hook tells of every change (docs/production.md), it may keep the page `cdnMaxAge` seconds without asking.
 */
function tagReply(reply: FastifyReply, tags: PageTag[], cdnMaxAge: number) {
  reply.header('surrogate-key', headerTags(tags, ' ') || 'page');
  reply.header('cache-tag', headerTags(tags, ',') || 'page');
  if (cdnMaxAge > 0) {
    reply.header('surrogate-control', `max-age=${cdnMaxAge}`);
    reply.header('cdn-cache-control', `max-age=${cdnMaxAge}`);
  }
}

/** The app's shell with its page's modules (spa.render): revalidated every time, a 304 while it holds. */
function sendShell(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = etagOf(html);
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/** A kept page: a 304 when the visitor holds it, else its precompressed bytes. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('etag', page.etag).header('vary', 'accept-encoding');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  // Sent as compressed at render time; @fastify/compress leaves a reply with a Content-Encoding alone.
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  return reply.send(page.html);
}
