import {
  BlockInput,
  BlockReply,
  CalendarGridQuery,
  CalendarGridReply,
  CalendarQuery,
  CalendarReply,
} from '@innkeep/contract/calendar';
import { BulkEditInput, BulkEditReply } from '@innkeep/contract/calendar-bulk';
import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { bulkEdit } from './calendar.bulk.ts';
import * as calendar from './calendar.service.ts';

/** The host's calendar: stays and blocks per listing, and the host's own blocks. Another host's listing is a 404. */
export const calendarRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const base = { tags: ['calendar'] };

    app.get(
      '/calendar',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: "One of my listings' stays and blocked dates touching [from, to)",
          description:
            'Without listing_id, the first of my listings by name. Blocks carry their source: host or channel.',
          querystring: CalendarQuery,
          response: { 200: CalendarReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({ data: await calendar.calendar(db, currentUser(request).id, request.query) }),
    );

    app.get(
      '/calendar/grid',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'All my listings over [from, to): each night with its price, stays and blocks',
          description:
            'The multi-calendar: one row per listing (not deleted, drafts included, by name), each night of [from, to) with its price, minimum stay and where the price comes from (base, weekend, season, override), and the stays and blocks touching [from, to). At most 62 days.',
          querystring: CalendarGridQuery,
          response: { 200: CalendarGridReply, 422: ValidationErrorBody },
        },
      },
      async (request) => ({ data: await calendar.grid(db, currentUser(request).id, request.query) }),
    );

    app.post(
      '/calendar/blocks',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Block nights [start_date, end_date) of one of my listings, with an optional note',
          description: 'Refused (409) over a date-holding reservation or another block.',
          body: BlockInput,
          response: { 200: BlockReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => calendar.block(db, currentUser(request).id, request.body),
    );

    app.post(
      '/calendar/bulk',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'Set the price or minimum stay of, block or unblock nights of several of my listings at once',
          description:
            "All or nothing. `rate`: a price and/or minimum stay (null: the listing's own); each night keeps what is not given. `block`: the nights not blocked yet; a date-holding stay among them refuses the whole request (409). `unblock`: my blocks over the nights (a block reaching outside keeps its other nights); channel blocks stay. Another host's listing: 404 and nothing changes.",
          body: BulkEditInput,
          response: {
            200: BulkEditReply,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (request) => bulkEdit(db, currentUser(request).id, request.body),
    );

    app.delete(
      '/calendar/blocks/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Unblock one of my blocks',
          description:
            "A block imported from a channel's calendar is refused (409): remove it in the channel.",
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => ({
        message: await calendar.unblock(db, currentUser(request).id, request.params.id),
      }),
    );
  };
