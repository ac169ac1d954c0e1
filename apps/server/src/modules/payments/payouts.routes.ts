import { ErrorBody } from '@innkeep/contract/common';
import { PayoutsReply, payoutsCsv } from '@innkeep/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { registerPayoutJobs } from './payouts.jobs.ts';
import * as payouts from './payouts.lines.service.ts';

/** The host's payouts (decision 0021): the list, and the same as a CSV file. */
export const payoutsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['payouts'];
    registerPayoutJobs(deps.jobs, deps);

    app.get(
      '/payouts',
      {
        onRequest: requireHost,
        schema: {
          tags,
          summary: 'My payouts: the amount to me, the platform fee, the status and the date, per payment',
          description:
            "Amounts in major units of `currency`. A stay is paid 24 hours after check-in (the listing's check-in time in its time zone); a damage-deposit claim 65 days after its charge (CLAIM_PAYOUT_HOLD_DAYS). Statuses: scheduled, paid, reversed (refunded), held (a dispute is open).",
          response: { 200: PayoutsReply, 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (req) => ({ data: await payouts.payoutsOfHost(db, currentUser(req).id) }),
    );

    app.get(
      '/payouts.csv',
      {
        onRequest: requireHost,
        schema: {
          tags,
          summary: 'My payouts as a CSV file (the same columns as GET /api/payouts)',
          produces: ['text/csv'],
          response: { 200: z.string(), 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (req, reply) => {
        const csv = payoutsCsv(await payouts.payoutsOfHost(db, currentUser(req).id));
        return sendCsv(reply, 'payouts.csv', csv);
      },
    );
  };
