import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNoRoute } from '../../lib/error-handler.ts';

/** The built SPA: hashed assets cached for a year, everything else revalidated, client routes fall back to index.html. */
export function registerSpa(app: FastifyInstance, distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build at ${distDir}; run "npm run build" to serve the site.`);
    return;
  }
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A catch-all GET route, not setNotFoundHandler: the error handler already owns the root 404 handler,
  // and Fastify allows one per prefix. More specific routes (API, uploads, static files) still win.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    if (request.method !== 'GET' || isApi) return sendNoRoute(request, reply);
    // A file written after start (a rebuild while running) has no static route yet: send it from disk.
    // @fastify/static keeps it inside the build folder and answers 404 when it does not exist.
    if (path.extname(url)) return reply.sendFile(url.slice(1));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
