import { eq } from 'drizzle-orm';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import { blogs } from '../../db/schema/content.ts';
import { listingImages } from '../../db/schema/listings.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listingWithPhotoAndPrivatePdf, signedInHost } from '../listings/listings.test-helpers.ts';
import { ORPHAN_GRACE_MS, sweepOrphanedObjects } from './uploads.sweep.ts';

/**
 * The orphan sweep against the stores the app runs on (local disk, and S3 through the local S3 server): it
 * removes objects no row names once they are older than the grace period, keeps every object a listing, a
 * blog or a claim names, keeps young objects (an upload whose row is not committed yet) and never touches a
 * folder it does not know.
 */
const stores: [string, () => Promise<{ env: Record<string, string>; close: () => Promise<void> }>][] = [
  ['local disk', async () => ({ env: {}, close: async () => {} })],
  [
    'S3',
    async () => {
      const s3: S3Server = await startS3Server();
      return { env: s3.env, close: () => s3.close() };
    },
  ],
];

describe.each(stores)('the orphan sweep on %s', (_name, start) => {
  let t: TestApp;
  let store: StoragePort;
  let close: () => Promise<void>;
  const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
  const keys = async (prefix: string) => {
    const found: string[] = [];
    for await (const o of store.list(prefix)) found.push(o.key);
    return found.sort();
  };

  beforeAll(async () => {
    const s = await start();
    close = s.close;
    t = await createTestApp(s.env);
    store = t.app.deps.storage;
  });
  afterAll(async () => {
    await t.close();
    await close();
  });

  it('removes only unnamed objects past the grace period, and never an unknown folder', async () => {
    const host = await signedInHost(t.db);
    const listing = await listingWithPhotoAndPrivatePdf(t, host.headers);
    const named = [
      ...(await keys(`listings/${listing.id}`)),
      ...(await keys(`private/listings/${listing.id}`)),
    ];
    expect(named).toHaveLength(5); // the photo, its three variants, the private PDF

    // What a save that died before its commit leaves, a deleted blog's image, a claim photo never filed,
    // a listing that no longer exists, and a folder the sweep does not know.
    const orphans = [
      `listings/${listing.id}/photos/AAAAAAAAAAAA.png`,
      `private/listings/${listing.id}/BBBBBBBBBBBB.pdf`,
      'blogs/CCCCCCCCCCCC/DDDDDDDDDDDD.png',
      'claims/987654/EEEEEEEEEEEE.jpg',
      'listings/987654/photos/FFFFFFFFFFFF.png',
    ];
    for (const key of orphans) await store.put(key, Buffer.from('orphan'), 'application/octet-stream');
    await store.put('exports/keep-me.txt', Buffer.from('not ours'), 'text/plain');
    await t.db.insert(blogs).values({
      title: 'Kept',
      shortDescription: 's',
      longDescription: 'l',
      image: 'blogs/GGGGGGGGGGGG/HHHHHHHHHHHH.png',
    });
    await store.put('blogs/GGGGGGGGGGGG/HHHHHHHHHHHH.png', Buffer.from('blog'), 'image/png');

    // Now: every object is younger than the grace period, an upload in flight as far as the sweep knows.
    expect((await sweepOrphanedObjects(t.db, store)).removed).toEqual([]);

    const swept = await sweepOrphanedObjects(t.db, store, { now: later() });
    expect(swept.removed.sort()).toEqual([...orphans].sort());
    for (const key of orphans) expect(await store.get(key)).toBeNull();
    for (const key of named) expect(await store.get(key)).not.toBeNull();
    expect(await store.get('blogs/GGGGGGGGGGGG/HHHHHHHHHHHH.png')).not.toBeNull();
    expect(await store.get('exports/keep-me.txt')).not.toBeNull();
    // The listing's photo still serves.
    expect((await t.app.inject({ url: listing.images[0]!.url })).statusCode).toBe(200);

    // A photo whose row is deleted (the listing's images replaced, the file delete lost) goes next time.
    await t.db.delete(listingImages).where(eq(listingImages.listingId, listing.id));
    const next = await sweepOrphanedObjects(t.db, store, { now: later() });
    expect(next.removed).toHaveLength(4);
    expect(await keys(`listings/${listing.id}`)).toEqual([]);
    expect(await keys(`private/listings/${listing.id}`)).toHaveLength(1);
  });

  it('runs as a job of its own, one instance at a time', async () => {
    expect(Object.keys(t.app.deps.jobs.stats())).toContain('storage-orphan-sweep');
  });
});
