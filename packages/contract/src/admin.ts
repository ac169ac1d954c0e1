import { z } from 'zod';
import { Email, idOf, PhoneLinkWire, requiredText, text, wholeNumber } from './common.ts';
import { Blog } from './content.ts';
import { csvTable } from './csv.ts';
import { StatusWire } from './reservations.ts';
import { PageMeta as SearchPageMeta } from './search.ts';

/**
 * The admin area's wire contract (docs/requirements/wire.md#R-W12, R-W3, R-W1, docs/requirements/admin.md#R-A1). Every `/api/admin/*` call is for
 * admins only: a visitor gets 401, a signed-in host 403. Validation failures answer 422
 * `{ message, errors }` keyed by the field names below; deletes answer 200 `{ message }` or 404 `{ error }`.
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const adminMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionTooLong: 'Short description must be at most 500 characters',
  longDescriptionRequired: 'Long description is required',
  longDescriptionTooLong: 'Long description must be at most 20000 characters',
  imageRequired: 'Image is required',
  imageType: 'Image must be a JPG, PNG or PDF file',
  imageSize: 'Image must be at most 5 MB',
  imagePixels: 'Image is too large (at most 40 megapixels)',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Use at most 100 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  tagNameRequired: 'Name is required',
  tagNameTooLong: 'Name must be at most 50 characters',
  tagNameTaken: 'A tag with this name already exists',
  tagRequired: 'Tag is required',
  emailAlreadyBlocked: 'Email is already blocked',
  page: 'Page must be a whole number from 1',
  perPage: `Per page must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`,
  // Success and not-found texts.
  blogCreated: 'Blog post created',
  blogUpdated: 'Blog post updated',
  blogDeleted: 'Blog post deleted',
  blogNotFound: 'Blog post not found',
  reviewCreated: 'Review created',
  reviewUpdated: 'Review updated',
  reviewDeleted: 'Review deleted',
  reviewNotFound: 'Review not found',
  tagCreated: 'Tag created',
  tagUpdated: 'Tag updated',
  tagNotFound: 'Tag not found',
  blockedMailCreated: 'Email blocked',
  blockedMailDeleted: 'Email unblocked',
  blockedMailNotFound: 'Blocked email not found',
  subscriberDeleted: 'Subscriber deleted',
  subscriberNotFound: 'Subscriber not found',
} as const;

/** Blog image upload rules (docs/requirements/wire.md#R-W3: pdf, jpg, jpeg, png). Checked by content on the server. */
export const BLOG_IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  accept: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Lists: `?page=&per_page=&q=`, answered as `{ data: [...], meta: { page, per_page, total } }`.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Every admin list: server-side pagination and a free-text search over the list's text columns. */
export const AdminListQuery = z.object({
  page: optional(wholeNumber(adminMessages.page, { min: 1, max: 100_000 })).default(1),
  per_page: optional(wholeNumber(adminMessages.perPage, { min: 1, max: ADMIN_MAX_PAGE_SIZE })).default(
    ADMIN_PAGE_SIZE,
  ),
  q: optional(text().trim().max(200)).transform((v) => v || undefined),
});
export type AdminListQuery = z.input<typeof AdminListQuery>;
export type AdminListParams = z.output<typeof AdminListQuery>;

/** `{ page, per_page, total }`, the same meta as search replies. */
export const PageMeta = SearchPageMeta;
export type PageMeta = z.infer<typeof PageMeta>;
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMeta });

// ---------------------------------------------------------------------------------------------------------
// Blogs: multipart title, short_description, long_description, image.

/**
 * Admin blog post. `long_description` is Markdown/plain text, stored as typed and always rendered as text
 * (never as HTML). `image_kind` says whether `image_url` is a picture or a PDF document (show a document card).
 */
/** The public blog post plus when it was last edited. */
export const AdminBlog = Blog.extend({ updated_at: z.string() });
export type AdminBlog = z.infer<typeof AdminBlog>;
export const AdminBlogsReply = listOf(AdminBlog);
export const AdminBlogReply = z.object({ message: z.string(), data: AdminBlog });

/** The text fields of the blog form; `image` travels as a file part and is checked by the server. */
export const AdminBlogInput = z.object({
  title: requiredText(adminMessages.titleRequired, { max: 200, tooLong: adminMessages.titleTooLong }),
  short_description: requiredText(adminMessages.shortDescriptionRequired, {
    max: 500,
    tooLong: adminMessages.shortDescriptionTooLong,
  }),
  long_description: requiredText(adminMessages.longDescriptionRequired, {
    max: 20_000,
    tooLong: adminMessages.longDescriptionTooLong,
  }),
});
export type AdminBlogInput = z.input<typeof AdminBlogInput>;
export type AdminBlogFields = z.output<typeof AdminBlogInput>;

// ---------------------------------------------------------------------------------------------------------
// Reviews: multipart (or JSON) first_name, last_name, message.

export const AdminReview = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A verified stay review (decision 0044): its listing, reservation and 1–5 rating; null for a site review. */
  listing_id: z.number().nullable().optional(),
  listing_name: z.string().nullable().optional(),
  reservation_id: z.number().nullable().optional(),
  rating: z.number().nullable().optional(),
  /** Hidden by an admin: shown nowhere and not counted in the listing's average. */
  hidden: z.boolean().optional(),
  /** The platform's note shown with the review on the stay page (decision 0080). */
  admin_note: z.string().nullable().optional(),
  admin_note_at: z.string().nullable().optional(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewsReply = listOf(AdminReview);
export const AdminReviewReply = z.object({ message: z.string(), data: AdminReview });

const personName = (required: string) =>
  requiredText(required, { max: 100, tooLong: adminMessages.nameTooLong });
export const AdminReviewInput = z.object({
  first_name: personName(adminMessages.firstNameRequired),
  last_name: personName(adminMessages.lastNameRequired),
  message: requiredText(adminMessages.messageRequired, { max: 5000, tooLong: adminMessages.messageTooLong }),
});
export type AdminReviewInput = z.input<typeof AdminReviewInput>;

// ---------------------------------------------------------------------------------------------------------
// Tags: `{ name }`; update `{ name, tag_id }`; delete removes the tag from the listings that use it.

export const AdminTag = z.object({ id: z.number(), name: z.string(), listings_count: z.number() });
export type AdminTag = z.infer<typeof AdminTag>;
export const AdminTagsReply = listOf(AdminTag);
export const AdminTagReply = z.object({ message: z.string(), data: AdminTag });
/** `GET /api/admin/tags/{id}/usage`: how many listings the delete dialog will take the tag off. */
export const AdminTagUsageReply = z.object({ data: AdminTag });
/** `DELETE /api/admin/tags/{id}`: `listings_count` is how many listings lost the tag. */
export const AdminTagDeleteReply = z.object({ message: z.string(), listings_count: z.number() });

const TagName = requiredText(adminMessages.tagNameRequired, {
  max: 50,
  tooLong: adminMessages.tagNameTooLong,
});
export const AdminTagInput = z.object({ name: TagName });
export type AdminTagInput = z.input<typeof AdminTagInput>;
export const AdminTagUpdateInput = z.object({ name: TagName, tag_id: idOf(adminMessages.tagRequired) });
export type AdminTagUpdateInput = z.input<typeof AdminTagUpdateInput>;

/** The delete reply's text, naming how many listings lost the tag. */
export function tagDeletedMessage(listingsCount: number): string {
  if (listingsCount === 0) return 'Tag deleted';
  return `Tag deleted and removed from ${listingsCount} listing${listingsCount === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------------------------------------------
// Blocked e-mails: `{ email }`; items id, email, updated_at (shown as the created date).

export const AdminBlockedMail = z.object({ id: z.number(), email: z.string(), updated_at: z.string() });
export type AdminBlockedMail = z.infer<typeof AdminBlockedMail>;
export const AdminBlockedMailsReply = listOf(AdminBlockedMail);
export const AdminBlockedMailReply = z.object({ message: z.string(), data: AdminBlockedMail });
export const AdminBlockedMailInput = z.object({ email: Email });
export type AdminBlockedMailInput = z.input<typeof AdminBlockedMailInput>;

// ---------------------------------------------------------------------------------------------------------
// Contacts (read only) and subscribers.

export const AdminContact = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `phone` as shown and dialled. */
  phone_link: PhoneLinkWire.nullable(),
  message: z.string(),
  updated_at: z.string(),
});
export type AdminContact = z.infer<typeof AdminContact>;
export const AdminContactsReply = listOf(AdminContact);

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SubscriberStatus = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof SubscriberStatus>;
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
export const AdminSubscriber = z.object({
  id: z.number(),
  email: z.string(),
  updated_at: z.string(),
  status: SubscriberStatus,
});
export type AdminSubscriber = z.infer<typeof AdminSubscriber>;
export const AdminSubscribersReply = listOf(AdminSubscriber);

/** `GET /api/admin/subscribers/counts`: how many addresses there are, in each state (docs/requirements/admin.md#R-A1). */
export const SubscriberCounts = z.object({
  total: z.number(),
  confirmed: z.number(),
  pending: z.number(),
  unsubscribed: z.number(),
});
export type SubscriberCounts = z.infer<typeof SubscriberCounts>;
export const SubscriberCountsReply = z.object({ data: SubscriberCounts });

/** A subscriber as the CSV export writes it: ISO instants, empty when not yet. */
export interface SubscriberCsvRow {
  email: string;
  status: SubscriberStatus;
  subscribed_at: string;
  confirmed_at: string;
  unsubscribed_at: string;
}
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'subscribed_at',
  'confirmed_at',
  'unsubscribed_at',
] as const satisfies readonly (keyof SubscriberCsvRow)[];

/**
 * `GET /api/admin/subscribers.csv`: every subscriber, oldest first, as CSV (RFC 4180, CRLF). An address is the
 * visitor's free text, so a cell a spreadsheet would read as a formula is guarded (csv.ts).
 */
export function subscribersCsv(rows: readonly SubscriberCsvRow[]): string {
  return csvTable(SUBSCRIBER_CSV_COLUMNS, rows);
}

// ---------------------------------------------------------------------------------------------------------
// Reservations: any host's, found by number, guest, e-mail or listing, for support to cancel (decision 0023).

export const AdminReservation = z.object({
  id: z.number(),
  listing_name: z.string(),
  host_email: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: StatusWire,
  /** Major units of `currency`. */
  total: z.number(),
  currency: z.string(),
  created_at: z.string(),
  /**
   * `POST /api/admin/reservations/{id}/cancel` acts on it: not cancelled, declined or paying right now, and no
   * dispute open on its payment (the refund would be refused, decision 0022).
   */
  cancellable: z.boolean(),
  /** The guest's bank disputed its payment (open or closed): a test dispute cannot be opened again. */
  disputed: z.boolean(),
  /** The dispute is still open: the bank has not decided, and nothing of the stay can be refunded. */
  dispute_open: z.boolean(),
  /** How the bank decided the stay's latest dispute: `lost` gave the guest their money back. Null while open or without one. */
  dispute_outcome: z.enum(['won', 'lost']).nullable(),
  /** Major units the guest paid for the stay and has not had back (refunds, a lost dispute): what a cancellation refunds. */
  amount_paid: z.number(),
});
export type AdminReservation = z.infer<typeof AdminReservation>;
/** `GET /api/admin/reservations?q=`: `q` is a reservation number, or text in the guest, e-mails or listing. */
export const AdminReservationsReply = listOf(AdminReservation);

// ---------------------------------------------------------------------------------------------------------
// Counts for `/admin`.

export const DataCount = z.object({
  blogs_count: z.number(),
  reviews_count: z.number(),
  contacts_count: z.number(),
  blocked_mails_count: z.number(),
});
export type DataCount = z.infer<typeof DataCount>;
/** `GET /api/admin/data-count` answers `{ data: { blogs_count, reviews_count, contacts_count, blocked_mails_count } }`. */
export const DataCountReply = z.object({ data: DataCount });

/** Deletes answer 200 with a text; a missing row answers 404 `{ error }` (common `ErrorBody`). */
export const AdminMessageReply = z.object({ message: z.string() });
