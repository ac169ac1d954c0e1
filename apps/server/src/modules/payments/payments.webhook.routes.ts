import { ErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhookEndpoint } from '../../adapters/payments/payments.port.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { registerPaymentEventsJob } from './payments.events.job.ts';
import * as webhooks from './payments.webhook.service.ts';

const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Stripe's two webhook endpoints (decision 0022): the platform's and the Connect one, each with its own
 * signing secret. The signature covers the exact bytes sent, so this plugin (and only it: content-type
 * parsers are scoped to their plugin) keeps JSON bodies as a Buffer instead of parsing them.
 */
export const paymentsWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Recorded events are applied by this job, never in the webhook's request.
    registerPaymentEventsJob(deps.jobs, deps);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );

    const endpoints: [string, WebhookEndpoint, string][] = [
      [
        '/stripe/webhook',
        'platform',
        "Stripe events on the platform's own account (signed with STRIPE_WEBHOOK_SECRET), recorded and applied once by a job",
      ],
      [
        '/stripe/connect/webhook',
        'connect',
        'Stripe events on connected accounts (signed with STRIPE_CONNECT_WEBHOOK_SECRET), recorded and applied once by a job',
      ],
    ];
    for (const [url, endpoint, summary] of endpoints) {
      app.post(
        url,
        {
          schema: {
            tags: ['payments'],
            summary,
            response: { 200: WebhookReply, 400: ErrorBody, 404: ErrorBody },
          },
        },
        async (req, reply) => {
          // Without the endpoint's signing secret nothing could be verified: the route does not exist.
          if (deps.payments.name !== 'stripe' || !deps.payments.acceptsWebhooks(endpoint))
            return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
          const body = req.body;
          const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
          const signature = req.headers['stripe-signature'];
          const { duplicate } = await webhooks.receiveWebhook(
            deps,
            raw,
            typeof signature === 'string' ? signature : undefined,
            endpoint,
          );
          return duplicate ? { received: true as const, duplicate: true } : { received: true as const };
        },
      );
    }
  };
