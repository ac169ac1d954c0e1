import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  RateEditInput,
  RateInput,
  RateReply,
  RatesQuery,
  RatesReply,
  WeekendPriceInput,
} from '@innkeep/contract/rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as rates from './rates.service.ts';

/** Nightly rates of the host's listings (docs/requirements/bookings.md#R-B5, decision 0046). Another host's listing is a 404. */
export const ratesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const base = { tags: ['rates'] };

    app.get(
      '/rates',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: "One of my listings' price and minimum stay for each night of [from, to)",
          description:
            'Each night says where its price comes from: base, weekend (Friday and Saturday), season (a range of 7 nights or more) or override (a shorter range). Also the ranges touching [from, to).',
          querystring: RatesQuery,
          response: { 200: RatesReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({ data: await rates.listRates(db, currentUser(request).id, request.query) }),
    );

    app.post(
      '/rates',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'Set the price (and optionally the minimum stay) of nights [start_date, end_date) of one of my listings',
          description:
            'Later ranges win over earlier ones for the nights they cover. Stays already booked keep their price.',
          body: RateInput,
          response: { 200: RateReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => rates.createRate(db, currentUser(request).id, request.body),
    );

    app.put(
      '/rates/weekend',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: "Set or remove one of my listings' weekend price (Friday and Saturday nights)",
          description: "The pricing tab's weekend price, from the multi-calendar. Ranges still win over it.",
          body: WeekendPriceInput,
          response: { 200: OkBody, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: await rates.setWeekendPrice(db, currentUser(request).id, request.body),
      }),
    );

    app.patch(
      '/rates/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Change one of my price ranges: its nights, price and minimum stay',
          description:
            'The range keeps its place among the others (the latest set wins where they overlap). A new first night cannot be in the past.',
          params: IdParams,
          body: RateEditInput,
          response: { 200: RateReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => rates.editRate(db, currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/rates/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Remove one of my price ranges',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody },
        },
      },
      async (request) => ({
        message: await rates.deleteRate(db, currentUser(request).id, request.params.id),
      }),
    );
  };
