import type { Blog } from '@innkeep/contract/content';
import { blogImageKind } from '@innkeep/contract/content';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { blogs } from '../../db/schema/content.ts';

/** A stored blog post as the public API sends it; the admin reply adds `updated_at`. */
export function toBlog(storage: StoragePort, row: typeof blogs.$inferSelect): Blog {
  const kind = blogImageKind(row.image);
  const original = row.image ? storage.publicUrl(row.image) : null;
  // Smallest first; a PDF or a post stored before variants existed has none and falls back to the original.
  const variants = kind === 'image' ? [...row.imageVariants].sort((a, b) => a.width - b.width) : [];
  const url = (key: string | undefined) => (key ? storage.publicUrl(key) : original);
  return {
    id: row.id,
    title: row.title,
    short_description: row.shortDescription,
    long_description: row.longDescription,
    image: row.image,
    image_url: original,
    image_card_url: url(variants[0]?.key),
    image_page_url: url(variants.at(-1)?.key),
    image_srcset: variants.map((v) => `${storage.publicUrl(v.key)} ${v.width}w`).join(', '),
    image_kind: kind,
    created_at: row.createdAt.toISOString(),
  };
}
