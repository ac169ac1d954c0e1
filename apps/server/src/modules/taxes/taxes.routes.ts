import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import { TaxReportQuery } from '@innkeep/contract/taxes-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { taxReport } from './taxes.service.ts';

/** The host's occupancy tax report (decision 0048). */
export const taxesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/taxes/report.csv',
      {
        onRequest: requireHost,
        schema: {
          tags: ['taxes'],
          summary: 'My occupancy taxes for a year as a CSV file, per month of check-in, listing and tax',
          description:
            'Paid stays only, with the tax lines stored when each was booked. Columns: month (YYYY-MM), listing_id, listing_name, tax, currency, stays, amount (major units). `year` defaults to the current year.',
          querystring: TaxReportQuery,
          produces: ['text/csv'],
          response: { 200: z.string(), 401: ErrorBody, 403: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        const year = req.query.year ?? new Date().getUTCFullYear();
        const csv = await taxReport(deps.db, currentUser(req).id, year);
        return sendCsv(reply, `taxes-${year}.csv`, csv);
      },
    );
  };
