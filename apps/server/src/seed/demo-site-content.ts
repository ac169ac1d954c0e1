import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Tx } from '../db/client.ts';
import { blockedEmails, subscribers } from '../db/schema/content.ts';
import {
  createBlockedEmail,
  createBlog,
  createContactMessage,
  createReview,
  createSubscriber,
} from '../factories/content.factory.ts';
import { planPhoto, writePlannedPhoto } from '../factories/photos.factory.ts';
import {
  DEMO_BLOCKED_EMAILS,
  DEMO_BLOGS,
  DEMO_CONTACTS,
  DEMO_REVIEWS,
  DEMO_SUBSCRIBERS,
} from './demo-content.ts';
import type { PoolPhoto } from './demo-photos.ts';

export interface SiteContentCounts {
  blogs: number;
  reviews: number;
  subscribers: number;
  contactMessages: number;
  blockedEmails: number;
}

/** The site's own content: blog posts with a picture, site reviews, subscribers, contact messages and blocked e-mails. */
export async function seedDemoSiteContent(
  tx: Tx,
  storage: StoragePort,
  pool: PoolPhoto[],
  now: Date,
): Promise<SiteContentCounts> {
  for (const [i, blog] of DEMO_BLOGS.entries()) {
    const photo = pool.find((p) => p.kind === blog.scene)?.photo ?? pool[i % pool.length]!.photo;
    const planned = planPhoto('blogs', photo);
    const at = new Date(now.getTime() - blog.daysAgo * 86_400_000);
    await createBlog(tx, {
      title: blog.title,
      shortDescription: blog.short,
      longDescription: blog.long.join('\n\n'),
      image: planned.stored.file,
      imageVariants: planned.stored.variants,
      createdAt: at,
      updatedAt: at,
    });
    await writePlannedPhoto(storage, planned);
  }
  for (const [firstName, lastName, message] of DEMO_REVIEWS)
    await createReview(tx, { firstName, lastName, message });

  const taken = async (table: typeof subscribers | typeof blockedEmails) =>
    new Set((await tx.select({ email: table.email }).from(table)).map((r) => r.email.toLowerCase()));
  const subscribed = await taken(subscribers);
  for (const [i, email] of DEMO_SUBSCRIBERS.entries()) {
    if (subscribed.has(email)) continue;
    const at = new Date(now.getTime() - (40 - i * 7) * 86_400_000);
    await createSubscriber(tx, { email, createdAt: at, updatedAt: at, confirmedAt: at });
  }
  for (const c of DEMO_CONTACTS) {
    const at = new Date(now.getTime() - c.daysAgo * 86_400_000);
    await createContactMessage(tx, {
      email: c.email,
      phone: c.phone,
      message: c.message,
      createdAt: at,
      updatedAt: at,
    });
  }
  const blocked = await taken(blockedEmails);
  for (const email of DEMO_BLOCKED_EMAILS) if (!blocked.has(email)) await createBlockedEmail(tx, { email });
  return {
    blogs: DEMO_BLOGS.length,
    reviews: DEMO_REVIEWS.length,
    subscribers: DEMO_SUBSCRIBERS.length,
    contactMessages: DEMO_CONTACTS.length,
    blockedEmails: DEMO_BLOCKED_EMAILS.length,
  };
}
