import { adminMessages, BLOG_IMAGE_RULES } from '@innkeep/contract/admin';
import { PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import { newFileId, type StoragePort } from '../../adapters/storage/storage.port.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import { inspectImage, storeImage } from '../images/images.service.ts';

/** The uploaded file of the blog form: `size` is the real size even when only its first bytes were kept. */
export interface BlogFile {
  filename: string;
  buffer: Buffer;
  size: number;
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
export async function removeBlogFile(
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
export async function withStoredFile<T>(
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
