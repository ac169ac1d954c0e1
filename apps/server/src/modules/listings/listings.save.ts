import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { ListingUpload } from './listings.multipart.ts';
import { planSave } from './listings.save-plan.ts';
import { writeFiles, writeRows } from './listings.save-write.ts';

export interface SaveResult {
  id: number;
  created: boolean;
  draft: boolean;
  /** A published listing saved as a draft: it left the public site. */
  unpublished: boolean;
  /** A saved draft published: it is on the public site now. */
  published: boolean;
}

/**
 * Create (no previous listing) or update one, in three steps: plan (every rule checked, nothing
 * written), write (files first, then all rows in one transaction that locks the listing and checks the
 * photo rules again), and cleanup. If the write fails, the files it wrote are removed with the folders
 * they leave empty; files the listing no longer uses are removed only after the commit, so a failure
 * never loses a kept photo.
 */
export async function saveListing(
  deps: AppDeps,
  hostId: number,
  upload: ListingUpload,
  mode: 'create' | 'update',
): Promise<SaveResult> {
  const plan = await planSave(deps, hostId, upload, mode);
  const written: string[] = [];
  let garbage: string[];
  try {
    const files = await writeFiles(recording(deps.storage, written), plan);
    garbage = await deps.db.transaction((tx) => writeRows(tx, plan, files));
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
  await removeFiles(deps.storage, garbage);
  return {
    id: plan.listingId,
    created: !plan.previous,
    draft: plan.read.draft,
    unpublished: plan.read.draft && plan.previous?.draft === false,
    published: !plan.read.draft && plan.previous?.draft === true,
  };
}

/** Storage that remembers what it wrote, so a failed save can take its files back. */
function recording(storage: StoragePort, written: string[]): StoragePort {
  return {
    ...storage,
    async put(key, body, type) {
      written.push(key);
      await storage.put(key, body, type);
    },
  };
}

/** Step 4: best effort. A file left behind is only wasted space, never a broken listing. */
async function removeFiles(storage: StoragePort, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
