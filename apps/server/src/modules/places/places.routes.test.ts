import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp, withTestApp } from '../../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  const host = await createUser(t.db);
  // A small town the guest might not think of: it has listings, so it comes first.
  await createListing(t.db, host.id, { city: 'Lisboa Velha', country: 'PT', lat: 38.7, lng: -9.1 });
  await createListing(t.db, host.id, { city: 'Zürich', country: 'CH', lat: 47.37, lng: 8.54 });
  await createListing(t.db, host.id, { city: 'Zürich', country: 'CH', lat: 47.39, lng: 8.52 });
  await createListing(t.db, host.id, { city: 'New York', country: 'US', lat: 40.73, lng: -74.0 });
  // Not bookable, so not counted: a draft in Zürich and a draft-only town.
  await createListing(t.db, host.id, { city: 'Zürich', country: 'CH', draft: true, publishedAt: null });
  await createListing(t.db, host.id, { city: 'Lisdrafton', country: 'PT', draft: true, publishedAt: null });
});

const places = async (q: string) =>
  (await t.app.inject({ url: `/api/places?q=${encodeURIComponent(q)}` })).json().data;

describe('GET /api/places', () => {
  it('suggests nothing below 2 characters', async () => {
    expect(await places('')).toEqual([]);
    expect(await places('l')).toEqual([]);
  });

  it('puts cities with listings first, then gazetteer cities, without duplicates', async () => {
    const list = await places('lis');
    expect(list[0]).toEqual({
      name: 'Lisboa Velha',
      country: 'Portugal',
      label: 'Lisboa Velha, Portugal',
      lat: 38.7,
      lng: -9.1,
      stays: 1,
    });
    expect(list.some((p: { label: string }) => p.label === 'Lisbon, Portugal')).toBe(true);
    expect(list.length).toBeLessThanOrEqual(8);
  });

  it('counts the bookable stays of each place: gazetteer places have none and come after the listed ones', async () => {
    const list: { label: string; stays: number }[] = await places('lis');
    expect(list.find((p) => p.label === 'Lisboa Velha, Portugal')?.stays).toBe(1);
    // Lisbon, Portugal has no listing in this database: the gazetteer offers it, with no stays yet.
    expect(list.find((p) => p.label === 'Lisbon, Portugal')?.stays).toBe(0);
    expect(list.map((p) => p.label)).not.toContain('Lisdrafton, Portugal');
    const firstEmpty = list.findIndex((p) => p.stays === 0);
    expect(firstEmpty).toBeGreaterThan(0);
    expect(list.slice(firstEmpty).every((p) => p.stays === 0)).toBe(true);
  });

  it('matches without accents and averages the listings position', async () => {
    const [first, ...rest] = await places('zuri');
    expect(first).toMatchObject({
      name: 'Zürich',
      country: 'Switzerland',
      label: 'Zürich, Switzerland',
      stays: 2,
    });
    expect(first.lat).toBeCloseTo(47.38);
    expect(rest.filter((p: { label: string }) => p.label === 'Zürich, Switzerland')).toHaveLength(0);
  });

  it('leaves out gazetteer names for a listed city (its districts, "… City"), where a search finds nothing', async () => {
    const labels = (await places('new york')).map((p: { label: string }) => p.label);
    expect(labels[0]).toBe('New York, United States');
    expect(labels).not.toContain('New York City, United States');
    expect(labels).toContain('New York Mills, United States');
    const zurich = (await places('zürich')).map((p: { name: string }) => p.name);
    expect(zurich.filter((name: string) => name.startsWith('Zürich ('))).toEqual([]);
  });
});

describe('GET /api/places with the geocoding service down', () => {
  it('still suggests the cities that have listings', async () => {
    await withTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/' }, async (down) => {
      const host = await createUser(down.db);
      await createListing(down.db, host.id, { city: 'Porto', country: 'PT', lat: 41.15, lng: -8.61 });
      const res = await down.app.inject({ url: '/api/places?q=por' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { name: 'Porto', country: 'Portugal', label: 'Porto, Portugal', lat: 41.15, lng: -8.61, stays: 1 },
      ]);
    });
  });

  it('suggests a city of the product for its name in another language', async () => {
    const host = await createUser(t.db);
    await createListing(t.db, host.id, { city: 'London', country: 'GB', lat: 51.51, lng: -0.13 });
    for (const typed of ['Londres', 'londr', 'Londra']) {
      const list = await places(typed);
      expect(list[0], typed).toMatchObject({ name: 'London', label: 'London, United Kingdom', stays: 1 });
    }
  });
});
