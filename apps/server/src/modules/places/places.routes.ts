import { PlacesQuery, PlacesReply } from '@innkeep/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { suggestPlaces } from './places.service.ts';

/** `GET /api/places?q=`: city suggestions for the home search box (from 2 characters). */
export const placesRoutes =
  ({ db, geocoder }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/places',
      {
        schema: {
          tags: ['search'],
          summary: 'City suggestions: cities with listings first, then the gazetteer',
          querystring: PlacesQuery,
          response: { 200: PlacesReply },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { data: await suggestPlaces({ db, geocoder }, req.query.q) };
      },
    );
  };
