import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { geocodeCity, namesInPart, suggestCities } from './gazetteer.geocoder.ts';
import { countryCodeOf, foldPlaceName } from './geocoding.place-names.ts';
import { type GeocodeQuery, GeocoderUnavailable } from './geocoding.port.ts';
import { nominatimGeocoder } from './nominatim.geocoder.ts';

describe('gazetteer', () => {
  it('folds accents and punctuation', () => {
    expect(foldPlaceName('  Zürich ')).toBe('zurich');
    expect(foldPlaceName('São-Paulo')).toBe('sao paulo');
  });

  it('reads country codes and names', () => {
    expect(countryCodeOf('pt')).toBe('PT');
    expect(countryCodeOf('Switzerland')).toBe('CH');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
  });

  it('suggests the biggest cities for a prefix', async () => {
    const lis = await suggestCities('Lis', 5);
    expect(lis[0]).toMatchObject({
      name: 'Lisbon',
      country: 'Portugal',
      country_code: 'PT',
      label: 'Lisbon, Portugal',
    });
    expect(lis).toHaveLength(5);
    expect((await suggestCities('zur', 3))[0]?.name).toBe('Zürich');
    expect(await suggestCities('l', 5)).toEqual([]);
    expect(await suggestCities('qqqzzz', 5)).toEqual([]);
  });

  // How fast is a figure for `npm run bench -- geocoding`, not an assertion: timings flake on a busy machine.
  it('answers repeated prefix searches from the built index with the same, bounded results', async () => {
    const first = await suggestCities('par', 8);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(8);
    for (let i = 0; i < 200; i++) {
      const prefix = ['par', 'lon', 'new y', 'tok', 'san'][i % 5] ?? 'par';
      const found = await suggestCities(prefix, 8);
      expect(found.length).toBeLessThanOrEqual(8);
      expect(found.every((c) => foldPlaceName(c.name).startsWith(foldPlaceName(prefix)))).toBe(true);
    }
    expect(await suggestCities('par', 8)).toEqual(first);
  });

  it('finds the city of an address, narrowed by country', async () => {
    const lisbon = await geocodeCity({ address: 'Rua Augusta 100, 1100-053 Lisbon' });
    expect(lisbon).toMatchObject({ label: 'Lisbon, Portugal' });
    expect(lisbon!.lat).toBeCloseTo(38.72, 1);
    const london = await geocodeCity({ address: '1 Main St', city: 'London', country: 'CA' });
    expect(london?.label).toBe('London, Canada');
    expect(await geocodeCity({ address: 'Nowhere street 1', city: 'Qqqzzz' })).toBeNull();
  });

  it('finds the city in a street address by its local name, and names city and country', async () => {
    for (const address of [
      'Rua Augusta 1, 1100-048 Lisboa',
      'Rua Augusta 1 1100-048 Lisboa',
      'Lisbon, Portugal',
      'Rua Augusta 1, Lisboa, Portugal',
    ]) {
      expect(await geocodeCity({ address }), address).toMatchObject({
        label: 'Lisbon, Portugal',
        city: 'Lisbon',
        country_code: 'PT',
      });
    }
    expect(await geocodeCity({ address: 'Domkloster 4, 50667 Köln' })).toMatchObject({ country_code: 'DE' });
  });

  it('takes the street and the postcode from the address (docs/requirements/host.md#R-H23)', async () => {
    const cases: [GeocodeQuery, { street?: string; zip_code?: string }][] = [
      [{ address: 'Rua Augusta 1, 1100-048 Lisboa' }, { street: 'Rua Augusta 1', zip_code: '1100-048' }],
      [{ address: 'Rua Augusta 1 1100-048 Lisboa' }, { street: 'Rua Augusta 1', zip_code: '1100-048' }],
      [{ address: 'Domkloster 4, 50667 Köln' }, { street: 'Domkloster 4', zip_code: '50667' }],
      [{ address: 'Rua Augusta 100', city: 'Lisbon' }, { street: 'Rua Augusta 100' }],
      [
        { address: '10 Downing Street, SW1A 2AA London' },
        { street: '10 Downing Street', zip_code: 'SW1A 2AA' },
      ],
    ];
    for (const [query, parts] of cases) {
      const found = await geocodeCity(query);
      expect(found, query.address).toMatchObject(parts);
      if (!parts.zip_code) expect(found?.zip_code, query.address).toBeUndefined();
    }
    // Nothing but the city: no street, and nothing made up.
    for (const address of ['Lisbon, Portugal', 'Lisboa']) {
      const found = await geocodeCity({ address });
      expect(found?.street, address).toBeUndefined();
      expect(found?.zip_code, address).toBeUndefined();
    }
    // An English name the gazetteer files locally finds the famous city, not a small namesake.
    expect(await geocodeCity({ address: 'Rue du Rhône 1, Geneva' })).toMatchObject({ country_code: 'CH' });
    expect(await geocodeCity({ address: '1 Main St, Geneva', country: 'US' })).toMatchObject({
      country_code: 'US',
    });
    expect(namesInPart('Rua Augusta 1 1100-048 Lisboa')).toEqual(['Rua Augusta 1 1100-048 Lisboa', 'Lisboa']);
    expect(namesInPart('Rua Augusta 1')).toEqual(['Rua Augusta 1']);
  });
});

describe('nominatim adapter', () => {
  let server: Server;
  let base: string;
  const seen: URL[] = [];
  let failNext = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push(url);
      if (failNext) {
        failNext = false;
        res.writeHead(503).end();
        return;
      }
      const q = url.searchParams.get('q') ?? '';
      const body = q.startsWith('Rua Augusta')
        ? [
            {
              lat: '38.7101',
              lon: '-9.1366',
              display_name: 'Rua Augusta, Lisbon, Portugal',
              address: {
                road: 'Rua Augusta',
                postcode: '1100-048',
                city: 'Lisbon',
                country: 'Portugal',
                country_code: 'pt',
              },
            },
          ]
        : q.startsWith('Main Street')
          ? [
              {
                lat: '40.1',
                lon: '-75.2',
                display_name: 'Main Street, Ambler, USA',
                address: { town: 'Ambler', country_code: 'us' },
              },
            ]
          : q === 'Lis'
            ? [
                {
                  lat: '38.7',
                  lon: '-9.1',
                  name: 'Lisboa',
                  display_name: 'Lisboa, Portugal',
                  address: { country: 'Portugal', country_code: 'pt' },
                },
              ]
            : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('geocodes an address with one search and identifies itself', async () => {
    const geocoder = nominatimGeocoder(base);
    const found = await geocoder.geocode({ address: 'Rua Augusta 100', city: 'Lisbon', country: 'PT' });
    // The street as the host wrote it (with its number) when it names the road; the postcode the service found.
    expect(found).toEqual({
      lat: 38.7101,
      lng: -9.1366,
      label: 'Rua Augusta, Lisbon, Portugal',
      city: 'Lisbon',
      country_code: 'PT',
      street: 'Rua Augusta 100',
      zip_code: '1100-048',
    });
    const last = seen.at(-1)!;
    expect(last.pathname).toBe('/search');
    expect(last.searchParams.get('q')).toBe('Rua Augusta 100, Lisbon, PT');
    expect(last.searchParams.get('format')).toBe('jsonv2');
    expect(last.searchParams.get('limit')).toBe('1');
    expect(last.searchParams.get('accept-language')).toBe('en');
    expect(await geocoder.geocode({ address: 'Unknown' })).toBeNull();
  });

  it("names the point's town when it has no city", async () => {
    const found = await nominatimGeocoder(base).geocode({ address: 'Main Street 5' });
    expect(found).toMatchObject({ city: 'Ambler', country_code: 'US' });
  });

  it('suggests settlements', async () => {
    expect(await nominatimGeocoder(`${base}/`).suggest('Lis', 5)).toEqual([
      {
        name: 'Lisboa',
        country: 'Portugal',
        country_code: 'PT',
        label: 'Lisboa, Portugal',
        lat: 38.7,
        lng: -9.1,
      },
    ]);
    expect(seen.at(-1)?.searchParams.get('featureType')).toBe('settlement');
  });

  it('reports an unreachable or failing service', async () => {
    failNext = true;
    await expect(nominatimGeocoder(base).geocode({ address: 'x' })).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
    await expect(nominatimGeocoder('http://127.0.0.1:9').geocode({ address: 'x' })).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
  });
});
