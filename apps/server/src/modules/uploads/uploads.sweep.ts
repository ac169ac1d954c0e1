import { inArray, isNotNull } from 'drizzle-orm';
import type { StoragePort, StoredObject } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/content.ts';
import { depositClaims } from '../../db/schema/deposit-claims.ts';
import { listingAttachments, listingImages } from '../../db/schema/listings.ts';
import { fileKeysOf } from '../listings/listings.service.ts';

/** A stored object younger than this is never removed: its row may not be committed yet (an upload in flight). */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 500;

/**
 * The folders the sweep understands, each with the row that owns an object and the keys that row points to.
 * Objects anywhere else are never touched: the sweep removes only what it can prove no row names.
 */
const FOLDERS: {
  prefix: string;
  owner: RegExp;
  referenced: (db: Db, owners: number[]) => Promise<string[]>;
}[] = [
  { prefix: 'listings/', owner: /^listings\/(\d+)\//, referenced: listingKeys },
  { prefix: 'private/listings/', owner: /^private\/listings\/(\d+)\//, referenced: listingKeys },
  { prefix: 'claims/', owner: /^claims\/(\d+)\//, referenced: claimKeys },
  { prefix: 'blogs/', owner: /^blogs\//, referenced: (db) => blogKeys(db) },
];

async function listingKeys(db: Db, listingIds: number[]): Promise<string[]> {
  const images = await db
    .select({ file: listingImages.file, variants: listingImages.variants })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds));
  const attachments = await db
    .select({ file: listingAttachments.file })
    .from(listingAttachments)
    .where(inArray(listingAttachments.listingId, listingIds));
  return fileKeysOf(images, attachments);
}

async function claimKeys(db: Db, reservationIds: number[]): Promise<string[]> {
  const rows = await db
    .select({ photos: depositClaims.photos })
    .from(depositClaims)
    .where(inArray(depositClaims.reservationId, reservationIds));
  return rows.flatMap((r) => r.photos);
}

async function blogKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ image: blogs.image, variants: blogs.imageVariants })
    .from(blogs)
    .where(isNotNull(blogs.image));
  return rows.flatMap((r) => [r.image ?? '', ...r.variants.map((v) => v.key)]);
}

export interface SweepResult {
  checked: number;
  removed: string[];
}

/**
 * Removes stored objects no row points to (a save that died between its upload and its commit, a delete whose
 * file removal failed), older than `graceMs`. Reads the store folder by folder and asks the database which
 * keys of each batch its owners still name; stops taking new batches when `signal` aborts.
 */
export async function sweepOrphanedObjects(
  db: Db,
  storage: StoragePort,
  options: { now?: Date; graceMs?: number; signal?: AbortSignal } = {},
): Promise<SweepResult> {
  const before = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const result: SweepResult = { checked: 0, removed: [] };
  for (const folder of FOLDERS) {
    let batch: StoredObject[] = [];
    const flush = async () => {
      const owners = [...new Set(batch.map((o) => Number(folder.owner.exec(o.key)?.[1] ?? 0)))];
      const named = new Set(await folder.referenced(db, owners));
      for (const o of batch) {
        if (named.has(o.key)) continue;
        await storage.delete(o.key);
        result.removed.push(o.key);
      }
      batch = [];
    };
    for await (const object of storage.list(folder.prefix)) {
      if (options.signal?.aborted) return result;
      // A key outside the folder's layout (a file at its top) is not ours to judge.
      if (!folder.owner.test(object.key) || object.modifiedAt.getTime() > before) continue;
      result.checked++;
      batch.push(object);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  }
  return result;
}
