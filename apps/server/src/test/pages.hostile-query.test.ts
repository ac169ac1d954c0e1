import { createBlog } from '../factories/content.factory.ts';
import { createListing } from '../factories/listings.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { useWebApp } from './web-build.ts';

/**
 * The hostile sweep of the public pages' query strings (decision 0056): every page of the sitemap gets unique
 * made-up parameters, tracking parameters (utm_*, fbclid, gclid) and malformed ones, from many addresses. A
 * stand-in for the web app's SSR build records each URL it renders: N distinct query strings must not make N
 * renders (nor N kept copies, which a render is the only way to make), and concurrent requests for one page
 * must render it once.
 */
const RENDERER = `
const state = (globalThis.sweepRenders ??= { urls: [], delayMs: 0 });
export function configure() {}
export async function render(url) {
  state.urls.push(url);
  await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  return { kind: 'html', html: '<main>rendered ' + new URL(url).pathname + '</main>', queries: [] };
}
`;
type RenderState = { urls: string[]; delayMs: number };
const shared = globalThis as unknown as { sweepRenders: RenderState };
shared.sweepRenders = { urls: [], delayMs: 0 };
const state = () => shared.sweepRenders;
const BASE = 'https://stays.example';

const t = useWebApp(
  { renderer: RENDERER },
  {
    PUBLIC_BASE_URL: BASE,
    // The visitor's budget is tested in spa.limits.test.ts; here every address may render.
    PAGE_RENDERS_PER_VISITOR: '100000',
    PAGE_RENDER_QUEUE: '64',
    PAGE_RENDER_WAIT_MS: '20000',
  },
);
let pages: string[];
beforeAll(async () => {
  const host = await createUser(t.db);
  await createListing(t.db, host.id);
  await createBlog(t.db);
  const map = (await t.app.inject({ url: '/sitemap.xml' })).body;
  pages = [...map.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').slice(BASE.length) || '/');
});
beforeEach(() => {
  state().urls.length = 0;
  state().delayMs = 0;
});

let client = 0;
const get = (url: string) => {
  client += 1;
  return t.app.inject({ url, remoteAddress: `10.9.${(client >> 8) & 255}.${client & 255}` });
};
const random = () => Math.random().toString(36).slice(2);
const withQuery = (page: string, query: string) => `${page}${page.includes('?') ? '&' : '?'}${query}`;

/** Parameters no page reads: unique values, every tracking parameter, and malformed or oversized ones. */
const unread = (i: number) => [
  `q=${random()}${i}`,
  `utm_source=${random()}&utm_medium=mail&utm_campaign=${i}&utm_term=x&utm_content=y`,
  `fbclid=IwAR${random()}${i}`,
  `gclid=Cj0K${random()}${i}`,
  `x${i}=%00&y=%ff&z=%&%E0%A4%A=1`,
  `__proto__[polluted]=${i}&constructor[prototype][x]=1&a[]=1&a[]=2`,
  `${'k'.repeat(200)}=${'v'.repeat(4000)}${i}`,
  Array.from({ length: 300 }, (_, n) => `p${n}=${i}`).join('&'),
  `&&&==&=${i}&;`,
];

describe('unique and tracking query strings on every public page', () => {
  it('finds the public pages', () => {
    expect(pages).toContain('/');
    expect(pages.some((p) => p.startsWith('/stays/'))).toBe(true);
    expect(pages.some((p) => p.startsWith('/blogs/'))).toBe(true);
    expect(pages.length).toBeGreaterThan(5);
  });

  it('renders each page once for 20 × 9 distinct query strings each, and serves the same document', async () => {
    const plain = new Map<string, { status: number; body: string }>();
    for (const page of pages) {
      const res = await get(page);
      plain.set(page, { status: res.statusCode, body: res.body });
    }
    const problems: string[] = [];
    let requests = 0;
    for (const page of pages) {
      for (let i = 0; i < 20; i++) {
        for (const query of unread(i)) {
          requests += 1;
          const res = await get(withQuery(page, query));
          const expected = plain.get(page);
          if (res.statusCode !== expected?.status || res.body !== expected.body)
            problems.push(`${page}?${query.slice(0, 60)} → ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBe(pages.length * 180);
    // Only the plain pages were ever rendered: one render, so one kept copy, per page.
    expect(new Set(state().urls).size).toBe(pages.length);
    expect(state().urls).toHaveLength(pages.length);
    expect(state().urls.every((url) => !url.includes('utm_') && !url.includes('clid'))).toBe(true);
  });

  it('concurrent requests for one page with distinct tracking parameters render it once', async () => {
    const host = await createUser(t.db);
    const stay = await createListing(t.db, host.id);
    state().delayMs = 300;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get(`/stays/${stay.id}?utm_source=s${i}&fbclid=${random()}&gclid=${i}`),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]?.body);
    }
    expect(state().urls).toEqual([`${BASE}/stays/${stay.id}`]);
  });

  it('a hostile value of a parameter the page reads is escaped and cut, never a 5xx', async () => {
    const values = ['<script>alert(1)</script>', '%00', `${'9'.repeat(5000)}`, '"><img src=x onerror=1>'];
    for (const value of values) {
      for (const url of [`/?city=${encodeURIComponent(value)}`, `/?city=${value}`]) {
        const res = await get(url);
        expect(res.statusCode, url.slice(0, 40)).toBeLessThan(500);
        expect(res.body).not.toContain('<script>alert(1)</script>');
        expect(res.body).not.toContain('<img src=x');
      }
    }
    // Each value is one page at most (cut at 100 characters), never one per request.
    expect(state().urls.length).toBeLessThanOrEqual(values.length * 2);
    for (const url of state().urls) expect(url.length).toBeLessThan(BASE.length + 140);
  });
});
