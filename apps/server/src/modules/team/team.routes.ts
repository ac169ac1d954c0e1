import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  TeamAcceptInput,
  TeamAcceptReply,
  TeamInviteInput,
  TeamInviteReply,
  TeamListReply,
  TeamMembershipReply,
} from '@innkeep/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost, requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as team from './team.service.ts';

/** The host's team: invitations by e-mail with a role, the list, removal; and accepting an invitation. */
export const teamRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const base = { tags: ['team'] };
    const rules = rateLimitRules(deps.env);
    // Each invitation e-mails the host's chosen name to any address (docs/requirements/security.md#R-S11).
    const limitInvites = limitRequests(db, 'team-invite', {
      perIp: rules.teamInvitePerIp,
      perUser: rules.teamInvitePerHost,
      perEmail: rules.teamInvitePerAddress,
    });

    app.get(
      '/team',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'My team: the people I invited, their role and listings, invited or active',
          response: { 200: TeamListReply },
        },
      },
      async (request) => ({ data: await team.list(db, currentUser(request).id) }),
    );

    app.post(
      '/team',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Invite a person by e-mail as co-host (of the listings chosen) or cleaner',
          description:
            'The invitation link is e-mailed; it works once and expires in 7 days. A co-host needs at least one of my listings.',
          body: TeamInviteInput,
          response: { 201: TeamInviteReply, 422: ValidationErrorBody },
        },
        preHandler: limitInvites,
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = request.body;
        return reply.status(201).send(
          await team.invite(deps, user, {
            email: body.email,
            role: body.role,
            listing_ids: body.listing_ids,
          }),
        );
      },
    );

    app.delete(
      '/team/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'Remove a person from my team (or withdraw their invitation); their open tasks become unassigned',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({ message: await team.remove(db, currentUser(request).id, request.params.id) }),
    );

    app.get(
      '/team/membership',
      {
        onRequest: requireUser,
        schema: {
          ...base,
          summary: "The team I am on, if any: my role and the host's name",
          response: { 200: TeamMembershipReply },
        },
      },
      async (request) => ({
        data: await team.membership(db, currentUser(request).team?.userId ?? currentUser(request).id),
      }),
    );

    app.post(
      '/team/accept',
      {
        onRequest: requireUser,
        schema: {
          ...base,
          summary: "Accept an invitation with the e-mailed link's token, signed in",
          body: TeamAcceptInput,
          response: { 200: TeamAcceptReply, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => team.accept(db, currentUser(request), request.body.token),
    );
  };
