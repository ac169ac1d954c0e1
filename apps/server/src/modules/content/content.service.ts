import { cityNamedIn } from '@innkeep/contract/city-names';
import { BLOG_CITY_STAYS, type Blog, type BlogPost, type Review } from '@innkeep/contract/content';
import { contentMessages } from '@innkeep/contract/messages';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { refuseBlockedEmail } from '../blocked-emails/blocked-emails.service.ts';
import { bookableCities } from '../listings/listings.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { hit, type RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import { cityCards } from '../search/search.service.ts';
import { contactReceivedMail } from './content.contact-mails.ts';
import { toBlog } from './content.mapper.ts';
import { type NewsletterDeps, requestSubscription } from './content.newsletter.ts';
import * as repo from './content.repository.ts';

// The newsletter's public face for other modules: the admin list (subscriberStatus) and the sender.
export {
  CONFIRM_LINK_DAYS,
  confirmSubscription,
  type NewsletterDeps,
  newsletterRecipients,
  subscriberStatus,
  unsubscribe,
} from './content.newsletter.ts';
export { newsletterHeaders } from './content.newsletter-mails.ts';

interface Ctx {
  db: Db;
  storage: StoragePort;
}

export async function listBlogs({ db, storage }: Ctx): Promise<Blog[]> {
  return (await repo.listBlogs(db)).map((row) => toBlog(storage, row));
}

/** Cities a post may name: those with bookable listings, busiest first (more than the product has). */
const CITIES_LOOKED_AT = 500;

/**
 * One post, ending with a few bookable stays in the city its title (else its summary) names
 * (docs/requirements/public.md#R-P11, decision 0106): no city column to keep, and a new city's stays appear
 * on the posts that already name it.
 */
export async function getBlog(ctx: Ctx, id: number): Promise<BlogPost> {
  const row = await repo.findBlog(ctx.db, id);
  if (!row) throw notFound('Blog post not found');
  const blog = toBlog(ctx.storage, row);
  const cities = (await bookableCities(ctx.db, '', CITIES_LOOKED_AT)).map((c) => c.name);
  const city = cityNamedIn(blog.title, cities) ?? cityNamedIn(blog.short_description, cities);
  const stays = city ? await cityCards(ctx, city, BLOG_CITY_STAYS) : [];
  return { ...blog, city: stays.length > 0 ? city : null, stays };
}

export async function listReviews({ db }: Ctx): Promise<Review[]> {
  return (await repo.listReviews(db)).map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    message: r.message,
  }));
}

/** What the contact form's acknowledgement needs: where its link points, and how many one address may get. */
export interface ContactAck {
  publicBaseUrl: string;
  perAddress: RateLimitRule;
}

/**
 * Stores the message for the admins and e-mails the sender an acknowledgement, in one transaction; past the
 * per-address limit the message is still stored, only the e-mail is skipped (nobody confirmed the address).
 */
export async function sendContactMessage(
  { db }: Ctx,
  ack: ContactAck,
  input: { email: string; phone: string | null; message: string },
): Promise<string> {
  await refuseBlockedEmail(db, input.email, 'email');
  await db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, input);
    if ((await hit(tx, `contact-ack:${input.email.toLowerCase()}`, ack.perAddress)).allowed)
      await enqueueMail(tx, contactReceivedMail(input.email, ack.publicBaseUrl));
  });
  return contentMessages.contactSent;
}

/** `POST /api/subscribe`: a blocked address is refused; any other gets a confirmation link (double opt-in). */
export async function subscribe(deps: NewsletterDeps, email: string): Promise<string> {
  await refuseBlockedEmail(deps.db, email, 'email');
  await requestSubscription(deps, email);
  return `${contentMessages.subscribed} ${contentMessages.checkInbox}`;
}
