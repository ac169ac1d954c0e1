import {
  AdminBlockedMailInput,
  AdminBlockedMailReply,
  AdminBlockedMailsReply,
  AdminBlogReply,
  AdminBlogsReply,
  AdminContactsReply,
  AdminSubscribersReply,
  AdminTagDeleteReply,
  AdminTagInput,
  AdminTagReply,
  AdminTagsReply,
  AdminTagUpdateInput,
  AdminTagUsageReply,
  adminMessages,
  DataCountReply,
  SubscriberCountsReply,
} from '@innkeep/contract/admin';
import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-reply.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOf } from '../../lib/search-text.ts';
import * as blocked from '../blocked-emails/blocked-emails.service.ts';
import * as content from '../content/content.admin.service.ts';
import * as blogs from '../content/content.admin-blogs.service.ts';
import * as tags from '../lookups/lookups.tags.service.ts';
import { formToBody, readForm } from './admin.form.ts';
import { adminReviewRoutes } from './admin.reviews.routes.ts';
import { adminBase, creationRoute, listRoute, removalRoute } from './admin.route-schemas.ts';

const BLOG_FORM_NOTE =
  'multipart/form-data: title, short_description, long_description and image (jpg, jpeg, png or pdf, checked by content; on an edit only when a new file is sent).';

/**
 * Every `/api/admin/*` call of docs/requirements/admin.md#R-A1. The root preValidation hook in app.ts refuses anyone but an
 * admin (401 visitor, 403 host) before these handlers or their schemas run.
 */
export const adminRoutes =
  ({ db, storage }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = { db, storage };

    // --- blogs ---
    app.get('/admin/blogs', listRoute('Blog posts, newest first', AdminBlogsReply), async (req) =>
      blogs.listBlogs(ctx, pageOf(req.query)),
    );
    app.post(
      '/admin/blogs',
      {
        schema: {
          ...adminBase,
          summary: 'Create a blog post',
          description: BLOG_FORM_NOTE,
          consumes: ['multipart/form-data'],
          response: { 201: AdminBlogReply, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await blogs.createBlog(ctx, await readForm(req));
        return reply.status(201).send({ message: adminMessages.blogCreated, data });
      },
    );
    app.post(
      '/admin/blogs/:id',
      {
        schema: {
          ...adminBase,
          summary: 'Edit a blog post (the image changes only when a new file is sent)',
          description: BLOG_FORM_NOTE,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: AdminBlogReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => ({
        message: adminMessages.blogUpdated,
        data: await blogs.updateBlog(ctx, req.params.id, await readForm(req)),
      }),
    );
    app.delete('/admin/blogs/:id', removalRoute('Delete a blog post and its file'), async (req) => {
      await blogs.deleteBlog(ctx, req.params.id);
      return { message: adminMessages.blogDeleted };
    });

    await app.register(adminReviewRoutes({ db }));

    // --- tags ---
    app.get(
      '/admin/tags',
      listRoute('Tags by name, each with how many listings carry it', AdminTagsReply),
      async (req) => tags.listTags(db, pageOf(req.query)),
    );
    app.post('/admin/tags', creationRoute('Create a tag', AdminTagInput, AdminTagReply), async (req, reply) =>
      reply
        .status(201)
        .send({ message: adminMessages.tagCreated, data: await tags.createTag(db, req.body.name) }),
    );
    app.post(
      '/admin/tags/update',
      {
        preValidation: formToBody,
        schema: {
          ...adminBase,
          summary: 'Rename a tag (tag_id in the body)',
          body: AdminTagUpdateInput,
          response: { 200: AdminTagReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => ({
        message: adminMessages.tagUpdated,
        data: await tags.renameTag(db, req.body.tag_id, req.body.name),
      }),
    );
    app.get(
      '/admin/tags/:id/usage',
      {
        schema: {
          ...adminBase,
          summary: 'How many listings carry the tag (for the delete dialog)',
          params: IdParams,
          response: { 200: AdminTagUsageReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => ({ data: await tags.tagUsage(db, req.params.id) }),
    );
    app.delete(
      '/admin/tags/:id',
      {
        schema: {
          ...adminBase,
          summary: 'Delete a tag and take it off every listing that carries it',
          params: IdParams,
          response: { 200: AdminTagDeleteReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => tags.deleteTag(db, req.params.id),
    );

    // --- blocked e-mails ---
    app.get(
      '/admin/blocked-mails',
      listRoute('Blocked e-mail addresses, newest first', AdminBlockedMailsReply),
      async (req) => blocked.listBlocked(db, pageOf(req.query)),
    );
    app.post(
      '/admin/blocked-mails',
      creationRoute('Block an e-mail address everywhere', AdminBlockedMailInput, AdminBlockedMailReply),
      async (req, reply) =>
        reply
          .status(201)
          .send({ message: adminMessages.blockedMailCreated, data: await blocked.block(db, req.body.email) }),
    );
    app.delete('/admin/blocked-mails/:id', removalRoute('Unblock an e-mail address'), async (req) => {
      await blocked.unblock(db, req.params.id);
      return { message: adminMessages.blockedMailDeleted };
    });

    // --- contacts, subscribers, counts ---
    app.get('/admin/contacts', listRoute('Contact messages, newest first', AdminContactsReply), async (req) =>
      content.listContacts(db, pageOf(req.query)),
    );
    app.get(
      '/admin/subscribers',
      listRoute('Newsletter subscribers, newest first', AdminSubscribersReply),
      async (req) => content.listSubscribers(db, pageOf(req.query)),
    );
    app.get(
      '/admin/subscribers/counts',
      {
        schema: {
          ...adminBase,
          summary: 'How many newsletter subscribers there are: all, confirmed, pending, unsubscribed',
          response: { 200: SubscriberCountsReply },
        },
      },
      async () => ({ data: await content.subscriberCounts(db) }),
    );
    app.get(
      '/admin/subscribers.csv',
      {
        schema: {
          ...adminBase,
          summary: 'Every newsletter subscriber as a CSV file, oldest first, with their state and its dates',
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (_req, reply) => sendCsv(reply, 'subscribers.csv', await content.subscribersCsvExport(db)),
    );
    app.delete('/admin/subscribers/:id', removalRoute('Delete a subscriber'), async (req) => {
      await content.deleteSubscriber(db, req.params.id);
      return { message: adminMessages.subscriberDeleted };
    });
    app.get(
      '/admin/data-count',
      { schema: { ...adminBase, summary: 'Counts for the admin home', response: { 200: DataCountReply } } },
      async () => {
        const [c, blockedCount] = await Promise.all([content.counts(db), blocked.countBlocked(db)]);
        return {
          data: {
            blogs_count: c.blogsCount,
            reviews_count: c.reviewsCount,
            contacts_count: c.contactsCount,
            blocked_mails_count: blockedCount,
          },
        };
      },
    );
  };
