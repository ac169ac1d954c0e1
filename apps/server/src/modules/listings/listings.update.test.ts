import { addDays, todayIso } from '@innkeep/contract/dates';
import { hostListingToFormValues, type ListingFormValues } from '@innkeep/contract/listings-form';
import { eq } from 'drizzle-orm';
import { listingImages, listings } from '../../db/schema/listings.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  attachment,
  completeListing,
  photo,
  signedInHost,
  textRenamedJpg,
  tinyPdf,
  upload,
  uploadedFiles,
  useListingHost,
} from './listings.test-helpers.ts';

const t = useTestApp();
const host = useListingHost(t);

async function withTwoPhotosAndPdfs() {
  const [a, b] = await Promise.all([photo('a.png', 1100, 700), photo('b.png', 1200, 800)]);
  const pub = tinyPdf('public');
  const priv = tinyPdf('private rules');
  return host.create(
    completeListing({
      tags: [],
      amenities: { ...completeListing().amenities, kitchen: true, hot_tub: true },
      images: [
        { ...a, image_sequences: 'A' },
        { ...b, image_sequences: 'B' },
      ],
      attachments: [attachment(pub, 'guide.pdf', true, 'Guide'), attachment(priv, 'codes.pdf', false)],
    }),
  );
}

describe('stored files', () => {
  it('keeps the original and WebP variants, serves public files and hides private ones', async () => {
    const listing = await withTwoPhotosAndPdfs();
    const [first] = listing.images;
    expect(first).toMatchObject({ width: 1100, height: 700, position: 0 });
    expect(first?.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1100\.webp 1100w$/);
    const webp = await t.app.inject({ url: first!.url });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: first!.original_url })).statusCode).toBe(200);

    const [guide, codes] = listing.attachments;
    expect(guide).toMatchObject({
      attachments_file_name: 'Guide',
      attachments_is_public: 1,
      size_kb: expect.any(Number),
    });
    expect((await t.app.inject({ url: guide!.url })).statusCode).toBe(200);
    // A blank display name falls back to the file name.
    expect(codes).toMatchObject({ attachments_file_name: 'codes', attachments_is_public: 0 });
    expect(codes!.url).toBe(`/api/listings/${listing.id}/attachments/${codes!.id}`);
    const privateKeys = (await uploadedFiles(t)).filter((k) => k.startsWith('private/'));
    expect(privateKeys).toHaveLength(1);
    expect((await t.app.inject({ url: `/uploads/${privateKeys[0]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: codes!.url })).statusCode).toBe(401);
    const other = await signedInHost(t.db);
    expect((await t.app.inject({ url: codes!.url, headers: other.headers })).statusCode).toBe(404);
    const own = await t.app.inject({ url: codes!.url, headers: host.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.body).toContain('private rules');
  });
});

describe('update', () => {
  it('changes fields, reorders and removes photos, adds one, edits captions and attachment visibility', async () => {
    const before = await withTwoPhotosAndPdfs();
    const filesBefore = await uploadedFiles(t);
    const [a, b] = before.images;
    const c = await photo('c.png', 1300, 900);
    const values = hostListingToFormValues(before);
    const next: ListingFormValues = {
      ...values,
      external_listing_name: 'Renamed loft',
      description: '',
      price: 99,
      currency_code: 'JPY',
      amenities: { ...values.amenities, hot_tub: false },
      number_of_beds: 3,
      rooms: [
        { bed_type_id: 2, room_number: 1, quantity: 1 },
        { bed_type_id: 3, room_number: 2, quantity: 2 },
      ],
      // b first with a new caption, then the new c; a removed.
      images: [
        { ...values.images[1]!, vrbo_caption: 'VB' },
        { ...c, engine_caption: 'EC' },
      ],
      attachments: values.attachments.map((x) => ({ ...x, attachments_is_public: !x.attachments_is_public })),
    };
    const res = await host.send(next, { draft: false, listingId: before.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: before.id }, message: 'Listing updated successfully.' });

    const after = await host.read(before.id);
    expect(after).toMatchObject({
      external_listing_name: 'Renamed loft',
      description: null,
      price_and_fee: { price: 99, currency_code: 'JPY', currency_symbol: '¥' },
      amenities: { kitchen: 1, hot_tub: 0 },
      rooms: [
        { bed_type_id: 2, room_number: 1, quantity: 1 },
        { bed_type_id: 3, room_number: 2, quantity: 2 },
      ],
    });
    expect(
      after.images.map((i) => [
        i.id === b!.id,
        i.original_name,
        i.position,
        i.image_sequences,
        i.vrbo_caption,
        i.engine_caption,
      ]),
    ).toEqual([
      [true, 'b.png', 0, 'B', 'VB', null],
      [false, 'c.png', 1, null, null, 'EC'],
    ]);
    expect(after.attachments.map((x) => x.attachments_is_public)).toEqual([0, 1]);
    // The removed photo's files are gone; the moved attachments live under their new keys.
    const filesAfter = await uploadedFiles(t);
    const removedKey = a!.original_url.replace('/uploads/', '');
    expect(filesBefore).toContain(removedKey);
    expect(filesAfter).not.toContain(removedKey);
    expect((await t.app.inject({ url: after.attachments[1]!.url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: before.attachments[0]!.url })).statusCode).toBe(404);
  });

  it('a refused update changes nothing', async () => {
    const before = await withTwoPhotosAndPdfs();
    const filesBefore = (await uploadedFiles(t)).sort();
    const bad = textRenamedJpg();
    const values = hostListingToFormValues(before);
    const res = await host.update(before, {
      external_listing_name: 'Should not stick',
      images: [...values.images.slice(1), upload(bad, 'x.jpg')],
    });
    expect(res.statusCode).toBe(422);
    expect(await host.read(before.id)).toEqual(before);
    expect((await uploadedFiles(t)).sort()).toEqual(filesBefore);
  });

  it('refuses a photo id of another listing', async () => {
    const mine = await host.create(completeListing({ images: [await photo('m.png')] }));
    const other = await host.create(completeListing({ images: [await photo('o.png')] }));
    const values = hostListingToFormValues(mine);
    const res = await host.update(mine, { images: [{ ...values.images[0]!, id: other.images[0]!.id }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toContain('Invalid photo list');
  });

  it('refuses a new photo equal to a kept one', async () => {
    const p = await photo('same.png');
    const listing = await host.create(completeListing({ images: [p] }));
    const values = hostListingToFormValues(listing);
    const res = await host.update(listing, { images: [...values.images, { ...p }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: ['New upload contains files that already exist.'] });
  });

  it('moves a listing between published and draft', async () => {
    const listing = await host.create(completeListing({ images: [await photo('d.png')] }));
    const res = await host.update(listing, {}, { draft: true });
    expect(res.json().message).toBe('Listing unpublished: it is no longer on the public site.');
    const drafts = (await t.app.inject({ url: '/api/listings/data/unpublic', headers: host.headers })).json()
      .data;
    expect(drafts.map((d: { id: number }) => d.id)).toContain(listing.id);
    expect((await host.read(listing.id)).published_at).toBeNull();
  });
});

describe('delete', () => {
  it('removes a listing that never had a reservation, its rows and its files', async () => {
    // One with reservations (past stays, requests) is soft-deleted instead: listings.soft-delete.test.ts.
    const listing = await withTwoPhotosAndPdfs();
    const keys = (await uploadedFiles(t)).filter((k) => k.includes(`listings/${listing.id}/`));
    expect(keys.length).toBeGreaterThan(4);
    const res = await host.remove(listing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Listing deleted successfully.' });
    expect(
      (await t.app.inject({ url: `/api/listings/${listing.id}`, headers: host.headers })).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id))).toEqual(
      [],
    );
    const left = (await uploadedFiles(t)).filter((k) => k.includes(`listings/${listing.id}/`));
    expect(left).toEqual([]);
  });

  it.each([3, 4, 6])('refuses while a status %i reservation holds upcoming dates', async (statusId) => {
    const listing = await host.create(completeListing({ images: [await photo(`r${statusId}.png`)] }));
    await createReservation(t.db, listing.id, {
      statusId,
      startDate: addDays(todayIso(), -1),
      endDate: addDays(todayIso(), 2),
    });
    const res = await host.remove(listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'This listing has 1 upcoming reservation holding dates, so it cannot be deleted. Cancel or move it first.',
      code: 'CONFLICT',
    });
    expect(
      await t.db.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)),
    ).toHaveLength(1);
    expect((await host.read(listing.id)).images).toHaveLength(1);
  });
});
