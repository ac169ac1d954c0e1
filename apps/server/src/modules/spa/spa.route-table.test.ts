import { ROUTES, type RouteEntry } from '@innkeep/contract/routes';
import { expectBrowserPage, GENERIC_INDEX, pageOf, useWebApp } from '../../test/web-build.ts';

// Adding a page is one entry in the route table (packages/contract/src/routes.ts) and one page file. The server
// reads the table for its 404s, /sitemap.xml and /robots.txt (the web's router: app/route-table.test.tsx).
const GIFT_CARDS: RouteEntry = {
  path: '/gift_cards',
  page: 'features/gift-cards/pages/gift-cards-page.tsx',
  layout: 'public',
  access: 'anyone',
  public: true,
  title: 'Gift cards',
  description: 'Give a stay.',
};
const HOST_TOOLS: RouteEntry = {
  path: '/host_tools/:tab?',
  page: 'features/host-tools/pages/host-tools-page.tsx',
  layout: 'dashboard',
  access: 'host',
  public: false,
  title: 'Host tools',
};

const t = useWebApp({}, { PAGE_CACHE_MAX_AGE_SECONDS: '0' });
afterAll(() => {
  ROUTES.splice(ROUTES.indexOf(GIFT_CARDS), 1);
  ROUTES.splice(ROUTES.indexOf(HOST_TOOLS), 1);
});

const get = (url: string) => pageOf(t, url);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('a page added to the route table', () => {
  it('is a page, in the sitemap and open to crawlers when public; a private one is closed to them', async () => {
    // Not there yet: a 404, not in the sitemap.
    expect((await get('/gift_cards')).status).toBe(404);
    expect((await get('/host_tools/payouts')).status).toBe(404);
    expect(locs((await get('/sitemap.xml')).body)).not.toContain('https://stays.example/gift_cards');
    expect((await get('/robots.txt')).body).not.toContain('/host_tools');

    ROUTES.push(GIFT_CARDS, HOST_TOOLS);

    const page = await get('/gift_cards');
    expectBrowserPage(page, '/gift_cards', 200, 'Gift cards');
    expect(page.body).toContain('<meta name="description" content="Give a stay." />');
    expect(page.body).toContain('<link rel="canonical" href="https://stays.example/gift_cards" />');
    expect(locs((await get('/sitemap.xml')).body)).toContain('https://stays.example/gift_cards');

    // The private page is the app's shell, with or without its optional parameter, and closed to crawlers.
    for (const url of ['/host_tools', '/host_tools/payouts']) {
      const shell = await get(url);
      expect(shell.status, url).toBe(200);
      expect(shell.body, url).toBe(GENERIC_INDEX);
    }
    expect((await get('/host_tools/payouts/extra')).status).toBe(404);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /host_tools\n');
    expect(robots).not.toContain('/gift_cards');
    expect(locs((await get('/sitemap.xml')).body)).not.toContain('https://stays.example/host_tools');
  });
});
