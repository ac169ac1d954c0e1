import { createHash, randomBytes } from 'node:crypto';
import type { SubscriberStatus } from '@innkeep/contract/content';
import { contentMessages } from '@innkeep/contract/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { hit, type RateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as mails from './content.newsletter-mails.ts';
import * as repo from './content.repository.ts';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

export interface NewsletterDeps {
  db: Db;
  baseUrl: string;
  limits: Pick<RateLimitRules, 'newsletterLink' | 'newsletterConfirmed'>;
}

const newToken = () => randomBytes(32).toString('base64url');
/** Only the hash of a confirmation token is stored, so a database leak confirms nobody. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The state of a subscriber row, for the admin list and for deciding who receives the newsletter. */
export function subscriberStatus(row: {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): SubscriberStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

/**
 * Double opt-in: a new, pending or unsubscribed address gets a (new) confirmation link; a confirmed one
 * gets a short "already subscribed" note. Both are limited per address (newsletterLink,
 * newsletterConfirmed) so the form cannot be used to flood someone's inbox; past a limit the reply is
 * the same and nothing is sent, so the form does not tell who is subscribed.
 */
export async function requestSubscription(
  { db, baseUrl, limits }: NewsletterDeps,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockSubscriber(tx, email);
    const key = email.toLowerCase();
    if (subscriberStatus(row) === 'confirmed') {
      if ((await hit(tx, `newsletter-confirmed:email:${key}`, limits.newsletterConfirmed)).allowed) {
        await enqueueMail(tx, mails.alreadySubscribedMail(row, baseUrl));
      }
      return;
    }
    if (!(await hit(tx, `newsletter-link:email:${key}`, limits.newsletterLink)).allowed) return;
    const token = newToken();
    const pending = await repo.startConfirmation(tx, row.id, hashToken(token));
    await enqueueMail(tx, mails.confirmationMail(pending, token, baseUrl, CONFIRM_LINK_DAYS));
  });
}

export async function confirmSubscription(db: Db, token: string): Promise<string> {
  const row = await repo.confirmByTokenHash(db, hashToken(token), CONFIRM_LINK_DAYS);
  if (!row) throw notFound(contentMessages.confirmLinkInvalid);
  return contentMessages.confirmed;
}

export async function unsubscribe(db: Db, token: string): Promise<string> {
  const row = await repo.unsubscribeByToken(db, token);
  if (!row) throw notFound(contentMessages.unsubscribeLinkInvalid);
  return contentMessages.unsubscribed;
}

/** For the newsletter sender: confirmed, not unsubscribed addresses, each with its List-Unsubscribe headers. */
export async function newsletterRecipients(db: Db, baseUrl: string) {
  return (await repo.listNewsletterRecipients(db)).map((r) => ({
    id: r.id,
    email: r.email,
    headers: mails.newsletterHeaders(baseUrl, r.unsubscribeToken),
    unsubscribeUrl: mails.unsubscribePageUrl(baseUrl, r.unsubscribeToken),
  }));
}
