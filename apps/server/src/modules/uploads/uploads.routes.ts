import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isContentUniqueKey, isPrivateKey, resolveKey } from '../../adapters/storage/storage.port.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { sweepOrphanedObjects } from './uploads.sweep.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** A key with a file id never changes content; any other key may be rewritten, so it is cached briefly. */
const cacheControlOf = (key: string) =>
  isContentUniqueKey(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';

/**
 * Public uploads at `/uploads/{key}`. The key is resolved once by the storage port and every check runs on
 * the resolved key: a private file (`private/…`, served only by routes that check access) is a 404 here
 * however its path is spelt (`./private/…`, `.%2F`, `%2E`), and so is anything that is not a file.
 */
export const uploadsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // Objects no row names, a day old at least (decision 0050): one instance at a time, four times a day.
    deps.jobs.add({
      name: 'storage-orphan-sweep',
      everyMs: 6 * 60 * 60_000,
      budgetMs: 15 * 60_000,
      exclusive: true,
      run: async (signal) => (await sweepOrphanedObjects(deps.db, deps.storage, { signal })).removed.length,
    });
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = resolveKey((request.params as { '*': string })['*']);
      const body = key === null || isPrivateKey(key) ? null : await deps.storage.get(key);
      if (key === null || !body) throw notFound('File not found');
      return reply
        .header('cache-control', cacheControlOf(key))
        .type(CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
        .send(body);
    });
  };
