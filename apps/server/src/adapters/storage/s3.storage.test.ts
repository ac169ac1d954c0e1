import { contentDisposition } from '../../lib/content-disposition.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { s3Storage } from './s3.storage.ts';

/** A tiny PDF: the bytes a presigned link must bring back. */
const pdf = Buffer.from('%PDF-1.4\n%test\n');

/** The S3 adapter against s3rver on loopback (the app on S3: modules/uploads/uploads.s3.test.ts). */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const PDF = { contentType: 'application/pdf', contentDisposition: contentDisposition('codes.pdf') };

describe('s3 storage adapter', () => {
  it('puts, gets, deletes and deletes by prefix; a missing or invalid key reads as nothing', async () => {
    const storage = s3Storage(s3.options);
    await storage.put('adapter/1/a.txt', Buffer.from('one'), 'text/plain');
    await storage.put('adapter/1/sub/b.txt', Buffer.from('two'), 'text/plain');
    await storage.put('adapter/2/c.txt', Buffer.from('three'), 'text/plain');
    expect((await storage.get('adapter/1/a.txt'))?.toString()).toBe('one');
    expect((await storage.get('./adapter//1/a.txt'))?.toString()).toBe('one');
    expect(await storage.get('adapter/1/none.txt')).toBeNull();
    expect(await storage.get('../adapter/1/a.txt')).toBeNull();
    await expect(storage.put('/abs.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );

    await storage.delete('adapter/2/c.txt');
    expect(await s3.keys('adapter/')).toEqual(['adapter/1/a.txt', 'adapter/1/sub/b.txt']);
    await storage.deletePrefix('adapter/1');
    expect(await s3.keys('adapter/')).toEqual([]);
  });

  it('signs a private link that works now and is refused once expired', async () => {
    await s3Storage(s3.options).put('private/sign/codes.pdf', pdf, 'application/pdf');
    const fresh = await s3Storage({ ...s3.options, presignSeconds: 60 }).signedUrl!(
      'private/sign/codes.pdf',
      PDF,
    );
    const ok = await fetch(fresh);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toBe(PDF.contentDisposition);
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Signed two minutes ago for one minute: expired, with no waiting in the test.
    const past = s3Storage({ ...s3.options, presignSeconds: 60, now: () => new Date(Date.now() - 120_000) });
    const expired = await fetch(await past.signedUrl!('private/sign/codes.pdf', PDF));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/i);
  });
});
