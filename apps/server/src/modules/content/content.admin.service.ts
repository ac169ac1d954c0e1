import {
  type AdminContact,
  type AdminSubscriber,
  adminMessages,
  type SubscriberCounts,
  subscribersCsv,
} from '@innkeep/contract/admin';
import { phoneLinkOf } from '@innkeep/contract/phone';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type Page, type PageRequest, pageMeta } from '../../lib/search-text.ts';
import * as repo from './content.admin.repository.ts';
import { subscriberStatus } from './content.newsletter.ts';

/**
 * The admin side of the site's content (docs/requirements/admin.md#R-A1): blog posts with their image or PDF
 * (content.admin-blogs.service.ts), reviews (content.admin-reviews.service.ts), and here the contact messages
 * and the newsletter's subscribers. Lists are paged and searched in the database.
 */

export async function listContacts(db: Tx, req: PageRequest): Promise<Page<AdminContact>> {
  const { rows, total } = await repo.pageContacts(db, req);
  return {
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      phone: r.phone,
      phone_link: phoneLinkOf(r.phone),
      message: r.message,
      updated_at: r.updatedAt.toISOString(),
    })),
    meta: pageMeta(req, total),
  };
}

export async function listSubscribers(db: Tx, req: PageRequest): Promise<Page<AdminSubscriber>> {
  const { rows, total } = await repo.pageSubscribers(db, req);
  return {
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      updated_at: r.updatedAt.toISOString(),
      status: subscriberStatus(r),
    })),
    meta: pageMeta(req, total),
  };
}

/** Every subscriber as CSV, oldest first, with their state and its dates. */
export async function subscribersCsvExport(db: Tx): Promise<string> {
  const iso = (d: Date | null) => (d ? d.toISOString() : '');
  return subscribersCsv(
    (await repo.allSubscribers(db)).map((r) => ({
      email: r.email,
      status: subscriberStatus(r),
      subscribed_at: r.createdAt.toISOString(),
      confirmed_at: iso(r.confirmedAt),
      unsubscribed_at: iso(r.unsubscribedAt),
    })),
  );
}

export const subscriberCounts = (db: Tx): Promise<SubscriberCounts> => repo.subscriberCounts(db);

export async function deleteSubscriber(db: Tx, id: number): Promise<void> {
  if (!(await repo.deleteSubscriber(db, id))) throw notFound(adminMessages.subscriberNotFound);
}

/** Blog, review and contact-message counts for the admin home. */
export const counts = (db: Tx) => repo.counts(db);
