import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

let headers: Record<string, string>;
const t = useTestApp();
beforeAll(async () => {
  headers = (await signedInHost(t.db)).headers;
});

describe('GET /api/geocode (gazetteer)', () => {
  it('places an address on its city', async () => {
    const res = await t.app.inject({
      url: '/api/geocode',
      query: { address: 'Bahnhofstrasse 1', city: 'Zurich', country: 'Switzerland' },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ label: 'Zürich, Switzerland' });
    expect(res.json().data.lat).toBeCloseTo(47.37, 1);
  });

  it('answers an empty address with "Please enter an address"', async () => {
    const res = await t.app.inject({ url: '/api/geocode', query: { address: ' ' }, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ address: ['Please enter an address'] });
  });

  it('answers no match with "Address not found or no results returned."', async () => {
    const res = await t.app.inject({ url: '/api/geocode', query: { address: 'Qqqzzz 1' }, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Address not found or no results returned.', code: 'NOT_FOUND' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/geocode', query: { address: 'Lisbon' } })).statusCode).toBe(401);
  });
});

describe('GET /api/geocode (GEOCODER_URL)', () => {
  let server: Server;
  let app: TestApp;
  let status = 200;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ lat: '51.5', lon: '-0.12', display_name: 'Baker Street, London' }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks the configured service, and says so when it fails', async () => {
    const auth = (await signedInHost(app.db)).headers;
    const ok = await app.app.inject({
      url: '/api/geocode',
      query: { address: '221B Baker Street' },
      headers: auth,
    });
    expect(ok.json()).toEqual({ data: { lat: 51.5, lng: -0.12, label: 'Baker Street, London' } });
    status = 500;
    const failed = await app.app.inject({
      url: '/api/geocode',
      query: { address: '221B Baker Street' },
      headers: auth,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'An error occurred while geocoding the address.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });
});
