import { ErrorBody } from '@innkeep/contract/common';
import { GeocodeQuery, GeocodeReply } from '@innkeep/contract/geocode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as service from './geocode.service.ts';

/** `GET /api/geocode`: the point of a listing address, for the map on the listing form. */
export const geocodeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/geocode',
      {
        onRequest: [
          limitRequests(deps.db, 'geocode', { perIp: rateLimitRules(deps.env).geocode }),
          requireUser,
        ],
        schema: {
          tags: ['listings'],
          summary: 'Geocode an address (city, state and country narrow it)',
          querystring: GeocodeQuery,
          response: { 200: GeocodeReply, 404: ErrorBody, 502: ErrorBody },
        },
      },
      async (request) => ({ data: await service.geocode(deps.geocoder, request.query) }),
    );
  };
