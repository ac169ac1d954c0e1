import { z } from 'zod';
import { EMAIL_PATTERN, Email, normalisePhone, PHONE_PATTERN, requiredText, text } from './common.ts';
import { contentMessages, messages } from './messages.ts';
import { ListingCard } from './search.ts';

/** What a blog post's file is: a picture, or a PDF document the page shows as a document card. */
export const BlogImageKind = z.enum(['image', 'pdf']);
export type BlogImageKind = z.infer<typeof BlogImageKind>;
/** A stored blog file's kind, read from its storage key (PDFs are kept as `.pdf`). */
export function blogImageKind(key: string | null): BlogImageKind | null {
  if (!key) return null;
  return key.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
}

/**
 * Public blog post. `image` is the storage key, `image_url` the file as uploaded, `image_kind` whether it is
 * a picture or a PDF. A picture also has resized WebP copies: `image_card_url` (the smallest, for cards),
 * `image_page_url` (the largest, for the post page) and `image_srcset` (all of them); a post stored before
 * the copies existed gives the original for both and an empty srcset. `long_description` is Markdown, stored
 * and sent as typed: pages render it without raw HTML (never as HTML from the API).
 */
export const Blog = z.object({
  id: z.number(),
  title: z.string(),
  short_description: z.string(),
  long_description: z.string(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  image_card_url: z.string().nullable(),
  image_page_url: z.string().nullable(),
  image_srcset: z.string(),
  image_kind: BlogImageKind.nullable(),
  created_at: z.string(),
});
export type Blog = z.infer<typeof Blog>;
export const BlogsReply = z.object({ data: z.array(Blog) });
/** How many published stays a post that names a city ends with. */
export const BLOG_CITY_STAYS = 3;
/**
 * One post as its page shows it: the post, and when its title (else its summary) names a city with published
 * stays, that city and a few of its stays to end with (docs/requirements/public.md#R-P11, decision 0106).
 */
export const BlogPost = Blog.extend({
  city: z.string().nullable(),
  stays: z.array(ListingCard),
});
export type BlogPost = z.infer<typeof BlogPost>;
export const BlogReply = z.object({ data: BlogPost });

export const Review = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  message: z.string(),
});
export type Review = z.infer<typeof Review>;
export const ReviewsReply = z.object({ data: z.array(Review) });

/**
 * A newsletter subscriber's state: `pending` until the confirmation link is followed, then `confirmed`;
 * `unsubscribed` once the unsubscribe link is used. Only confirmed addresses receive the newsletter.
 */
export const SubscriberStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type SubscriberStatus = z.infer<typeof SubscriberStatus>;

/** The token of a confirmation or unsubscribe link (base64url or hex, as the server makes them). */
export const NewsletterToken = z
  .string({ error: contentMessages.linkMalformed })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, contentMessages.linkMalformed);
/** `POST /api/newsletter/confirm` from the /newsletter/confirm page. */
export const NewsletterConfirmInput = z.object({ token: NewsletterToken });
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmInput>;

/** `POST /api/contact-us` and the contact form. Phone is optional (blank is none) and numeric. */
export const ContactInput = z.object({
  email: Email,
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? normalisePhone(v) : v),
    z
      .union([z.literal(''), z.string().regex(PHONE_PATTERN, messages.phoneNumeric)], {
        error: messages.phoneNumeric,
      })
      .optional()
      .transform((v) => v || null),
  ),
  message: requiredText(contentMessages.messageRequired, {
    max: 5000,
    tooLong: contentMessages.messageTooLong,
  }),
});
export type ContactInput = z.input<typeof ContactInput>;

/** The newsletter form's own messages (docs/requirements/wire.md#R-W3): 'Email field is required' / 'Please provide valid email'. */
export const SubscribeInput = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(254, messages.newsletterEmailInvalid)
    .regex(EMAIL_PATTERN, messages.newsletterEmailInvalid),
});
export type SubscribeInput = z.input<typeof SubscribeInput>;

export const MessageReply = z.object({ message: z.string() });

export const EmailParams = z.object({ email: text().trim().toLowerCase().max(254) });
/** `GET /api/check-email-blocked/{email}`: 200 when allowed, 422 `{ errors: { email: ['Email is blocked'] } }` when blocked. */
export const EmailAllowedReply = z.object({ message: z.string(), blocked: z.literal(false) });
