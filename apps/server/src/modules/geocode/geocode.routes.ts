import { ErrorBody } from '@innkeep/contract/common';
import { GeocodeQuery, GeocodeReply } from '@innkeep/contract/geocode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as service from './geocode.service.ts';

/** `GET /api/geocode`: the point of a listing address, for the map on the listing form. */
export const geocodeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/geocode',
      {
        preHandler: requireUser,
        // The upstream service (Nominatim) allows about one request a second; the form debounces 800 ms.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['listings'],
          summary: 'Geocode an address (city, state and country narrow it)',
          security: [{ bearer: [] }],
          querystring: GeocodeQuery,
          response: { 200: GeocodeReply, 404: ErrorBody, 502: ErrorBody },
        },
      },
      async (request) => ({ data: await service.geocode(deps.geocoder, request.query) }),
    );
  };
