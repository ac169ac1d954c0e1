import { IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import {
  BlogReply,
  BlogsReply,
  ContactInput,
  MessageReply,
  ReviewsReply,
  SubscribeInput,
} from '@innkeep/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { newsletterRoutes } from './content.newsletter.routes.ts';
import * as content from './content.service.ts';

/** Public content: blog, reviews, the contact form and the newsletter. */
export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env, storage } = deps;
    const ctx = { db, storage };
    const tags = ['content'];
    const limits = rateLimitRules(env);
    const { publicForm } = limits;
    const newsletter = { db, baseUrl: env.publicBaseUrl, limits };

    app.get(
      '/blogs',
      { schema: { tags, summary: 'Blog posts, newest first', response: { 200: BlogsReply } } },
      async () => ({
        data: await content.listBlogs(ctx),
      }),
    );

    app.get(
      '/blogs/:id',
      { schema: { tags, summary: 'One blog post', params: IdParams, response: { 200: BlogReply } } },
      async (req) => ({ data: await content.getBlog(ctx, req.params.id) }),
    );

    app.get(
      '/reviews',
      { schema: { tags, summary: 'Guest reviews', response: { 200: ReviewsReply } } },
      async () => ({
        data: await content.listReviews(ctx),
      }),
    );

    app.post(
      '/contact-us',
      {
        onRequest: limitRequests(db, 'contact-us', { perIp: publicForm }),
        schema: {
          tags,
          summary: 'Send a message to the site team',
          body: ContactInput,
          response: { 201: MessageReply, 422: ValidationErrorBody },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          message: await content.sendContactMessage(
            ctx,
            // The same cap as the inquiry's receipt: mail to an address nobody confirmed.
            { publicBaseUrl: env.publicBaseUrl, perAddress: limits.inquiryMailPerAddress },
            req.body,
          ),
        }),
    );

    app.post(
      '/subscribe',
      {
        onRequest: limitRequests(db, 'subscribe', { perIp: publicForm }),
        schema: {
          tags,
          summary: 'Subscribe to the newsletter',
          body: SubscribeInput,
          response: { 201: MessageReply, 422: ValidationErrorBody },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ message: await content.subscribe(newsletter, req.body.email) }),
    );

    await app.register(newsletterRoutes(deps));
  };
