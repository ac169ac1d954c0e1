import { s3Storage } from '../../adapters/storage/s3.storage.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { storeImage } from '../images/images.service.ts';
import {
  listingWithPhotoAndPrivatePdf,
  png,
  postWithUndecodablePhoto,
  signedInHost,
  useListingHost,
} from '../listings/listings.test-helpers.ts';

/** The app with S3_* set, against s3rver on loopback: photos, variants, private attachments, cleanup. */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const PDF_DISPOSITION = contentDisposition('codes.pdf');

describe('image variants in the bucket', () => {
  it('stores a photo with its WebP variants, never upscaled, with their content types', async () => {
    const storage = s3Storage(s3.options);
    const stored = await storeImage(storage, 'variants/7', await png(1100, 700));
    expect(stored.variants.map((v) => v.width)).toEqual([480, 960, 1100]);
    expect(await s3.keys('variants/')).toEqual([stored.file, ...stored.variants.map((v) => v.key)].sort());
    const variant = await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${stored.variants[0]!.key}`, {
      method: 'HEAD',
    });
    // s3rver answers anonymous reads; what matters here is the type the adapter stored.
    expect(variant.headers.get('content-type')).toBe('image/webp');
  });
});

describe('the app on S3 storage', () => {
  const t = useTestApp(() => s3.env);
  const host = useListingHost(t);

  const photoAndPdfListing = () => listingWithPhotoAndPrivatePdf(t, host.headers);

  it('stores photos in the bucket and serves them at /uploads with cache headers', async () => {
    const listing = await photoAndPdfListing();
    const keys = await s3.keys(`listings/${listing.id}/`);
    expect(keys).toHaveLength(4); // the original and three variants
    const res = await t.app.inject({ url: listing.images[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ url: `/uploads/listings/${listing.id}/none.webp` })).statusCode).toBe(404);
  });

  it('gives a private attachment only to its host, as a short-lived presigned link', async () => {
    const listing = await photoAndPdfListing();
    const attachment = listing.attachments[0]!;
    const url = `/api/listings/${listing.id}/attachments/${attachment.id}`;
    const res = await t.app.inject({ url, headers: host.headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = new URL(res.headers.location as string);
    expect(link.origin).toBe(s3.env.S3_ENDPOINT);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const pdf = await fetch(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(PDF_DISPOSITION);

    const other = await signedInHost(t.db);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // The private key is not public through /uploads either.
    const [key] = await s3.keys(`private/listings/${listing.id}/`);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('a failed save takes back every object it wrote', async () => {
    const before = await s3.keys();
    const res = await postWithUndecodablePhoto(t, host.headers);
    expect(res.statusCode, res.body).toBe(422);
    expect(await s3.keys()).toEqual(before);
  });

  it('deleting a listing removes its objects', async () => {
    const listing = await photoAndPdfListing();
    expect(await s3.keys(`listings/${listing.id}/`)).not.toEqual([]);
    const res = await host.remove(listing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await s3.keys(`listings/${listing.id}/`)).toEqual([]);
    expect(await s3.keys(`private/listings/${listing.id}/`)).toEqual([]);
  });
});
