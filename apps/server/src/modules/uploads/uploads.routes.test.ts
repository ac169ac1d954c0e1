import { readdir } from 'node:fs/promises';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { useTestApp } from '../../test/test-app.ts';
import {
  attachment,
  completeListing,
  createdListing,
  photo,
  tinyPdf,
  uploadedFiles,
  useListingHost,
} from '../listings/listings.test-helpers.ts';

let listing: HostListing;
let privateKey: string;
const t = useTestApp();
const host = useListingHost(t);
beforeAll(async () => {
  const pub = tinyPdf('public guide');
  const priv = tinyPdf('door code 1234');
  listing = await createdListing(
    t,
    host.headers,
    completeListing({
      images: [await photo('front.png')],
      attachments: [attachment(pub, 'guide.pdf', true, 'Guide'), attachment(priv, 'résumé 🏠.pdf', false)],
    }),
  );
  const key = (await uploadedFiles(t)).find((k) => k.startsWith('private/'));
  if (!key) throw new Error('the private attachment was not stored');
  privateKey = key;
});

describe('GET /uploads/*', () => {
  it('never serves a private file, however its path is spelt', async () => {
    const rest = privateKey.slice('private/'.length);
    const spellings = [
      `/uploads/${privateKey}`,
      `/uploads/./${privateKey}`,
      `/uploads/.%2F${privateKey}`,
      `/uploads/%2E/${privateKey}`,
      `/uploads/%2e%2F${privateKey}`,
      `/uploads//${privateKey}`,
      `/uploads/listings/../${privateKey}`,
      `/uploads/listings/..%2F${privateKey}`,
      `/uploads/private/./${rest}`,
      `/uploads/private//${rest}`,
      `/uploads/private%2F${rest}`,
    ];
    for (const url of spellings) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('door code');
      expect(res.json(), url).toEqual({ error: 'File not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 404, not 500, for folders, absolute paths and odd keys', async () => {
    const listingFolder = `listings/${listing.id}`;
    for (const url of [
      '/uploads/',
      '/uploads/listings',
      '/uploads/listings/',
      `/uploads/${listingFolder}`,
      `/uploads/${listingFolder}/photos`,
      '/uploads//etc/passwd',
      '/uploads/%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/a%00b.png',
      '/uploads/a%5C..%5Cb.png',
      `/uploads/${listing.images[0]!.original_url.slice('/uploads/'.length)}/x`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves public files; stored keys carry a file id, so they are cached as immutable', async () => {
    const urls = [
      listing.images[0]!.url,
      listing.images[0]!.original_url,
      listing.attachments.find((a) => a.attachments_is_public)!.url,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('caches a public file without a file id in its name only briefly (its content may change)', async () => {
    await t.app.deps.storage.put('blogs/cover.webp', Buffer.from('webp'), 'image/webp');
    const res = await t.app.inject({ url: '/uploads/blogs/cover.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('GET /api/listings/:id/attachments/:attachmentId', () => {
  it('names a non-ASCII file with RFC 5987 and is never stored by caches', async () => {
    const attachment = listing.attachments.find((a) => !a.attachments_is_public)!;
    expect(attachment.url).toBe(`/api/listings/${listing.id}/attachments/${attachment.id}`);
    const res = await t.app.inject({ url: attachment.url, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('door code 1234');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="r?sum? ??.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%F0%9F%8F%A0.pdf`,
    );
  });
});

describe('storage folders', () => {
  it('deleting a listing leaves no empty folder behind', async () => {
    const res = await host.remove(listing.id);
    expect(res.statusCode, res.body).toBe(200);
    const folders = await readdir(`${t.env.dataDir}/uploads`, { recursive: true });
    expect(folders.filter((f) => f.includes(`/${listing.id}`))).toEqual([]);
  });
});
