import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Tx } from '../db/client.ts';
import { listingImages } from '../db/schema/listings.ts';
import { defaultPreparedPhoto, type PreparedPhoto, planPhoto, writePlannedPhoto } from './photos.factory.ts';

export interface ListingImageOptions {
  /** A processed picture; defaults to one shared scene. */
  photo?: PreparedPhoto;
  position?: number;
  originalName?: string;
  channelCaption?: string | null;
  vrboCaption?: string | null;
  engineCaption?: string | null;
}

/**
 * A listing photo as an upload leaves it: original + WebP variants under `listings/{id}/` and a row.
 * The row is inserted first and the files written after it, so inside a transaction a failed write
 * rolls the row back with everything else.
 */
export async function createListingImage(
  db: Tx,
  storage: StoragePort,
  listingId: number,
  options: ListingImageOptions = {},
) {
  const photo = options.photo ?? (await defaultPreparedPhoto());
  const planned = planPhoto(`listings/${listingId}`, photo);
  const position = options.position ?? 0;
  const [row] = await db
    .insert(listingImages)
    .values({
      listingId,
      file: planned.stored.file,
      originalName: options.originalName ?? `photo-${position + 1}.jpg`,
      sizeBytes: photo.sizeBytes,
      width: planned.stored.width,
      height: planned.stored.height,
      position,
      channelCaption: options.channelCaption ?? null,
      vrboCaption: options.vrboCaption ?? null,
      engineCaption: options.engineCaption ?? null,
      variants: planned.stored.variants,
    })
    .returning();
  await writePlannedPhoto(storage, planned);
  return row!;
}
