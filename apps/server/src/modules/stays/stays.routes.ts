import { IdParams } from '@innkeep/contract/common';
import { PublicListingReply } from '@innkeep/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { getPublicListing } from './stays.service.ts';

/** `GET /api/stays/{id}`: a published listing as guests see it. */
export const staysRoutes =
  ({ db, storage, env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stays/:id',
      {
        schema: {
          tags: ['search'],
          summary: 'A published listing for guests (404 for drafts and unknown ids)',
          params: IdParams,
          response: { 200: PublicListingReply },
        },
      },
      async (req) => ({ data: await getPublicListing({ db, storage, env }, req.params.id) }),
    );
  };
