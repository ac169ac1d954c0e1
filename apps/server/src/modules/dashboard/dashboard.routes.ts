import { DashboardReply } from '@innkeep/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as dashboard from './dashboard.service.ts';

/** The signed-in host's figures for the dashboard page. */
export const dashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.get(
      '/dashboard',
      {
        onRequest: requireHost,
        schema: {
          tags: ['dashboard'],
          summary: 'My arrivals, departures, work to do, occupancy and revenue',
          description:
            "Booked = Paid and Payment processing; nights and revenue count in the month each night falls in (contract dashboard.ts). An arrival or departure is today by its listing's date; `today` and the months are the host's date, in `time_zone`, the zone most of their listings are in.",
          response: { 200: DashboardReply },
        },
      },
      async (request) => ({ data: await dashboard.dashboard(db, currentUser(request).id) }),
    );
  };
