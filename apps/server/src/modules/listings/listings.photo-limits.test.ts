import { crc32, deflateSync } from 'node:zlib';
import { PHOTO_MESSAGES } from '@innkeep/contract/listings-uploads';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, photo, upload, uploadedFiles, useListingHost } from './listings.test-helpers.ts';

const t = useTestApp();
const host = useListingHost(t);

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG header claiming width x height, with a little pixel data: a few hundred bytes on disk. */
function claimedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo pixel cap', () => {
  it.each([
    [16000, 16000],
    [8000, 5001],
    [70000, 700],
  ])('refuses a %ix%i PNG from its header with a clear 422, writing nothing', async (width, height) => {
    const bytes = claimedPng(width, height);
    const res = await host.send(completeListing({ images: [upload(bytes, 'huge.png')] }), {
      draft: false,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.images).toEqual([PHOTO_MESSAGES.pixels('huge.png')]);
    expect(await uploadedFiles(t)).toEqual([]);
  });

  it('still takes a photo within the cap', async () => {
    const res = await host.send(completeListing({ images: [await photo('ok.png')] }), {
      draft: false,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
