import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hasMetricsToken, type Metrics } from './metrics.service.ts';

/**
 * Prometheus metrics at `/metrics`. Without METRICS_TOKEN the route answers 404 like any unknown path
 * (nothing to find, nothing to guess); with it, a scrape must send `Authorization: Bearer <token>` or gets 401.
 */
export const metricsRoutes =
  ({ env }: AppDeps, metrics: Metrics): FastifyPluginAsync =>
  async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = env.METRICS_TOKEN;
      if (!token) throw notFound('Not found');
      if (!hasMetricsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.scrape());
    });
  };
