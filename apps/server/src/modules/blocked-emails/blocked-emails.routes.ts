import { Email, ValidationErrorBody } from '@innkeep/contract/common';
import { EmailAllowedReply, EmailParams } from '@innkeep/contract/content';
import { messages } from '@innkeep/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { FieldErrors } from '../../lib/errors.ts';
import { refuseBlockedEmail } from './blocked-emails.service.ts';

/** `GET /api/check-email-blocked/{email}`: 200 means the address may be used (docs/requirements/wire.md#R-W1). */
export const blockedEmailsRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/check-email-blocked/:email',
      {
        schema: {
          tags: ['content'],
          summary: 'Whether an e-mail address may be used (200) or is blocked (422)',
          params: EmailParams,
          response: { 200: EmailAllowedReply, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const parsed = Email.safeParse(req.params.email);
        if (!parsed.success) throw FieldErrors.of('email', messages.emailInvalid);
        await refuseBlockedEmail(db, parsed.data, 'email');
        return { message: 'Email is allowed', blocked: false as const };
      },
    );
  };
