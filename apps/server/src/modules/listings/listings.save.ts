import { randomBytes } from 'node:crypto';
import { type ListingValues, listingSchemaFor } from '@innkeep/contract/listings';
import { readListingMultipart } from '@innkeep/contract/listings-multipart';
import { LISTING_REPLY_MESSAGES } from '@innkeep/contract/listings-reply';
import { PHOTO_MESSAGES } from '@innkeep/contract/listings-uploads';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from '../../db/schema/lookups.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { storeImage } from '../images/images.service.ts';
import { checkUploads, mergeAttachments, mergeImages, Problems } from './listings.entries.ts';
import { toListingWrite } from './listings.mapper.ts';
import type { ListingUpload } from './listings.multipart.ts';
import type {
  AttachmentRow,
  ImageRow,
  ListingRow,
  NewAttachmentRow,
  NewImageRow,
} from './listings.repository.ts';
import * as repo from './listings.repository.ts';

export interface SaveResult {
  id: number;
  created: boolean;
  draft: boolean;
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

const fileKey = () => randomBytes(9).toString('base64url');
const attachmentKey = (listingId: number, isPublic: boolean) =>
  `${isPublic ? '' : 'private/'}listings/${listingId}/attachments/${fileKey()}.pdf`;

/**
 * Create (no previous listing) or update one. Every rule is checked before anything is written; files
 * are written next, then all rows in one transaction; if that fails the new files are removed. Files the
 * listing no longer uses are removed only after the commit, so a failure never loses a kept photo.
 */
export async function saveListing(
  deps: AppDeps,
  hostId: number,
  upload: ListingUpload,
  mode: 'create' | 'update',
): Promise<SaveResult> {
  const { db, storage } = deps;
  const read = readListingMultipart(upload.fields, {
    images: upload.images,
    attachments: upload.attachments,
  });
  const problems = new Problems();
  for (const [field, messages] of Object.entries(read.errors))
    for (const m of messages) problems.add(field, m);

  let previous: ListingRow | undefined;
  let oldImages: ImageRow[] = [];
  let oldAttachments: AttachmentRow[] = [];
  if (mode === 'update') {
    const id = Number(read.listingId);
    if (!read.listingId || !Number.isInteger(id) || id < 1)
      throw FieldErrors.of('listing_id', 'Listing id is required');
    previous = await repo.findOwned(db, hostId, id);
    if (!previous) throw notFound(LISTING_REPLY_MESSAGES.notFound);
    oldImages = await repo.imagesOf(db, [id]);
    oldAttachments = await repo.attachmentsOf(db, id);
  }

  const images = mergeImages(read, oldImages, problems);
  const attachments = mergeAttachments(read, oldAttachments, problems);
  const oldAttachmentById = new Map(oldAttachments.map((a) => [a.id, a]));

  const parsed = listingSchemaFor(read.draft).safeParse({ ...read.values, images, attachments });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(issue.path.join('.') || 'body', issue.message);
  }

  await checkUploads(images, attachments, problems);
  if (parsed.success) await checkReferences(deps, parsed.data, problems);
  if (problems.any || !parsed.success) throw new FieldErrors(problems.errors);
  const values = parsed.data;

  const point = await locate(deps, values);
  const listingId = previous?.id ?? (await repo.nextId(db));
  const written: string[] = [];
  const files = recording(storage, written);
  const garbage: string[] = [];
  try {
    const newImageRows: NewImageRow[] = [];
    for (const [position, entry] of images.entries()) {
      if (!entry.upload) continue;
      const stored = await storeImage(files, `listings/${listingId}/photos`, entry.upload.buffer).catch(
        () => {
          // The header looked fine but the picture does not decode: the same answer as a wrong type.
          throw FieldErrors.of('images', PHOTO_MESSAGES.type(entry.name));
        },
      );
      newImageRows.push({
        listingId,
        file: stored.file,
        originalName: entry.name,
        sizeBytes: entry.size,
        width: stored.width,
        height: stored.height,
        position,
        channelCaption: entry.image_sequences || null,
        vrboCaption: entry.vrbo_caption || null,
        engineCaption: entry.engine_caption || null,
        variants: stored.variants,
      });
    }
    const newAttachmentRows: NewAttachmentRow[] = [];
    const attachmentUpdates: { id: number; set: Partial<NewAttachmentRow> }[] = [];
    for (const entry of attachments) {
      if (entry.upload) {
        const file = attachmentKey(listingId, entry.attachments_is_public);
        await files.put(file, entry.upload.buffer, 'application/pdf');
        newAttachmentRows.push({
          listingId,
          file,
          originalName: entry.name,
          fileName: entry.attachments_file_name,
          isPublic: entry.attachments_is_public,
          sizeBytes: entry.size,
        });
        continue;
      }
      const row = oldAttachmentById.get(entry.id ?? 0);
      if (!row) continue;
      const set: Partial<NewAttachmentRow> = {
        fileName: entry.attachments_file_name,
        isPublic: entry.attachments_is_public,
      };
      // Public and private files live under different keys: a visibility change moves the file.
      if (row.isPublic !== entry.attachments_is_public) {
        const body = await storage.get(row.file);
        if (body) {
          set.file = attachmentKey(listingId, entry.attachments_is_public);
          await files.put(set.file, body, 'application/pdf');
          garbage.push(row.file);
        }
      }
      attachmentUpdates.push({ id: row.id, set });
    }

    const write = toListingWrite(values, read.draft, previous, point);
    await db.transaction(async (tx) => {
      if (previous) {
        if (!(await repo.findOwned(tx, hostId, listingId, true)))
          throw notFound(LISTING_REPLY_MESSAGES.notFound);
        await repo.update(tx, listingId, write);
      } else {
        await repo.insert(tx, listingId, hostId, write);
      }
      await repo.replaceRooms(
        tx,
        listingId,
        values.rooms.map((r) => ({
          bedTypeId: r.bed_type_id,
          roomNumber: r.room_number,
          quantity: r.quantity,
        })),
      );
      await repo.replaceTags(tx, listingId, [...new Set(values.tags)]);
      const keptIds = new Set(images.flatMap((i) => (i.id ? [i.id] : [])));
      await repo.deleteImages(
        tx,
        listingId,
        oldImages.filter((i) => !keptIds.has(i.id)).map((i) => i.id),
      );
      for (const [position, entry] of images.entries()) {
        if (!entry.id) continue;
        await repo.updateImage(tx, listingId, entry.id, {
          position,
          channelCaption: entry.image_sequences || null,
          vrboCaption: entry.vrbo_caption || null,
          engineCaption: entry.engine_caption || null,
        });
      }
      await repo.insertImages(tx, newImageRows);
      const keptAttachmentIds = new Set(attachmentUpdates.map((u) => u.id));
      await repo.deleteAttachments(
        tx,
        listingId,
        oldAttachments.filter((a) => !keptAttachmentIds.has(a.id)).map((a) => a.id),
      );
      for (const u of attachmentUpdates) await repo.updateAttachment(tx, listingId, u.id, u.set);
      await repo.insertAttachments(tx, newAttachmentRows);
    });
    const keptIds = new Set(images.flatMap((i) => (i.id ? [i.id] : [])));
    for (const old of oldImages) {
      if (!keptIds.has(old.id)) garbage.push(old.file, ...old.variants.map((v) => v.key));
    }
    for (const old of oldAttachments) {
      if (!attachmentUpdates.some((u) => u.id === old.id)) garbage.push(old.file);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  await Promise.allSettled(garbage.map((key) => storage.delete(key)));
  return { id: listingId, created: !previous, draft: read.draft };
}

/** Ids that must name existing rows: a wrong one is a field error, not a database failure. */
async function checkReferences(deps: AppDeps, v: ListingValues, problems: Problems) {
  const single = [
    ['property_type_id', propertyTypes, v.property_type_id, 'Choose a valid property type'],
    ['room_type_id', roomTypes, v.room_type_id, 'Choose a valid room type'],
    ['bathroom_type_id', bathroomTypes, v.bathroom_type_id, 'Choose a valid bathroom type'],
  ] as const;
  for (const [field, table, id, message] of single) {
    if (id !== undefined && !(await repo.existingIds(deps.db, table, [id])).has(id))
      problems.add(field, message);
  }
  const bedIds = await repo.existingIds(deps.db, bedTypes, [...new Set(v.rooms.map((r) => r.bed_type_id))]);
  v.rooms.forEach((room, i) => {
    if (!bedIds.has(room.bed_type_id)) problems.add(`rooms.${i}.bed_type_id`, 'Choose a valid bed type');
  });
  const tagIds = await repo.existingIds(deps.db, tags, v.tags);
  if (v.tags.some((t) => !tagIds.has(t))) problems.add('tags', 'Choose valid tags');
}

/** The map point: the one the host placed, else the geocoded address (a failure leaves it empty). */
async function locate(deps: AppDeps, v: ListingValues): Promise<{ lat: number; lng: number } | null> {
  if (v.lat !== undefined && v.lng !== undefined) return { lat: v.lat, lng: v.lng };
  if (!v.address) return null;
  try {
    const found = await deps.geocoder.geocode({
      address: v.address,
      city: v.city,
      state: v.state,
      country: v.country,
    });
    return found ? { lat: found.lat, lng: found.lng } : null;
  } catch {
    return null;
  }
}
