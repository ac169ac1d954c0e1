import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/config', () => {
  it('returns the map tile URL template without signing in', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ map_tile_url: t.env.MAP_TILE_URL });
    expect(res.json().map_tile_url).toContain('{z}/{x}/{y}');
  });

  it('names the card payment provider: the offline simulator (TEST MODE) without a Stripe key', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().payments).toEqual({
      provider: 'simulator',
      test_mode: true,
      publishable_key: null,
      enabled: true,
      hold_hours: t.env.HOLD_HOURS,
    });
  });
});
