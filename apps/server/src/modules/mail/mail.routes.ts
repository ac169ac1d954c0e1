import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { mailDeliveryJob } from './mail.delivery.ts';

/**
 * Registers mail delivery, and tells the web whether e-mail stays in the embedded outbox, so "check your
 * e-mail" can link to it.
 */
export const mailRoutes =
  ({ db, env, jobs, mailer, installId }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Queued mail leaves through whichever adapter is configured (SMTP, or kept in the outbox).
    jobs.add(
      mailDeliveryJob(db, mailer, env.MAIL_FROM, {
        log: app.log,
        concurrency: env.MAIL_CONCURRENCY,
        installId,
      }),
    );
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
