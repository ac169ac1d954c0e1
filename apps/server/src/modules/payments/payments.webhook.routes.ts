import { ErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import * as webhooks from './payments.webhook.service.ts';

const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this plugin (and only it: content-type
 * parsers are scoped to their plugin) keeps JSON bodies as a Buffer instead of parsing them.
 */
export const paymentsWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Stripe events (signed): payment intents, refunds and connected accounts, each applied once',
          response: { 200: WebhookReply, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        // Without a signing secret nothing could be verified: the route does not exist (the simulator has none).
        if (deps.payments.name !== 'stripe' || !deps.env.STRIPE_WEBHOOK_SECRET)
          return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
        const body = req.body;
        const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
        const signature = req.headers['stripe-signature'];
        const { duplicate } = await webhooks.receiveWebhook(
          deps,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        return duplicate ? { received: true as const, duplicate: true } : { received: true as const };
      },
    );
  };
