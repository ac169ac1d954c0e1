import { NUMBER_LISTS } from '@innkeep/contract/lookups';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/list/*', () => {
  it('returns every country with its ISO currencies', async () => {
    const res = await t.app.inject({ url: '/api/list/countries' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(240);
    const ch = data.find((c: { code: string }) => c.code === 'CH');
    expect(ch).toMatchObject({ name: 'Switzerland', currencies: [{ code: 'CHF' }] });
    expect(data.find((c: { code: string }) => c.code === 'JP').currencies).toEqual([{ code: 'JPY' }]);
    // Only currencies Stripe charges cards in are offered to hosts (decision 0020).
    expect(data.find((c: { code: string }) => c.code === 'HU').currencies).toEqual([{ code: 'HUF' }]);
    expect(data.find((c: { code: string }) => c.code === 'IR').currencies).toEqual([]);
  });

  it.each(['bed-types', 'property-types', 'room-types', 'bathroom-types'])(
    'returns %s as id and name',
    async (name) => {
      const res = await t.app.inject({ url: `/api/list/${name}` });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.length).toBeGreaterThan(2);
      expect(data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    },
  );

  it('returns tags (empty on a fresh site)', async () => {
    const res = await t.app.inject({ url: '/api/list/tags' });
    expect(res.json()).toEqual({ data: [] });
  });

  // docs/requirements/host.md#R-H26: half bathrooms are on the list.
  it('offers bathrooms in half steps, 0 to 10', async () => {
    const res = await t.app.inject({ url: '/api/list/number-of-bathrooms' });
    const numbers = res.json().data.map((o: { number: number }) => o.number);
    expect(numbers.slice(0, 4)).toEqual([0, 0.5, 1, 1.5]);
    expect(numbers.at(-1)).toBe(10);
  });

  it.each(Object.keys(NUMBER_LISTS))('returns %s as id and number', async (name) => {
    const res = await t.app.inject({ url: `/api/list/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({ id: 1, number: expect.any(Number) });
  });

  it('returns the times of day every half hour', async () => {
    const { data } = (await t.app.inject({ url: '/api/list/times' })).json();
    expect(data).toHaveLength(48);
    expect(data[0]).toEqual({ id: 1, time: '00:00' });
    expect(data[47]).toEqual({ id: 48, time: '23:30' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/list/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports the database as healthy', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
