import { LISTING_REPLY_MESSAGES } from '@innkeep/contract/listings-reply';
import { PHOTO_MESSAGES } from '@innkeep/contract/listings-uploads';
import { newFileId, type StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { type StoredImage, storeImage } from '../images/images.service.ts';
import {
  type AttachmentEntry,
  type ImageEntry,
  mergeAttachments,
  mergeImages,
  Problems,
} from './listings.entries.ts';
import { toListingWrite } from './listings.form-row.ts';
import { fileKeysOf } from './listings.mapper.ts';
import type { UploadedFile } from './listings.multipart.ts';
import type { AttachmentRow, ImageRow, NewAttachmentRow, NewImageRow } from './listings.repository.ts';
import * as repo from './listings.repository.ts';
import { checkListing, type SavePlan } from './listings.save-plan.ts';

/** The files a save wrote before its transaction: new photos and PDFs, and copies of attachments that moved. */
export interface WrittenFiles {
  photos: Map<UploadedFile, StoredImage>;
  newAttachments: NewAttachmentRow[];
  /** Attachment id -> its file under the new visibility's key. */
  moved: Map<number, string>;
}

const attachmentKey = (listingId: number, isPublic: boolean) =>
  `${isPublic ? '' : 'private/'}listings/${listingId}/attachments/${newFileId()}.pdf`;

/** Step 2: the plan's files, written before the transaction (no lock is held while photos are encoded). */
export async function writeFiles(storage: StoragePort, plan: SavePlan): Promise<WrittenFiles> {
  const { listingId } = plan;
  const photos = new Map<UploadedFile, StoredImage>();
  for (const entry of plan.images) {
    if (!entry.upload) continue;
    const stored = await storeImage(storage, `listings/${listingId}/photos`, entry.upload.buffer).catch(
      (error: unknown) => {
        // The store failed (503, docs/requirements/operations.md#R-O7); else the header looked fine but the picture does not decode.
        if (error instanceof AppError) throw error;
        throw FieldErrors.of('images', PHOTO_MESSAGES.type(entry.name));
      },
    );
    photos.set(entry.upload, stored);
  }
  const newAttachments: NewAttachmentRow[] = [];
  const moved = new Map<number, string>();
  const oldById = new Map(plan.oldAttachments.map((a) => [a.id, a]));
  for (const entry of plan.attachments) {
    if (entry.upload) {
      const file = attachmentKey(listingId, entry.attachments_is_public);
      await storage.put(file, entry.upload.buffer, 'application/pdf');
      newAttachments.push({
        listingId,
        file,
        originalName: entry.name,
        fileName: entry.attachments_file_name,
        isPublic: entry.attachments_is_public,
        sizeBytes: entry.size,
      });
      continue;
    }
    // Public and private files live under different keys: a visibility change copies the file.
    const row = oldById.get(entry.id ?? 0);
    if (!row || row.isPublic === entry.attachments_is_public) continue;
    const body = await storage.get(row.file);
    if (!body) continue;
    const file = attachmentKey(listingId, entry.attachments_is_public);
    await storage.put(file, body, 'application/pdf');
    moved.set(row.id, file);
  }
  return { photos, newAttachments, moved };
}

/**
 * Step 3, inside the transaction: locks the listing row, re-reads its photos and attachments and checks
 * their rules again on what is there now, so concurrent saves cannot together pass the photo limit or
 * add the same file twice. Returns the keys of the files the listing no longer uses (removed after commit).
 */
export async function writeRows(tx: Tx, plan: SavePlan, files: WrittenFiles): Promise<string[]> {
  const { hostId, listingId, read } = plan;
  let previous = plan.previous;
  if (previous) {
    previous = await repo.findOwned(tx, hostId, listingId, true);
    if (!previous) throw notFound(LISTING_REPLY_MESSAGES.notFound);
  }
  const [oldImages, oldAttachments] = previous
    ? await Promise.all([repo.imagesOf(tx, [listingId]), repo.attachmentsOf(tx, listingId)])
    : [[], []];
  const problems = new Problems();
  const images = mergeImages(read, oldImages, problems);
  const attachments = mergeAttachments(read, oldAttachments, problems);
  const values = checkListing(read, images, attachments, problems);
  if (problems.any || !values) throw new FieldErrors(problems.errors);

  const write = toListingWrite({ ...values, ...plan.place }, read.draft, previous, plan.point);
  if (previous) await repo.update(tx, listingId, write);
  else await repo.insert(tx, listingId, hostId, write);
  await repo.replaceRooms(
    tx,
    listingId,
    values.rooms.map((r) => ({ bedTypeId: r.bed_type_id, roomNumber: r.room_number, quantity: r.quantity })),
  );
  await repo.replaceTags(tx, listingId, [...new Set(values.tags)]);

  const removedImages = await writeImages(tx, listingId, images, oldImages, files);
  return [...removedImages, ...(await writeAttachments(tx, listingId, attachments, oldAttachments, files))];
}

/**
 * Deletes the photos the save left out, reorders and re-captions the kept ones and inserts the new ones.
 * Returns the removed photos' file keys.
 */
async function writeImages(
  tx: Tx,
  listingId: number,
  images: ImageEntry[],
  oldImages: ImageRow[],
  files: WrittenFiles,
): Promise<string[]> {
  const keptImageIds = new Set(images.flatMap((i) => (i.id ? [i.id] : [])));
  const removedImages = oldImages.filter((i) => !keptImageIds.has(i.id));
  await repo.deleteImages(
    tx,
    listingId,
    removedImages.map((i) => i.id),
  );
  const newImages: NewImageRow[] = [];
  for (const [position, entry] of images.entries()) {
    const captions = {
      channelCaption: entry.image_sequences || null,
      vrboCaption: entry.vrbo_caption || null,
      engineCaption: entry.engine_caption || null,
    };
    if (entry.id) {
      await repo.updateImage(tx, listingId, entry.id, { position, ...captions });
      continue;
    }
    const stored = entry.upload && files.photos.get(entry.upload);
    if (!stored) throw new Error('A new photo was not written before its row');
    newImages.push({
      listingId,
      file: stored.file,
      originalName: entry.name,
      sizeBytes: entry.size,
      width: stored.width,
      height: stored.height,
      position,
      ...captions,
      variants: stored.variants,
    });
  }
  await repo.insertImages(tx, newImages);
  return fileKeysOf(removedImages, []);
}

/**
 * Deletes the attachments the save left out, renames or moves the kept ones and inserts the new ones.
 * Returns the file keys no longer used.
 */
async function writeAttachments(
  tx: Tx,
  listingId: number,
  attachments: AttachmentEntry[],
  oldAttachments: AttachmentRow[],
  files: WrittenFiles,
): Promise<string[]> {
  const keptAttachmentIds = new Set(attachments.flatMap((a) => (a.id ? [a.id] : [])));
  const removedAttachments = oldAttachments.filter((a) => !keptAttachmentIds.has(a.id));
  await repo.deleteAttachments(
    tx,
    listingId,
    removedAttachments.map((a) => a.id),
  );
  const garbage = fileKeysOf([], removedAttachments);
  for (const entry of attachments) {
    const row = oldAttachments.find((a) => a.id === entry.id);
    if (!row) continue;
    const set: Partial<NewAttachmentRow> = {
      fileName: entry.attachments_file_name,
      isPublic: entry.attachments_is_public,
    };
    const movedTo = files.moved.get(row.id);
    if (movedTo && row.isPublic !== entry.attachments_is_public) {
      set.file = movedTo;
      garbage.push(row.file);
    }
    await repo.updateAttachment(tx, listingId, row.id, set);
  }
  await repo.insertAttachments(tx, files.newAttachments);
  return garbage;
}
