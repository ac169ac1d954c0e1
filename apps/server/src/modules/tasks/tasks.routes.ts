import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  TaskCreateInput,
  TaskDefaultsInput,
  TaskDefaultsReply,
  TaskDoneInput,
  TaskListReply,
  TaskQuery,
  TaskReply,
  TaskSummaryReply,
  TaskUpdateInput,
  taskMessages,
} from '@innkeep/contract/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { onChannelStaysChange } from '../channels/channels.service.ts';
import { onStayChange } from '../reservations/reservations.service.ts';
import { sendTaskMails } from './tasks.mail-job.ts';
import * as tasks from './tasks.service.ts';

/**
 * Turnovers and other tasks (decision 0103). The host sees and assigns all; a co-host those of their
 * listings; a cleaner only their own (the team access rule lets them reach only these routes).
 */
export const tasksRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    onStayChange(tasks.syncTurnoversOf);
    // Stays imported from channel calendars make and move turnovers too (docs/requirements/host.md#R-H28).
    onChannelStaysChange(tasks.syncListing);
    deps.jobs.add({
      name: 'task-mails',
      everyMs: 10 * 60_000,
      exclusive: true,
      run: () => sendTaskMails(db, deps.env.publicBaseUrl),
    });
    const base = { tags: ['tasks'] };

    app.get(
      '/tasks',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'Tasks due in [from, to] (both days included): all mine, my listings as co-host, or given to me',
          querystring: TaskQuery,
          response: { 200: TaskListReply, 422: ValidationErrorBody },
        },
      },
      async (request) => ({ data: await tasks.list(deps, currentUser(request), request.query) }),
    );

    app.get(
      '/tasks/summary',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: "Today's open turnovers, how many nobody has yet, and tomorrow's: the dashboard's line",
          response: { 200: TaskSummaryReply },
        },
      },
      async (request) => ({ data: await tasks.summary(db, currentUser(request)) }),
    );

    app.post(
      '/tasks',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Add a task by hand on one of my listings (maintenance, inspection or other)',
          body: TaskCreateInput,
          response: { 201: TaskReply, 422: ValidationErrorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: taskMessages.saved,
          data: await tasks.create(deps, currentUser(request).id, request.body),
        }),
    );

    app.get(
      '/tasks/defaults',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Each of my listings with who gets its new turnovers and whether a photo is asked for',
          response: { 200: TaskDefaultsReply },
        },
      },
      async (request) => ({ data: await tasks.defaultsOf(db, currentUser(request).id) }),
    );

    app.put(
      '/tasks/defaults',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: "Who gets a listing's new turnovers, and whether a photo is asked for",
          description: 'Open turnovers of the listing that nobody has yet follow the new default.',
          body: TaskDefaultsInput,
          response: { 200: OkBody, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        await tasks.setDefaults(db, currentUser(request).id, request.body);
        return { message: taskMessages.defaultsSaved };
      },
    );

    app.put(
      '/tasks/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Assign one of my tasks (null: nobody) or ask for a photo when it is done',
          params: IdParams,
          body: TaskUpdateInput,
          response: { 200: TaskReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: taskMessages.saved,
        data: await tasks.update(deps, currentUser(request).id, request.params.id, request.body),
      }),
    );

    app.post(
      '/tasks/:id/done',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Mark a task done, with its checklist as ticked',
          description: 'Refused (422, `photo`) while the host asks for a photo and none was uploaded.',
          params: IdParams,
          body: TaskDoneInput,
          response: { 200: TaskReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: taskMessages.done,
        data: await tasks.markDone(deps, currentUser(request), request.params.id, request.body.checked),
      }),
    );

    app.post(
      '/tasks/:id/photo',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'Upload a photo of the finished work (multipart `photo`, JPEG or PNG, judged by its content)',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: {
            200: TaskReply,
            400: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (request) => ({
        message: taskMessages.saved,
        data: await tasks.storePhoto(deps, currentUser(request), request.params.id, request),
      }),
    );
  };
