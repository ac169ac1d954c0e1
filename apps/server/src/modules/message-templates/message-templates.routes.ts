import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  AutomationInput,
  AutomationListReply,
  AutomationReply,
  AutomationSavedReply,
  automationMessages,
  PreviewInput,
  PreviewReply,
  TemplateInput,
  TemplateListReply,
  TemplateReply,
  TemplateSavedReply,
  templateMessages,
} from '@innkeep/contract/message-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { createMovableClock } from './automations.clock.ts';
import { AUTOMATIONS_JOB, automationsJob } from './automations.job.ts';
import * as service from './message-templates.service.ts';

/** Message templates and automations (docs/requirements/host.md#R-H9, decisions 0042 and 0043). */
export const messageTemplatesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env } = deps;
    const clock = createMovableClock();
    deps.jobs.add(automationsJob({ db, publicBaseUrl: env.publicBaseUrl, now: clock.now }));
    const host = { tags: ['message-templates'] };
    const hostId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

    app.get(
      '/message-templates',
      {
        onRequest: requireHost,
        schema: { ...host, summary: 'My message templates', response: { 200: TemplateListReply } },
      },
      async (request) => ({ data: await service.listTemplates(db, hostId(request)) }),
    );

    app.post(
      '/message-templates',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Save a message template: a name and a body with placeholders',
          description:
            'Placeholders: {guest_first_name}, {listing_name}, {check_in_date}, {check_out_date}, {check_in_time}, {check_out_time}, {address}, {key_pickup}, {door_code}, {wifi_name}, {wifi_password}, {house_manual}, {trip_url}. An unknown one is a 422 on body naming it.',
          body: TemplateInput,
          response: { 201: TemplateSavedReply, 422: ValidationErrorBody },
        },
      },
      async (request, reply) => {
        const data = await service.createTemplate(db, hostId(request), request.body);
        return reply.status(201).send({ message: templateMessages.saved, data });
      },
    );

    app.post(
      '/message-templates/preview',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Render a template body for one of my reservations, as the guest would get it now',
          description:
            'The door code and Wi-Fi read "(shared 48 hours before check-in)" until 48 hours before check-in at the listing. Another host’s reservation is a 404.',
          body: PreviewInput,
          response: { 200: PreviewReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        data: await service.preview(db, hostId(request), request.body, env.publicBaseUrl, clock.now()),
      }),
    );

    app.get(
      '/message-templates/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'One of my message templates',
          params: IdParams,
          response: { 200: TemplateReply, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await service.getTemplate(db, hostId(request), request.params.id) }),
    );

    app.put(
      '/message-templates/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Change a message template; automations using it send the new words from now on',
          params: IdParams,
          body: TemplateInput,
          response: { 200: TemplateSavedReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: templateMessages.saved,
        data: await service.updateTemplate(db, hostId(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/message-templates/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Delete a message template; 409 while an automation uses it',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        await service.deleteTemplate(db, hostId(request), request.params.id);
        return { message: templateMessages.deleted };
      },
    );

    app.get(
      '/automations',
      {
        onRequest: requireHost,
        schema: { ...host, summary: 'My message automations', response: { 200: AutomationListReply } },
      },
      async (request) => ({ data: await service.listAutomations(db, hostId(request)) }),
    );

    app.post(
      '/automations',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Send a template by itself at a moment of each paid stay of my listings',
          description:
            'Triggers: booking_confirmed, before_check_in, after_check_in, before_check_out, after_check_out; offset_hours 0–720, at the listing’s time zone and times. An empty listing_ids is all my listings. It sends once per stay, for moments from now on.',
          body: AutomationInput,
          response: { 201: AutomationSavedReply, 422: ValidationErrorBody },
        },
      },
      async (request, reply) => {
        const data = await service.createAutomation(db, hostId(request), request.body, clock.now());
        return reply.status(201).send({ message: automationMessages.saved, data });
      },
    );

    app.get(
      '/automations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'One of my message automations',
          params: IdParams,
          response: { 200: AutomationReply, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await service.getAutomation(db, hostId(request), request.params.id) }),
    );

    app.put(
      '/automations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Change a message automation; turned on again, it sends for moments from now on',
          params: IdParams,
          body: AutomationInput,
          response: { 200: AutomationSavedReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: automationMessages.saved,
        data: await service.updateAutomation(
          db,
          hostId(request),
          request.params.id,
          request.body,
          clock.now(),
        ),
      }),
    );

    app.delete(
      '/automations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: 'Delete a message automation (what it sent stays in the threads)',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody },
        },
      },
      async (request) => {
        await service.deleteAutomation(db, hostId(request), request.params.id);
        return { message: automationMessages.deleted };
      },
    );

    if (env.TEST_CLOCK === 'on') {
      app.put(
        '/test/clock',
        {
          schema: {
            tags: ['test'],
            summary: 'Tests only (TEST_CLOCK=on): move the automations clock and run one round',
            body: z.object({ now: z.iso.datetime({ offset: true }) }),
            response: { 200: z.object({ now: z.string(), sent: z.number() }), 422: ValidationErrorBody },
          },
        },
        async (request) => {
          clock.set(new Date(request.body.now));
          const sent = await deps.jobs.trigger(AUTOMATIONS_JOB);
          return { now: clock.now().toISOString(), sent };
        },
      );
    }
  };
