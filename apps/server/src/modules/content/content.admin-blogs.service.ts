import { type AdminBlog, AdminBlogInput, adminMessages } from '@innkeep/contract/admin';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import type { blogs } from '../../db/schema/content.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { type Page, type PageRequest, pageMeta } from '../../lib/search-text.ts';
import * as repo from './content.admin.repository.ts';
import { type BlogFile, judgeBlogFile, removeBlogFile, withStoredFile } from './content.blog-files.ts';
import { toBlog } from './content.mapper.ts';
import { findBlog } from './content.repository.ts';

/** The admin's blog posts (docs/requirements/admin.md#R-A1), each with its image or PDF (content.blog-files.ts). */
interface Ctx {
  db: Db;
  storage: StoragePort;
}

function toAdminBlog(storage: StoragePort, row: typeof blogs.$inferSelect): AdminBlog {
  return { ...toBlog(storage, row), updated_at: row.updatedAt.toISOString() };
}

export async function listBlogs({ db, storage }: Ctx, req: PageRequest): Promise<Page<AdminBlog>> {
  const { rows, total } = await repo.pageBlogs(db, req);
  return { data: rows.map((r) => toAdminBlog(storage, r)), meta: pageMeta(req, total) };
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
  const before = await findBlog(db, id);
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
