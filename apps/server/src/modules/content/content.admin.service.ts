import {
  type AdminBlog,
  AdminBlogInput,
  type AdminContact,
  type AdminReview,
  type AdminSubscriber,
  adminMessages,
  BLOG_IMAGE_RULES,
  type PageMeta,
  type SubscriberCounts,
  type SubscriberStatus,
  subscribersCsv,
} from '@innkeep/contract/admin';
import { PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import { newFileId, type StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { blogs, reviews, subscribers } from '../../db/schema/content.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import type { PageRequest } from '../../lib/search-text.ts';
import { inspectImage, storeImage } from '../images/images.service.ts';
import {
  assertDeletable,
  editReviewWords,
  findReview,
  forgetDeletedReview,
  type ReviewActor,
  setReviewHidden,
  setReviewNote,
} from '../reviews/reviews.service.ts';
import * as repo from './content.admin.repository.ts';
import { toBlog } from './content.mapper.ts';

/**
 * The admin side of the site's content (docs/requirements/admin.md#R-A1): blog posts with their image or PDF, reviews, the
 * contact messages and the newsletter's subscribers. Lists are paged and searched in the database.
 */
interface Ctx {
  db: Db;
  storage: StoragePort;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}
const pageMeta = (req: PageRequest, total: number): PageMeta => ({
  page: req.page,
  per_page: req.perPage,
  total,
});

// --- blogs ---------------------------------------------------------------------------------------------

/** The uploaded file of the blog form: `size` is the real size even when only its first bytes were kept. */
export interface BlogFile {
  filename: string;
  buffer: Buffer;
  size: number;
}

function toAdminBlog(storage: StoragePort, row: typeof blogs.$inferSelect): AdminBlog {
  return { ...toBlog(storage, row), updated_at: row.updatedAt.toISOString() };
}

export async function listBlogs({ db, storage }: Ctx, req: PageRequest): Promise<Page<AdminBlog>> {
  const { rows, total } = await repo.pageBlogs(db, req);
  return { data: rows.map((r) => toAdminBlog(storage, r)), meta: pageMeta(req, total) };
}

const PDF_MAGIC = Buffer.from('%PDF-');

type JudgedFile = { kind: 'image' } | { kind: 'pdf' } | { kind: 'refused'; message: string };

/** jpg, jpeg, png or pdf (docs/requirements/wire.md#R-W3), judged by the bytes: the file name and type are not trusted. */
export async function judgeBlogFile(file: BlogFile): Promise<JudgedFile> {
  if (file.size > BLOG_IMAGE_RULES.maxBytes) return { kind: 'refused', message: adminMessages.imageSize };
  if (file.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { kind: 'pdf' };
  const image = await inspectImage(file.buffer);
  if (!image) return { kind: 'refused', message: adminMessages.imageType };
  if (image.width * image.height > PHOTO_RULES.maxPixels)
    return { kind: 'refused', message: adminMessages.imagePixels };
  return { kind: 'image' };
}

/** The blog form as sent: its text parts by name and its first file, if any. */
export interface BlogForm {
  fields: Record<string, unknown>;
  file: BlogFile | null;
}

/**
 * Checks the text fields and the file together, so one 422 names every problem (keyed title,
 * short_description, long_description, image). `fileRequired` on create; an edit keeps the old file.
 */
async function checkBlogForm(form: BlogForm, fileRequired: boolean) {
  const parsed = AdminBlogInput.safeParse(form.fields);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  let kind: 'image' | 'pdf' | null = null;
  if (form.file) {
    const judged = await judgeBlogFile(form.file);
    if (judged.kind === 'refused') errors.image = [judged.message];
    else kind = judged.kind;
  } else if (fileRequired) errors.image = [adminMessages.imageRequired];
  if (!parsed.success || Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { data: parsed.data, kind };
}

/**
 * Each blog file gets its own folder (`blogs/{id}/`): a picture with its WebP variants (never upscaled)
 * from the images module, or the PDF as sent. Replacing or deleting removes the whole folder.
 */
interface StoredBlogFile {
  image: string;
  imageVariants: ImageVariant[];
}

async function storeBlogFile(
  storage: StoragePort,
  file: BlogFile,
  kind: 'image' | 'pdf',
): Promise<StoredBlogFile> {
  const folder = `blogs/${newFileId()}`;
  if (kind === 'image') {
    const stored = await storeImage(storage, folder, file.buffer);
    return { image: stored.file, imageVariants: stored.variants };
  }
  const key = `${folder}/${newFileId()}.pdf`;
  await storage.put(key, file.buffer, 'application/pdf');
  return { image: key, imageVariants: [] };
}

const OWN_FOLDER = /^(blogs\/[A-Za-z0-9_-]+)\/[^/]+$/;
async function removeBlogFile(
  storage: StoragePort,
  stored: { image: string | null; imageVariants: ImageVariant[] },
): Promise<void> {
  const key = stored.image;
  if (!key) return;
  const folder = OWN_FOLDER.exec(key)?.[1];
  if (folder) return storage.deletePrefix(folder);
  // The demo seed's pictures sit directly under blogs/: the original and its variants, by key.
  for (const k of [key, ...stored.imageVariants.map((v) => v.key)]) await storage.delete(k);
}

/** Stores the file, then writes the row; a failed write removes the file again so nothing is orphaned. */
async function withStoredFile<T>(
  storage: StoragePort,
  file: BlogFile | null,
  kind: 'image' | 'pdf' | null,
  write: (stored: StoredBlogFile | undefined) => Promise<T>,
): Promise<T> {
  const stored = file && kind ? await storeBlogFile(storage, file, kind) : undefined;
  try {
    return await write(stored);
  } catch (error) {
    if (stored) await removeBlogFile(storage, stored);
    throw error;
  }
}

export async function createBlog({ db, storage }: Ctx, form: BlogForm): Promise<AdminBlog> {
  const { data, kind } = await checkBlogForm(form, true);
  const row = await withStoredFile(storage, form.file, kind, (image) =>
    repo.insertBlog(db, {
      title: data.title,
      shortDescription: data.short_description,
      longDescription: data.long_description,
      image: image?.image ?? null,
      imageVariants: image?.imageVariants ?? [],
    }),
  );
  return toAdminBlog(storage, row);
}

/** Edits the text; the image changes only when a new file is sent (docs/requirements/wire.md#R-W1). */
export async function updateBlog({ db, storage }: Ctx, id: number, form: BlogForm): Promise<AdminBlog> {
  const before = await repo.findBlog(db, id);
  if (!before) throw notFound(adminMessages.blogNotFound);
  const { data, kind } = await checkBlogForm(form, false);
  const row = await withStoredFile(storage, form.file, kind, async (image) => {
    const updated = await repo.updateBlog(db, id, {
      title: data.title,
      shortDescription: data.short_description,
      longDescription: data.long_description,
      ...(image ?? {}),
    });
    if (!updated) throw notFound(adminMessages.blogNotFound);
    return updated;
  });
  if (row.image !== before.image) await removeBlogFile(storage, before);
  return toAdminBlog(storage, row);
}

export async function deleteBlog({ db, storage }: Ctx, id: number): Promise<void> {
  const row = await repo.deleteBlog(db, id);
  if (!row) throw notFound(adminMessages.blogNotFound);
  await removeBlogFile(storage, row);
}

// --- reviews -------------------------------------------------------------------------------------------

export function toAdminReview(
  row: typeof reviews.$inferSelect,
  listingName: string | null = null,
): AdminReview {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    listing_id: row.listingId,
    listing_name: listingName,
    reservation_id: row.reservationId,
    rating: row.rating,
    hidden: row.hiddenAt !== null,
    admin_note: row.adminNote,
    admin_note_at: row.adminNoteAt?.toISOString() ?? null,
  };
}

async function withListingNames(db: Tx, rows: (typeof reviews.$inferSelect)[]): Promise<AdminReview[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.listingId === null ? [] : [r.listingId])))];
  const names = await repo.listingNames(db, ids);
  return rows.map((r) => toAdminReview(r, r.listingId === null ? null : (names.get(r.listingId) ?? null)));
}

export interface ReviewFields {
  first_name: string;
  last_name: string;
  message: string;
}
const reviewValues = (f: ReviewFields) => ({
  firstName: f.first_name,
  lastName: f.last_name,
  message: f.message,
});

export async function listReviews(db: Tx, req: PageRequest): Promise<Page<AdminReview>> {
  const { rows, total } = await repo.pageReviews(db, req);
  return { data: await withListingNames(db, rows), meta: pageMeta(req, total) };
}

export async function createReview(db: Tx, fields: ReviewFields): Promise<AdminReview> {
  return toAdminReview(await repo.insertReview(db, reviewValues(fields)));
}

/** A site review's words change (kept in its history); a verified stay review's never do (decision 0080). */
export async function updateReview(
  db: Db,
  id: number,
  fields: ReviewFields,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await editReviewWords(db, id, reviewValues(fields), actor);
  return (await withListingNames(db, [row]))[0]!;
}

/** Only a site review is deleted; a verified stay review is kept and can be hidden (decision 0080). */
export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findReview(tx, id);
    if (!found) throw notFound(adminMessages.reviewNotFound);
    assertDeletable(found);
    const row = await repo.deleteReview(tx, id);
    if (row) await forgetDeletedReview(tx, row);
  });
}

/** Hide or show a review (docs/requirements/admin.md#R-A3): a hidden stay review leaves the stay page and the average. */
export async function setReviewVisibility(
  db: Db,
  id: number,
  hidden: boolean,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await setReviewHidden(db, id, hidden, actor);
  return (await withListingNames(db, [row]))[0]!;
}

/** The platform's note shown with the review on the stay page; null or empty removes it. */
export async function setReviewAdminNote(
  db: Db,
  id: number,
  note: string | null,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await setReviewNote(db, id, note, actor);
  return (await withListingNames(db, [row]))[0]!;
}

// --- contacts and subscribers --------------------------------------------------------------------------

export async function listContacts(db: Tx, req: PageRequest): Promise<Page<AdminContact>> {
  const { rows, total } = await repo.pageContacts(db, req);
  return {
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      phone: r.phone,
      message: r.message,
      updated_at: r.updatedAt.toISOString(),
    })),
    meta: pageMeta(req, total),
  };
}

/** A subscriber's newsletter state: unsubscribed wins, then confirmed (double opt-in), else pending. */
export function subscriberStatus(row: typeof subscribers.$inferSelect): SubscriberStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'confirmed' : 'pending';
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
