import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import {
  ConversationListQuery,
  ConversationListReply,
  ConversationReply,
  conversationMessages,
  GuestThreadReply,
  MessageInput,
  MessageSentReply,
} from '@innkeep/contract/conversations';
import { ReservationHash } from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as conversations from './conversations.service.ts';

const sendResponses = {
  201: MessageSentReply,
  403: ErrorBody,
  404: ErrorBody,
  422: ValidationErrorBody,
  429: ErrorBody,
};

/** Host and guest threads, one per reservation (docs/requirements/host.md#R-H7, decision 0040). */
export const conversationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env } = deps;
    const ctx = { db, publicBaseUrl: env.publicBaseUrl, perSender: rateLimitRules(env).messagePerSender };
    const host = { tags: ['conversations'] };
    const guest = { tags: ['conversations'] };
    const HashParams = z.object({ id: ReservationHash });

    app.get(
      '/conversations',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'My conversations with guests, with unread counts and the stay',
          description:
            'One thread per reservation open to messages (an inquiry, a stay that is or was paid), whether anyone wrote yet or not. `sort=activity` (the default): newest message first, a thread without messages dated by its booking. `sort=arrival`: stays not over yet, soonest check-in first. A page at a time: `per_page` (1 to 100, default 25) threads, then the next after `meta.next_cursor` passed back as `cursor` (null on the last page). `meta.total` counts the threads in this order; `meta.unread_total` the unread guest messages over every thread.',
          querystring: ConversationListQuery,
          response: { 200: ConversationListReply, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // A co-host's pages and counts are of their listings' threads, not the host's cut afterwards.
        const scope = user.team?.role === 'co-host' ? user.team.listingIds : undefined;
        return conversations.listForHost(db, user.id, request.query, new Date(), scope);
      },
    );

    app.get(
      '/conversations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: "One reservation's conversation, oldest message first; marks the guest's messages read",
          description:
            "The id is the reservation's: a reservation without messages is an empty thread the host may start. Another host's is a 404.",
          params: IdParams,
          response: { 200: ConversationReply, 404: ErrorBody },
        },
      },
      async (request) => ({
        data: await conversations.threadForHost(db, currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      '/conversations/:id/messages',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Write to the guest: stored in the thread and e-mailed with a link to the trip page',
          description:
            'Plain text, 1 to 5,000 characters after trimming. 403 when the sender is blocked; 429 past MESSAGE_RATE_LIMIT_PER_SENDER messages an hour.',
          params: IdParams,
          body: MessageInput,
          response: sendResponses,
        },
      },
      async (request, reply) => {
        const data = await conversations.sendAsHost(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.body.body,
        );
        return reply.status(201).send({ message: conversationMessages.sent, data });
      },
    );

    app.get(
      '/bookings/reservation/:id/messages',
      {
        schema: {
          ...guest,
          summary:
            "The guest's thread with the host, by the reservation's hash; marks the host's messages read",
          params: HashParams,
          response: { 200: GuestThreadReply, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await conversations.threadForGuest(db, request.params.id) }),
    );

    app.post(
      '/bookings/reservation/:id/messages',
      {
        schema: {
          ...guest,
          summary: 'The guest writes to the host: stored in the thread and e-mailed with a link to the inbox',
          description:
            "Plain text, 1 to 5,000 characters after trimming. 403 when the reservation's e-mail is blocked; 429 past MESSAGE_RATE_LIMIT_PER_SENDER messages an hour.",
          params: HashParams,
          body: MessageInput,
          response: sendResponses,
        },
      },
      async (request, reply) => {
        const data = await conversations.sendAsGuest(ctx, request.params.id, request.body.body);
        return reply.status(201).send({ message: conversationMessages.sent, data });
      },
    );
  };
