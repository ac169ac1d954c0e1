import { Id } from '@innkeep/contract/common';
import { type ListingValues, listingSchemaFor } from '@innkeep/contract/listings';
import { type ReadListingMultipart, readListingMultipart } from '@innkeep/contract/listings-multipart-read';
import { LISTING_REPLY_MESSAGES } from '@innkeep/contract/listings-reply';
import type { GeocodeResult } from '../../adapters/geocoding/geocoding.port.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from '../../db/schema/lookups.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import {
  type AttachmentEntry,
  checkUploads,
  type ImageEntry,
  mergeAttachments,
  mergeImages,
  Problems,
} from './listings.entries.ts';
import type { ListingUpload, UploadedFile } from './listings.multipart.ts';
import type { AttachmentRow, ImageRow, ListingRow } from './listings.repository.ts';
import * as repo from './listings.repository.ts';

export type ReadListing = ReadListingMultipart<UploadedFile>;

/** A save judged in full before anything is written: what the listing, its photos and attachments become. */
export interface SavePlan {
  hostId: number;
  listingId: number;
  /** The listing as read before the save (update); the write step locks and re-reads it. */
  previous: ListingRow | undefined;
  read: ReadListing;
  values: ListingValues;
  images: ImageEntry[];
  attachments: AttachmentEntry[];
  oldAttachments: AttachmentRow[];
  point: { lat: number; lng: number } | null;
  /** City and Country for the row: as the host typed them, else from the geocoded address. */
  place: { city: string | undefined; country: string | undefined };
}

/**
 * Step 1 of a save: every rule is checked on the listing as it stands, with no lock held (the slow parts,
 * decoding photos and geocoding, must not hold one). The write step checks the photo and attachment
 * rules again under the lock, since another save may have changed them in between.
 */
export async function planSave(
  deps: AppDeps,
  hostId: number,
  upload: ListingUpload,
  mode: 'create' | 'update',
): Promise<SavePlan> {
  const { db } = deps;
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
    const parsedId = Id.safeParse(read.listingId);
    if (!parsedId.success) throw FieldErrors.of('listing_id', 'Listing id is required');
    const id = parsedId.data;
    previous = await repo.findOwned(db, hostId, id);
    if (!previous) throw notFound(LISTING_REPLY_MESSAGES.notFound);
    [oldImages, oldAttachments] = await Promise.all([repo.imagesOf(db, [id]), repo.attachmentsOf(db, id)]);
  }

  const images = mergeImages(read, oldImages, problems);
  const attachments = mergeAttachments(read, oldAttachments, problems);
  const values = checkListing(read, images, attachments, problems);
  await checkUploads(images, attachments, problems);
  if (values) await checkReferences(deps, values, problems);
  if (problems.any || !values) throw new FieldErrors(problems.errors);
  const { point, place } = await locate(deps, values);
  if (!read.draft && !place.city) throw FieldErrors.of('city', LISTING_REPLY_MESSAGES.cityNotFound);

  return {
    hostId,
    listingId: previous?.id ?? (await repo.nextId(db)),
    previous,
    read,
    values,
    images,
    attachments,
    oldAttachments,
    point,
    place,
  };
}

/** The contract's listing schema over the fields and the merged photo and attachment lists. */
export function checkListing(
  read: ReadListing,
  images: ImageEntry[],
  attachments: AttachmentEntry[],
  problems: Problems,
): ListingValues | null {
  const parsed = listingSchemaFor(read.draft).safeParse({ ...read.values, images, attachments });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.add(issue.path.join('.') || 'body', issue.message);
  return null;
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

/**
 * The map point: the one the host placed, else the geocoded address (a failure leaves it empty). A blank
 * City (and Country) is taken from the geocoded address too, since guests search by city: without it a
 * published listing would be in no city's search.
 */
async function locate(deps: AppDeps, v: ListingValues): Promise<Pick<SavePlan, 'point' | 'place'>> {
  const placed = v.lat !== undefined && v.lng !== undefined ? { lat: v.lat, lng: v.lng } : null;
  const typed = { city: v.city, country: v.country };
  if (!v.address || (placed && v.city)) return { point: placed, place: typed };
  let found: GeocodeResult | null = null;
  try {
    found = await deps.geocoder.geocode({
      address: v.address,
      city: v.city,
      state: v.state,
      country: v.country,
    });
  } catch {
    return { point: placed, place: typed };
  }
  return {
    point: placed ?? (found ? { lat: found.lat, lng: found.lng } : null),
    place: !v.city && found?.city ? { city: found.city, country: v.country ?? found.country_code } : typed,
  };
}
