import type { AdminBlog, AdminBlogInput } from '@innkeep/contract/admin';
import { api } from '../../../lib/api-client.ts';

/** The public pages that show posts: `/blogs`, `/blogs/{id}` and the home page's four newest. */
export const PUBLIC_BLOG_KEYS = [['blogs']] as const;

/** The blog dialog's values: the contract's text fields plus the file chosen in this dialog, if any. */
export type BlogFormValues = AdminBlogInput & { image: File | null };

/**
 * `POST /api/admin/blogs` (new) or `POST /api/admin/blogs/{id}` (edit), multipart. The file is sent only when
 * the admin chose a new one (docs/requirements/wire.md#R-W1: the image changes only then).
 */
export function saveBlog({
  id,
  fields,
}: {
  id: number | null;
  fields: BlogFormValues;
}): Promise<{ message: string; data: AdminBlog }> {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('short_description', fields.short_description);
  body.append('long_description', fields.long_description);
  if (fields.image) body.append('image', fields.image, fields.image.name);
  return id === null
    ? api.POST('/api/admin/blogs', { body })
    : api.POST('/api/admin/blogs/{id}', { params: { path: { id } }, body });
}

/** `DELETE /api/admin/blogs/{id}`. */
export function deleteBlog(blog: Pick<AdminBlog, 'id'>): Promise<{ message: string }> {
  return api.DELETE('/api/admin/blogs/{id}', { params: { path: { id: blog.id } } });
}
