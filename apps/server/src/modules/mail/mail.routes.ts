import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Tells the web whether e-mail stays in the embedded outbox, so "check your e-mail" can link to it. */
export const mailRoutes =
  ({ env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mail/mailbox',
      {
        schema: {
          tags: ['system'],
          summary: 'Where sent e-mail can be read in this set-up',
          response: {
            200: z.object({ data: z.object({ enabled: z.boolean(), url: z.string().nullable() }) }),
          },
        },
      },
      async () => {
        const enabled = env.devMailbox;
        return { data: { enabled, url: enabled ? '/dev/mailbox' : null } };
      },
    );
  };
