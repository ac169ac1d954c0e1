import {
  ChannelStayInput,
  ChannelStayQuery,
  ChannelStayReply,
  ChannelStaysReply,
} from '@innkeep/contract/channel-stays';
import {
  AddFeedInput,
  ChannelsReply,
  ConflictsReply,
  FeedReply,
  IcalTokenParams,
  ListingQuery,
  RotateReply,
  SyncReply,
} from '@innkeep/contract/channels';
import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hit, rateLimitRules, tooManyAttempts } from '../rate-limits/rate-limits.service.ts';
import * as channels from './channels.service.ts';
import * as stays from './channels.stays.ts';

/** Channel sync (docs/requirements/channels.md#R-CH1): a host's iCal feeds per listing, and each listing's secret export. */
export const channelsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env } = deps;
    const base = env.publicBaseUrl;
    const syncDeps = { ...deps, log: app.log };
    deps.jobs.add(channels.channelPollJob(syncDeps));
    deps.jobs.add(channels.channelFirstSyncJob(syncDeps));
    // Add and Sync now per host (decision 0006's counters): each is a fetch and a parse of a whole calendar.
    const perHost = rateLimitRules(env).channelSync;
    const limitPerHost = async (request: FastifyRequest) => {
      const { allowed, retryAfterSeconds } = await hit(
        db,
        `channels:host:${currentUser(request).id}`,
        perHost,
      );
      if (!allowed) throw tooManyAttempts(retryAfterSeconds);
    };
    const tags = ['channels'];
    const host = { tags };

    app.get(
      '/channels',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'A listing’s export address, imported calendars with their health, and conflicts',
          querystring: ListingQuery,
          response: { 200: ChannelsReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        data: await channels.overview(db, base, currentUser(request).id, Number(request.query.listing_id)),
      }),
    );

    app.get(
      '/channels/conflicts',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Imported channel events that overlap a reservation, over all my listings',
          response: { 200: ConflictsReply },
        },
      },
      async (request) => ({ data: await channels.conflictsForHost(db, currentUser(request).id) }),
    );

    app.get(
      '/channel-stays',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Stays imported from my channel calendars: channel, summary, dates, my notes, clashes',
          description:
            'Every imported event of my live listings (no money: a channel’s feed carries none), filtered like `GET /api/reservations` (`q` finds the guest name, summary, note or channel). Upcoming first, soonest first, then past ones. `conflict` is the first date-holding reservation here over the same nights.',
          querystring: ChannelStayQuery,
          response: { 200: ChannelStaysReply, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        data: await stays.listStays(db, currentUser(request).id, request.query),
      }),
    );

    app.put(
      '/channel-stays/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Name the guest of an imported stay and keep a note on it (empty clears)',
          params: IdParams,
          body: ChannelStayInput,
          response: { 200: ChannelStayReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => stays.annotateStay(db, currentUser(request).id, request.params.id, request.body),
    );

    app.post(
      '/channels',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Import a channel calendar (iCal URL) into a listing; its first sync starts at once',
          body: AddFeedInput,
          response: { 200: FeedReply, 404: ErrorBody, 422: ValidationErrorBody, 429: ErrorBody },
        },
        preHandler: limitPerHost,
      },
      async (request) => channels.addFeed(syncDeps, currentUser(request).id, request.body),
    );

    app.post(
      '/channels/:id/sync',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Sync now: fetch and apply the calendar, answering with the outcome',
          params: IdParams,
          response: { 200: SyncReply, 404: ErrorBody, 422: ValidationErrorBody, 429: ErrorBody },
        },
        preHandler: limitPerHost,
      },
      async (request) => channels.syncNow(syncDeps, currentUser(request).id, request.params.id),
    );

    app.delete(
      '/channels/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Remove an imported calendar and the nights it blocked',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: await channels.removeFeed(db, currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      '/channels/rotate-export',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Give the listing a new secret export address; the old one stops working',
          body: ListingQuery,
          response: { 200: RotateReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) =>
        channels.rotateExport(db, base, currentUser(request).id, Number(request.body.listing_id)),
    );

    app.get(
      '/ical/:file',
      {
        schema: {
          tags,
          summary: 'A listing’s calendar as iCal (`/api/ical/{token}.ics`): reserved and blocked nights only',
          params: IcalTokenParams,
          response: {
            200: z.string().describe('text/calendar'),
            304: z.null().describe('Not modified (If-None-Match)'),
            404: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (request, reply) => {
        const token = request.params.file.slice(0, -'.ics'.length);
        const feed = await channels.exportCalendar(db, base, token);
        if (!feed) return reply.status(404).send({ error: 'Calendar not found', code: 'NOT_FOUND' });
        // Channels poll often: they revalidate every time and get a 304 while nothing changed.
        reply.header('cache-control', 'no-cache').header('etag', feed.etag);
        if (request.headers['if-none-match'] === feed.etag) return reply.status(304).send(null);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          .send(feed.body);
      },
    );
  };
