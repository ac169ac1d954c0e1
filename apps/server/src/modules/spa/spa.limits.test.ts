import { addDays, todayIso } from '@innkeep/contract/dates';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useWebApp } from '../../test/web-build.ts';
import { createRenderGate, pageKey, RenderBusyError } from './spa.limits.ts';

// docs/requirements/public.md#R-P4 (decision record 0056): a query string cannot make the server render page after page. A
// stand-in for the web app's SSR build records the URLs it renders, how many run at once, and can be slowed.
const RENDERER = `
const state = (globalThis.limitRenders ??= { urls: [], running: 0, most: 0, delayMs: 0 });
export function configure() {}
export async function render(url) {
  state.urls.push(url);
  state.running++;
  state.most = Math.max(state.most, state.running);
  await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  state.running--;
  return { kind: 'html', html: '<main>rendered ' + new URL(url).search + '</main>', queries: [] };
}
`;
type RenderState = { urls: string[]; running: number; most: number; delayMs: number };
const shared = globalThis as unknown as { limitRenders: RenderState };
shared.limitRenders = { urls: [], running: 0, most: 0, delayMs: 0 };
const state = () => shared.limitRenders;

const t = useWebApp(
  { renderer: RENDERER },
  {
    PAGE_RENDER_CONCURRENCY: '2',
    PAGE_RENDER_QUEUE: '2',
    PAGE_RENDER_WAIT_MS: '10000',
    PAGE_RENDERS_PER_VISITOR: '3',
  },
);
beforeEach(() => {
  state().urls.length = 0;
  state().most = 0;
  state().delayMs = 0;
});

let visitors = 0;
/** A visitor of their own address (each has their own budget of renders). */
const visitor = () => {
  visitors += 1;
  const ip = `203.0.113.${visitors}`;
  return (url: string) => t.app.inject({ url, remoteAddress: ip });
};

describe('a page is kept by the parameters it reads', () => {
  it('renders the home page once for made-up and tracking parameters, and serves the same document', async () => {
    const get = visitor();
    const urls = [
      '/?utm_source=news&utm_medium=mail&utm_campaign=spring&fbclid=abc&gclid=def',
      ...Array.from({ length: 5 }, (_, i) => `/?q=${Math.random().toString(36).slice(2)}${i}`),
      '/?q=a&q=b&unknown=%00%ff',
      '/',
    ];
    const pages = [];
    for (const url of urls) pages.push(await get(url));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBe(pages[0]?.headers.etag);
    }
    expect(state().urls).toEqual(['https://stays.example/']);
  });

  it('keys a stay by its dates and guests only, in a fixed order, and renders it with them alone', async () => {
    const host = await createUser(t.db);
    const stay = await createListing(t.db, host.id);
    const [start, end] = [addDays(todayIso(), 20), addDays(todayIso(), 23)];
    const get = visitor();
    const a = await get(`/stays/${stay.id}?start=${start}&end=${end}&utm_campaign=x`);
    const b = await get(`/stays/${stay.id}?gclid=y&end=${end}&start=${start}`);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(state().urls).toEqual([`https://stays.example/stays/${stay.id}?start=${start}&end=${end}`]);
    // Other dates are another page.
    await get(`/stays/${stay.id}?start=${start}&end=${addDays(end, 1)}`);
    expect(state().urls).toHaveLength(2);
  });

  it('pageKey keeps only what the page reads', () => {
    expect(pageKey('/?city=Lisbon&utm_source=x&numberOfGuests=2&petsAllowed=1&fbclid=z')).toBe(
      '/?city=Lisbon&numberOfGuests=2&petsAllowed=1',
    );
    expect(pageKey('/blogs?page=2&gclid=1')).toBe('/blogs');
    expect(pageKey('/privacy_policy?x=1')).toBe('/privacy_policy');
    expect(pageKey('/stays/3?guests=2&start=2027-01-01&x=1')).toBe('/stays/3?start=2027-01-01&guests=2');
  });
});

describe('renders are bounded', () => {
  it('runs two renders at once, queues two, answers the rest 503 with Retry-After; the API stays quick', async () => {
    state().delayMs = 400;
    const cities = Array.from({ length: 8 }, (_, i) => `/?city=busy${i}`);
    const pending = cities.map((url) => visitor()(url));
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(pending);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503]);
    for (const res of answers.filter((r) => r.statusCode === 503)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(state().most).toBe(2);
    expect(state().urls).toHaveLength(4);
  });

  it('gives each visitor a budget of renders: past it a new page comes unrendered and is not kept', async () => {
    const get = visitor();
    const pages = [];
    for (let i = 0; i < 5; i++) pages.push(await get(`/?city=budget${i}`));
    for (const page of pages) expect(page.statusCode).toBe(200);
    expect(pages.map((page) => page.body.includes('<main>rendered'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(state().urls).toHaveLength(3);
    // A page kept already costs nothing; another visitor gets the unrendered one rendered.
    expect((await get('/?city=budget0')).body).toContain('<main>rendered');
    expect((await visitor()('/?city=budget4')).body).toContain('<main>rendered');
  });
});

describe('the render gate on its own', () => {
  it('refuses a render that waited longer than its limit, and hands a freed turn to the first in line', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 5, waitMs: 50 });
    const order: string[] = [];
    let finish: () => void = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const late = gate.run(async () => order.push('late'));
    await expect(late).rejects.toBeInstanceOf(RenderBusyError);
    const second = gate.run(async () => order.push('second'));
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['second']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
