import { judgePhoto, PHOTO_RULES, type PhotoProblem } from '@innkeep/contract/listings-uploads';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { newFileId, type StoragePort } from '../../adapters/storage/storage.port.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface InspectedImage {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/**
 * Judges an upload by its content, not its name: only real JPEG or PNG data passes. Reads the header
 * only (sharp's metadata does not decode), so a picture beyond the pixel cap is refused before decoding.
 */
export async function inspectImage(buffer: Buffer): Promise<InspectedImage | null> {
  try {
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    if ((meta.format !== 'jpeg' && meta.format !== 'png') || !meta.width || !meta.height) return null;
    // EXIF rotation swaps the displayed width and height.
    const rotated = (meta.orientation ?? 1) >= 5;
    return {
      format: meta.format,
      width: rotated ? meta.height : meta.width,
      height: rotated ? meta.width : meta.height,
    };
  } catch {
    return null;
  }
}

/**
 * The listing-photo rules of docs/requirements/wire.md#R-W3, checked on the content. Returns the first problem, if any.
 * `size` is the upload's real size when only its first bytes were kept (an oversized upload is not buffered whole).
 */
export async function checkListingPhoto(
  buffer: Buffer,
  size = buffer.length,
): Promise<{ ok: true; image: InspectedImage } | { ok: false; problem: PhotoProblem }> {
  const image = await inspectImage(buffer);
  const problem = judgePhoto(image, size);
  return image && !problem ? { ok: true, image } : { ok: false, problem: problem ?? 'type' };
}

export interface StoredImage {
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Keeps the original and writes resized WebP variants (never upscaled) under `prefix`.
 * Pages use the variants with srcset; the original stays for channels that want full size.
 */
export async function storeImage(storage: StoragePort, prefix: string, buffer: Buffer): Promise<StoredImage> {
  const image = await inspectImage(buffer);
  if (!image) throw new Error('storeImage needs a JPEG or PNG');
  const id = newFileId();
  const ext = image.format === 'jpeg' ? 'jpg' : 'png';
  const file = `${prefix}/${id}.${ext}`;
  await storage.put(file, buffer, `image/${image.format}`);
  const variants: ImageVariant[] = [];
  for (const width of VARIANT_WIDTHS) {
    // Never upscaled: a photo between two widths gets a last variant at its own width (1100 px -> 480, 960, 1100).
    const target = Math.min(width, image.width);
    if (variants.some((v) => v.width >= target)) break;
    // The cap again, as the decoder's own limit: nothing larger is ever decoded, whoever calls this.
    const { data, info } = await sharp(buffer, { limitInputPixels: PHOTO_RULES.maxPixels })
      .rotate()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    const key = `${prefix}/${id}-${info.width}.webp`;
    await storage.put(key, data, 'image/webp');
    variants.push({ width: info.width, height: info.height, key });
  }
  return { file, width: image.width, height: image.height, variants };
}

/** The most a photo of proof (a deposit claim, a finished task) may weigh: a phone photo downscaled by the browser fits easily. */
const PROOF_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Stores the one photo of a multipart request (field `photo`) under `folder`, judged by its content:
 * anything that is not a JPEG or PNG within the size is a 422 on `photo` with `invalidMessage`. Returns its key.
 */
export async function storeProofPhoto(
  storage: StoragePort,
  request: FastifyRequest,
  folder: string,
  invalidMessage: string,
): Promise<string> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data.');
  let buffer: Buffer | null = null;
  try {
    const file = await request.file({ limits: { fileSize: PROOF_PHOTO_MAX_BYTES, files: 1 } });
    buffer = file ? await file.toBuffer() : null;
  } catch {
    throw FieldErrors.of('photo', invalidMessage);
  }
  const image = buffer && (await inspectImage(buffer));
  if (!buffer || !image) throw FieldErrors.of('photo', invalidMessage);
  const key = `${folder}/${newFileId()}.${image.format === 'jpeg' ? 'jpg' : 'png'}`;
  await storage.put(key, buffer, `image/${image.format}`);
  return key;
}
