import { ErrorBody, Id, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import { HostListingList, HostListingReply, ListingSaved } from '@innkeep/contract/listings-reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { readListingUpload } from './listings.multipart.ts';
import * as service from './listings.service.ts';

const MULTIPART_NOTE =
  'multipart/form-data in the layout of docs/requirements/wire.md#R-W1; see packages/contract/src/listings-multipart.ts';

/** The host's listings (docs/requirements/wire.md#R-W1). A host reads and changes only their own: another id is a 404. */
export const listingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ['listings'] };

    app.get(
      '/listings',
      {
        onRequest: requireHost,
        schema: { ...base, summary: 'My published listings', response: { 200: HostListingList } },
      },
      async (request) => ({ data: await service.list(deps, currentUser(request).id, false) }),
    );
    app.get(
      '/listings/data/unpublic',
      {
        onRequest: requireHost,
        schema: { ...base, summary: 'My drafts', response: { 200: HostListingList } },
      },
      async (request) => ({ data: await service.list(deps, currentUser(request).id, true) }),
    );
    app.get(
      '/listings/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'One of my listings with every group',
          params: IdParams,
          response: { 200: HostListingReply, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await service.get(deps, currentUser(request).id, request.params.id) }),
    );
    app.post(
      '/listings',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Create a listing (draft=1 saves a draft, draft=0 publishes)',
          description: MULTIPART_NOTE,
          consumes: ['multipart/form-data'],
          response: { 201: ListingSaved, 422: ValidationErrorBody },
        },
      },
      async (request, reply) => {
        const upload = await readListingUpload(request);
        const saved = await service.save(deps, currentUser(request).id, upload, 'create');
        return reply.status(201).send({ data: { id: saved.id }, message: saved.message });
      },
    );
    app.post(
      '/listings/update',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Update a listing (listing_id in the body)',
          description: MULTIPART_NOTE,
          consumes: ['multipart/form-data'],
          response: { 200: ListingSaved, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const upload = await readListingUpload(request);
        const saved = await service.save(deps, currentUser(request).id, upload, 'update');
        return { data: { id: saved.id }, message: saved.message };
      },
    );
    app.delete(
      '/listings/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Delete a listing (with its photos and files when it never had a reservation)',
          description:
            'A listing with any reservation is soft-deleted: gone from every page and query, its reservations kept. Refused (409) while a reservation holding dates has not ended.',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        await service.remove(deps, currentUser(request).id, request.params.id);
        return { message: 'Listing deleted successfully.' };
      },
    );
    app.get(
      '/listings/:id/attachments/:attachmentId',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'An attachment file of my listing (the only way to a private one)',
          params: IdParams.extend({ attachmentId: Id }),
          response: {
            200: {
              description: 'The PDF (with object storage: a 302 to a short-lived presigned link instead)',
              // The file's bytes (a Buffer, sent as is: no serializer runs on it).
              content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = await service.attachmentFile(
          deps,
          currentUser(request).id,
          request.params.id,
          request.params.attachmentId,
        );
        reply.header('cache-control', 'private, no-store');
        if (file.url) return reply.redirect(file.url, 302);
        return reply
          .header('content-disposition', contentDisposition(file.name))
          .type('application/pdf')
          .send(file.body);
      },
    );
  };
