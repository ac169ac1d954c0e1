import { readdir } from 'node:fs/promises';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { hostListingToFormValues } from '@innkeep/contract/listings-form';
import { useTestApp } from '../../test/test-app.ts';
import {
  completeListing,
  photo,
  postWithUndecodablePhoto,
  uploadedFiles,
  useListingHost,
} from './listings.test-helpers.ts';

const t = useTestApp();
const host = useListingHost(t);

/** Saves the listing as published with exactly these values (not merged with what it holds). */
const update = (values: ListingFormValues, listingId: number) =>
  host.send(values, { draft: false, listingId });

/** Every folder under the uploads root that holds no file, directly or below. */
async function emptyFolders(): Promise<string[]> {
  const root = `${t.env.dataDir}/uploads`;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => `${e.parentPath}/${e.name}`)
    .filter((dir) => !files.some((f) => f.startsWith(`${dir}/`)))
    .map((dir) => dir.slice(root.length + 1));
}

describe('concurrent photo updates', () => {
  it('10 saves each keeping one photo and adding one leave two photos, as they would one after another', async () => {
    const listing = await host.create(completeListing({ images: [await photo('kept.png')] }));
    const values = hostListingToFormValues(listing);
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) => photo(`new-${i}.png`, 1100 + i, 700)),
    );
    const replies = await Promise.all(
      added.map((p) => update({ ...values, images: [values.images[0]!, p] }, listing.id)),
    );
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const after = await host.read(listing.id);
    expect(after.images).toHaveLength(2);
    expect(after.images[0]!.id).toBe(listing.images[0]!.id);
    // Only the files of the rows that remain are left on disk.
    const photoFiles = (await uploadedFiles(t)).filter((k) => k.startsWith(`listings/${listing.id}/`));
    expect(photoFiles).toHaveLength(2 * 4); // original + three WebP variants each
  });

  it('20 saves adding the same file to 11 photos leave it once and never pass 30 photos', async () => {
    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, i) => photo(`p-${i}.png`, 1100 + i, 700)),
    );
    const listing = await host.create(completeListing({ images: eleven }));
    const values = hostListingToFormValues(listing);
    const same = await photo('same.png', 1200, 800);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => update({ ...values, images: [...values.images, same] }, listing.id)),
    );
    for (const res of replies) expect([200, 422], res.body).toContain(res.statusCode);
    const after = await host.read(listing.id);
    expect(after.images).toHaveLength(12);
    expect(after.images.filter((i) => i.original_name === 'same.png')).toHaveLength(1);
  });

  it('saves racing for the last places of 30 cannot pass the limit', async () => {
    const start = await Promise.all(Array.from({ length: 28 }, (_, i) => photo(`q-${i}.png`, 1100 + i, 700)));
    const listing = await host.create(completeListing({ images: start }));
    const values = hostListingToFormValues(listing);
    // Each save keeps every photo it read and adds two: alone each is within 30, together they would not be.
    const replies = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const extra = await Promise.all([photo(`r-${i}-a.png`, 1300, 700), photo(`r-${i}-b.png`, 1301, 700)]);
        return update({ ...values, images: [...values.images, ...extra] }, listing.id);
      }),
    );
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const after = await host.read(listing.id);
    expect(after.images).toHaveLength(30);
  });
});

describe('failed saves', () => {
  it('a photo that does not decode takes back the files already written and leaves no empty folder', async () => {
    const before = await uploadedFiles(t);
    const res = await postWithUndecodablePhoto(t, host.headers);
    expect(res.statusCode, res.body).toBe(422);
    expect(await uploadedFiles(t)).toEqual(before);
    expect(await emptyFolders()).toEqual([]);
  });
});
