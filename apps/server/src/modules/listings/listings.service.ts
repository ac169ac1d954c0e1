import {
  type HostListing,
  type HostListingCard,
  LISTING_REPLY_MESSAGES,
} from '@innkeep/contract/listings-reply';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { listingTodaySql } from '../../db/listing-today.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fileKeysOf, toHostListing, toHostListingCard } from './listings.mapper.ts';
import type { ListingUpload } from './listings.multipart.ts';
import * as repo from './listings.repository.ts';
import { saveListing } from './listings.save.ts';

// The guest side of listings, for the modules that find, show and book them (search, stays, bookings,
// places): they reach the listings table through these, never with their own idea of "bookable".
export { cityKey } from './city-key.ts';
export { type ListingPricingRow, listingPricingColumns, toPricingListing } from './listing-pricing.ts';
export {
  type BookableForStay,
  bookable,
  bookableCities,
  bookableIds,
  findBookableForStay,
} from './listings.bookable.repository.ts';
export { fileKeysOf, photoSources } from './listings.mapper.ts';
// The host side: which listings the host's own pages may show and change.
export { ownedListing, ownListingIds } from './listings.owned.repository.ts';
export { lock as lockListing, roomsOf } from './listings.repository.ts';
export { stayTermsOf, toTrip, tripOf } from './listings.trip.ts';

/** Photos a card's carousel shows. */
const CARD_IMAGES = 10;

/** What the listing functions use from the app. */
type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** The host's published listings (`draft` false) or drafts (`draft` true), most recently changed first. */
export async function list(
  { db, storage }: Deps,
  hostId: number,
  draft: boolean,
  now = new Date(),
): Promise<HostListingCard[]> {
  const rows = await repo.listByHost(db, hostId, draft);
  const ids = rows.map((r) => r.listing.id);
  const [images, tags, upcoming] = await Promise.all([
    repo.imagesOf(db, ids),
    repo.tagsOf(db, ids),
    repo.upcomingHoldingCounts(
      db,
      ids,
      DATE_HOLDING_STATUSES,
      listingTodaySql(
        rows.map((r) => r.listing.timeZone),
        now,
      ),
    ),
  ]);
  return rows.map(({ listing, propertyType }) =>
    toHostListingCard(
      storage,
      listing,
      propertyType,
      images.filter((i) => i.listingId === listing.id).slice(0, CARD_IMAGES),
      tags.filter((t) => t.listingId === listing.id).map(({ id, name }) => ({ id, name })),
      upcoming.get(listing.id) ?? 0,
    ),
  );
}

/** One of the host's listings with every group; another host's id is not found. */
export async function get({ db, storage }: Deps, hostId: number, id: number): Promise<HostListing> {
  const row = await repo.findOwned(db, hostId, id);
  if (!row) throw notFound(LISTING_REPLY_MESSAGES.notFound);
  const [names, rooms, images, attachments, tags] = await Promise.all([
    repo.lookupNames(db, row),
    repo.roomsOf(db, id),
    repo.imagesOf(db, [id]),
    repo.attachmentsOf(db, id),
    repo.tagsOf(db, [id]),
  ]);
  return toHostListing(storage, row, {
    names,
    rooms,
    images,
    attachments,
    tags: tags.map(({ id: tagId, name }) => ({ id: tagId, name })),
  });
}

export async function save(deps: AppDeps, hostId: number, upload: ListingUpload, mode: 'create' | 'update') {
  const result = await saveListing(deps, hostId, upload, mode);
  const message = result.unpublished
    ? LISTING_REPLY_MESSAGES.unpublished
    : result.published
      ? LISTING_REPLY_MESSAGES.published
      : result.draft
        ? LISTING_REPLY_MESSAGES.draftSaved
        : result.created
          ? LISTING_REPLY_MESSAGES.created
          : LISTING_REPLY_MESSAGES.updated;
  return { ...result, message };
}

/**
 * Deletes the listing. One that has any reservation is soft-deleted (`deleted_at`): it leaves every page
 * and query, while its reservations, payments and their history stay for the books (the foreign keys are
 * RESTRICT), and its photos stay with the row. One with none is deleted with its rows and files. Refused
 * while a reservation holding dates has not ended, so no guest loses a paid or payable stay. The listing
 * row is locked first, so a booking cannot slip in between the check and the delete.
 */
export async function remove(
  { db, storage }: Deps,
  hostId: number,
  id: number,
  now = new Date(),
): Promise<void> {
  const files = await db.transaction(async (tx): Promise<string[] | null> => {
    const row = await repo.findOwned(tx, hostId, id, true);
    if (!row) throw notFound(LISTING_REPLY_MESSAGES.notFound);
    // A stay still going on by the listing's date keeps it (decision 0115).
    const today = listingTodaySql([row.timeZone], now);
    const upcoming = await repo.upcomingHoldingCount(tx, id, DATE_HOLDING_STATUSES, today);
    if (upcoming > 0)
      throw new AppError('CONFLICT', LISTING_REPLY_MESSAGES.hasUpcomingReservations(upcoming));
    if (await repo.hasReservations(tx, id)) {
      await repo.softDelete(tx, id);
      return null;
    }
    const [images, attachments] = await Promise.all([repo.imagesOf(tx, [id]), repo.attachmentsOf(tx, id)]);
    await repo.deleteListing(tx, id);
    return fileKeysOf(images, attachments);
  });
  if (!files) return;
  // After the commit: a file left behind by a failure here is only wasted space, never a broken listing.
  await Promise.allSettled([
    ...files.map((key) => storage.delete(key)),
    storage.deletePrefix(`listings/${id}`),
    storage.deletePrefix(`private/listings/${id}`),
  ]);
}

/** An attachment's bytes for its host (private ones are never served to guests). */
export async function attachmentFile(
  { db, storage }: Deps,
  hostId: number,
  listingId: number,
  attachmentId: number,
) {
  if (!(await repo.findOwned(db, hostId, listingId))) throw notFound(LISTING_REPLY_MESSAGES.notFound);
  const attachment = await repo.findAttachment(db, listingId, attachmentId);
  if (!attachment) throw notFound('Attachment not found.');
  const name = attachment.originalName;
  // Object storage: a short-lived presigned link instead of the bytes through this server.
  if (storage.signedUrl) {
    const url = await storage.signedUrl(attachment.file, {
      contentType: 'application/pdf',
      contentDisposition: contentDisposition(name),
    });
    return { url, name };
  }
  const body = await storage.get(attachment.file);
  if (!body) throw notFound('Attachment not found.');
  return { body, name };
}
