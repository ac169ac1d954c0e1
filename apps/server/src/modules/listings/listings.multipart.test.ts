import { useTestApp } from '../../test/test-app.ts';
import { MULTIPART_MESSAGES } from './listings.multipart.ts';
import { uploadedFiles, useSignedInHost } from './listings.test-helpers.ts';

const t = useTestApp();
const host = useSignedInHost(t);

const post = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...host.headers, 'content-type': contentType }, payload });

const field = (name: string, value: string) =>
  `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('broken multipart bodies', () => {
  it.each(['/api/listings', '/api/listings/update'])('%s without a boundary is a 400', async (url) => {
    const res = await post(url, 'multipart/form-data', field('draft', '1'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: MULTIPART_MESSAGES.noBoundary, code: 'BAD_REQUEST' });
  });

  it.each([
    ['a field cut short', `${field('draft', '1')}--XX\r\nContent-Disposition: form-data; name="external`],
    [
      'a file cut short',
      `${field('draft', '1')}--XX\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabcdef`,
    ],
    ['no closing boundary', field('draft', '1')],
  ])('%s is a 400 and writes nothing', async (_, body) => {
    for (const url of ['/api/listings', '/api/listings/update']) {
      const res = await post(url, 'multipart/form-data; boundary=XX', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: MULTIPART_MESSAGES.broken, code: 'BAD_REQUEST' });
    }
    expect(await uploadedFiles(t)).toEqual([]);
  });
});
