import type { Blog } from '@innkeep/contract/content';
import { blogImageKind } from '@innkeep/contract/content';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { blogs } from '../../db/schema/content.ts';

/** A stored blog post as the public API sends it; the admin reply adds `updated_at`. */
export function toBlog(storage: StoragePort, row: typeof blogs.$inferSelect): Blog {
  return {
    id: row.id,
    title: row.title,
    short_description: row.shortDescription,
    long_description: row.longDescription,
    image: row.image,
    image_url: row.image ? storage.publicUrl(row.image) : null,
    image_kind: blogImageKind(row.image),
    created_at: row.createdAt.toISOString(),
  };
}
