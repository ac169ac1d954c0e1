import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Tx } from '../db/client.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from '../db/schema/lookups.ts';
import { createTag } from '../factories/content.factory.ts';
import { createListingImage } from '../factories/listing-images.factory.ts';
import { createListing, createListingRooms, tagListing } from '../factories/listings.factory.ts';
import type { SceneKind } from '../factories/scenes.factory.ts';
import { toPricingListing } from '../modules/listings/listings.service.ts';
import { DEMO_TAGS, type DemoHost } from './demo-catalog.ts';
import { demoCaptions, demoDraftValues, demoListingValues, type Lookups } from './demo-listing-rows.ts';
import { EUROPE_LISTINGS } from './demo-listings-europe.ts';
import { DEMO_DRAFTS, WORLD_LISTINGS } from './demo-listings-world.ts';
import { type PoolPhoto, photosFor } from './demo-photos.ts';
import type { SeededListing } from './demo-reservations.ts';

const DEMO_LISTINGS = [...EUROPE_LISTINGS, ...WORLD_LISTINGS];

async function loadLookups(tx: Tx): Promise<Lookups> {
  const toMap = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  return {
    propertyTypes: toMap(
      await tx.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes),
    ),
    roomTypes: toMap(await tx.select().from(roomTypes)),
    bathroomTypes: toMap(await tx.select().from(bathroomTypes)),
    bedTypes: toMap(await tx.select().from(bedTypes)),
  };
}

/** The demo's listing tags by name: tags are admin-managed and may exist already; those with the same name are reused. */
async function demoTagIds(tx: Tx): Promise<Map<string, number>> {
  const tagIds = new Map((await tx.select().from(tags)).map((t) => [t.name, t.id]));
  for (const name of DEMO_TAGS) if (!tagIds.has(name)) tagIds.set(name, (await createTag(tx, { name })).id);
  return tagIds;
}

/** A photo's original file name from its listing's name: "Casa do Rio" -> `casa-do-rio`. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The published demo listings with their rooms, tags and photos, then the drafts (one with a photo). Returns
 * what the reservations seed needs of each published listing, and how many listings, drafts, photos and tags.
 */
export async function seedDemoListings(
  tx: Tx,
  storage: StoragePort,
  pool: PoolPhoto[],
  hosts: Record<DemoHost, number>,
  now: Date,
): Promise<{ seeded: SeededListing[]; listings: number; drafts: number; images: number; tags: number }> {
  const lookups = await loadLookups(tx);
  const tagIds = await demoTagIds(tx);

  let images = 0;
  const seeded: SeededListing[] = [];
  const kindsSeen = new Map<SceneKind, number>();
  for (const [i, def] of DEMO_LISTINGS.entries()) {
    const listing = await createListing(tx, hosts[def.host], demoListingValues(def, i, lookups, now));
    await createListingRooms(
      tx,
      listing.id,
      def.rooms.map(([bed, roomNumber, quantity]) => ({
        bedTypeId: lookups.bedTypes.get(bed)!,
        roomNumber,
        quantity,
      })),
    );
    await tagListing(
      tx,
      listing.id,
      def.tags.map((t) => tagIds.get(t)!),
    );
    const slug = slugOf(def.name);
    const nthOfKind = kindsSeen.get(def.scene) ?? 0;
    kindsSeen.set(def.scene, nthOfKind + 1);
    for (const [position, photo] of photosFor(pool, def.scene, i, nthOfKind).entries()) {
      await createListingImage(tx, storage, listing.id, {
        photo,
        position,
        originalName: `${slug}-${position + 1}.jpg`,
        ...demoCaptions(def.name, position),
      });
      images++;
    }
    seeded.push({
      id: listing.id,
      personCapacity: def.guests,
      guestsIncluded: def.included,
      minimumNights: listing.minimumNights ?? 1,
      maximumNights: listing.maximumNights ?? 365,
      pricing: toPricingListing(listing),
    });
  }

  for (const [i, def] of DEMO_DRAFTS.entries()) {
    const draft = await createListing(tx, hosts[def.host], demoDraftValues(def, i, lookups, now));
    await tagListing(
      tx,
      draft.id,
      def.tags.map((t) => tagIds.get(t)!),
    );
    if (def.withPhoto) {
      await createListingImage(tx, storage, draft.id, {
        photo: pool[i % pool.length]!.photo,
        originalName: 'first-photo.jpg',
      });
      images++;
    }
  }

  return {
    seeded,
    listings: DEMO_LISTINGS.length,
    drafts: DEMO_DRAFTS.length,
    images,
    tags: DEMO_TAGS.length,
  };
}
