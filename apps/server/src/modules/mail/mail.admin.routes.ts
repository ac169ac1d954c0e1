import { AdminFailedMailsReply, AdminMailResendReply, adminMailMessages } from '@innkeep/contract/admin-mail';
import { ErrorBody, IdParams } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { failedMailList, resendFailedMail } from './mail.service.ts';

/**
 * Mail the job gave up on (docs/requirements/admin.md#R-A4): after 8 failed tries a message is `failed` for good; once the relay is
 * fixed an admin sends it again from here.
 */
export const mailAdminRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ['admin'] };
    app.get(
      '/admin/mail/failed',
      {
        onRequest: requireAdmin,
        schema: {
          ...base,
          summary: 'E-mails given up on, newest first',
          response: { 200: AdminFailedMailsReply },
        },
      },
      async () => ({ data: await failedMailList(db) }),
    );
    app.post(
      '/admin/mail/:id/resend',
      {
        onRequest: requireAdmin,
        schema: {
          ...base,
          summary: 'Queue a failed e-mail again',
          params: IdParams,
          response: { 200: AdminMailResendReply, 404: ErrorBody },
        },
      },
      async (request) => {
        await resendFailedMail(db, request.params.id);
        return { message: adminMailMessages.resent };
      },
    );
  };
