import { ValidationErrorBody } from '@innkeep/contract/common';
import { MessageReply, NewsletterConfirmInput, NewsletterToken } from '@innkeep/contract/content';
import { contentMessages } from '@innkeep/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { FieldErrors } from '../../lib/errors.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as content from './content.service.ts';

const ErrorBody = z.object({ error: z.string(), code: z.string() });

/**
 * Following the newsletter's links: confirming a sign-up (from the /newsletter/confirm page) and
 * unsubscribing, from the /newsletter/unsubscribe page or by a mail client's one-click button (RFC 8058:
 * a POST of `List-Unsubscribe=One-Click`, form-encoded, to the URL of the List-Unsubscribe header).
 */
export const newsletterRoutes =
  ({ db, env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['content'];
    const { publicForm } = rateLimitRules(env);

    // Mail clients post the one-click body form-encoded; only this plugin's routes accept that type.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post(
      '/newsletter/confirm',
      {
        onRequest: limitRequests(db, 'newsletter-confirm', { perIp: publicForm }),
        schema: {
          tags,
          summary: 'Confirm a newsletter sign-up with the token of its confirmation link',
          body: NewsletterConfirmInput,
          response: { 200: MessageReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => ({ message: await content.confirmSubscription(db, req.body.token) }),
    );

    app.post(
      '/newsletter/unsubscribe',
      {
        onRequest: limitRequests(db, 'newsletter-unsubscribe', { perIp: publicForm }),
        schema: {
          tags,
          summary: 'Unsubscribe from the newsletter (the page, or one-click per RFC 8058)',
          description:
            'The token comes in the query (the List-Unsubscribe URL, posted with `List-Unsubscribe=One-Click`) or in a JSON body (the page).',
          querystring: z.object({ token: NewsletterToken.optional() }),
          body: z
            .object({
              token: NewsletterToken.optional(),
              'List-Unsubscribe': z.literal('One-Click').optional(),
            })
            .nullish(),
          response: { 200: MessageReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const token = req.query.token ?? req.body?.token;
        if (!token) throw FieldErrors.of('token', contentMessages.linkMalformed);
        return { message: await content.unsubscribe(db, token) };
      },
    );

    // A mail client without one-click support opens the List-Unsubscribe URL in the browser: GET never
    // unsubscribes (RFC 8058; link scanners fetch URLs too), it leads to the page with its button.
    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Leads a browser to the unsubscribe page',
          querystring: z.object({ token: NewsletterToken }),
          response: { 303: z.null(), 422: ValidationErrorBody },
        },
      },
      async (req, reply) =>
        reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(req.query.token)}`, 303),
    );
  };
