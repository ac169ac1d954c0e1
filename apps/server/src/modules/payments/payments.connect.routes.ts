import { ErrorBody } from '@innkeep/contract/common';
import { ConnectReply, ConnectStatusReply } from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as accounts from './payment-accounts.service.ts';

/** Host onboarding for card payments (`GET {provider}/connect`, `GET {provider}/status`: docs/requirements/wire.md#R-W11). */
export const paymentsConnectRoutes =
  ({ db, env, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];

    app.get(
      '/stripe/connect',
      {
        onRequest: requireHost,
        schema: {
          tags,
          summary: "Creates the host's connected account once and returns a fresh onboarding link",
          response: { 200: ConnectReply, 409: ErrorBody },
        },
      },
      async (req) => ({
        onboarding_url: await accounts.onboardingUrl({ db, payments, env }, currentUser(req)),
      }),
    );

    app.get(
      '/stripe/status',
      {
        onRequest: requireHost,
        schema: {
          tags,
          summary: "The host's account as the provider reports it now; verified = it can take charges",
          response: { 200: ConnectStatusReply },
        },
      },
      async (req) => accounts.connectStatus({ db, payments, env }, currentUser(req).id),
    );

    // Only the simulator has a stand-in for Stripe's hosted onboarding pages, and only where it takes payments.
    if (payments.simulator && env.cardPayments) {
      app.post(
        '/stripe/simulator/onboard',
        {
          onRequest: requireHost,
          schema: {
            tags,
            summary: "TEST MODE: completes the onboarding of the host's own simulated account",
            response: { 200: ConnectStatusReply, 404: ErrorBody },
          },
        },
        async (req) => accounts.completeSimulatedOnboarding({ db, payments, env }, currentUser(req).id),
      );
    }
  };
