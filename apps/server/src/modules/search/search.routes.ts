import { ValidationErrorBody } from '@innkeep/contract/common';
import {
  CategoryParams,
  CategoryQuery,
  CategoryReply,
  HomeListingsReply,
  SearchQuery,
  SearchReply,
} from '@innkeep/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import * as search from './search.service.ts';

/** Guest search: by city/dates/guests/amenities, by category (property type), and the home page blocks. */
export const searchRoutes =
  ({ db, storage }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = { db, storage };
    const tags = ['search'];

    app.get(
      '/search',
      {
        schema: {
          tags,
          summary: 'Published listings free for the stay, newest first',
          querystring: SearchQuery,
          response: { 200: SearchReply, 422: ValidationErrorBody },
        },
      },
      async (req) => search.search(ctx, req.query),
    );

    app.get(
      '/search/home-listings',
      {
        schema: {
          tags,
          summary: 'Top deals and listings grouped by category',
          response: { 200: HomeListingsReply },
        },
      },
      async () => ({ data: await search.homeListings(ctx) }),
    );

    app.get(
      '/search/category/:category',
      {
        schema: {
          tags,
          summary: 'Published listings of one property type',
          params: CategoryParams,
          querystring: CategoryQuery,
          response: { 200: CategoryReply },
        },
      },
      async (req) => search.byCategory(ctx, req.params.category, req.query),
    );
  };
