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
  ({ db, storage, env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = { db, storage, env };
    const tags = ['search'];

    app.get(
      '/search',
      {
        schema: {
          tags,
          summary: 'Published listings free for the stay, newest first unless sorted',
          description:
            "The spec's search (city, dates, guests, amenity flags) with optional refinements: `sort` (newest, " +
            "price_asc, price_desc: the nightly base price; rating: the guests' average; distance: from the " +
            "searched city's centre, given back in `meta.centre`), `min_price` / `max_price` (the nightly base " +
            "price in major units of the listing's currency), `property_type` (an id of `GET /api/list/property-types`), " +
            '`bedrooms` / `beds` (at least), `instant_book=1` (Book now is open), `free_cancellation=1` (a full ' +
            "refund is still possible for the dates). A city in another language finds the product's city " +
            '("Lisboa" finds Lisbon); `meta.city` says which.',
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
