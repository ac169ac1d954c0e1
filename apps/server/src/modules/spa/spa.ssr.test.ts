import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { expectBrowserPage, indexHtml, pageOf, useWebApp } from '../../test/web-build.ts';

// The server's side of server rendering (spa.ssr, spa.routes): a stand-in for the web app's SSR build
// (apps/web/src/entry-server.tsx) that renders from the server's own API through the fetch it is given.
// The real build is exercised end to end by e2e/tests/public-pages.spec.ts.
const INDEX = indexHtml(`    <title>Generic</title>
    <meta name="description" content="Generic." />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">`);

const RENDERER = `
let fetchApi;
export function configure(options) { fetchApi = options.fetchApi; }
export async function render(url, signal) {
  const { pathname, search } = new URL(url);
  if (pathname === '/about_us') return { kind: 'client', reason: 'this page renders in the browser' };
  if (pathname === '/contact_us') throw new Error('a bug while rendering');
  if (pathname === '/blogs') return new Promise(() => {}); // never settles: the timeout answers
  if (pathname.startsWith('/stays/')) {
    const response = await fetchApi('/api' + pathname, { headers: { accept: 'application/json' } });
    if (response.status === 404)
      return { kind: 'html', status: 404, head: '<title>Stay not found · Innkeep</title>', html: '<main>Not found</main>', queries: [] };
    const body = await response.json();
    const name = body.data.external_listing_name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return {
      kind: 'html',
      status: 200,
      head: '<title>' + name + ' · Innkeep</title><link rel="canonical" href="' + url.split('?')[0] + '"/>',
      html: '<main><h1>' + name + '</h1><p>' + search + ' $& $1</p></main>',
      queries: [{ queryKey: ['stays', body.data.id], data: body.data }, { queryKey: ['status'], data: response.status }],
      page: 'src/features/stays/pages/stay-page.tsx',
    };
  }
  return { kind: 'html', status: 200, head: '<title>Home · Innkeep</title>', html: '<main><h1>Home</h1></main>', queries: [] };
}
`;

// Vite's build manifest: the entry imports the framework and, dynamically, the app's start module (with CSS);
// the stay page's chunk imports a shared chunk (with CSS) and the framework.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index-1.css'],
  },
  '_framework.js': { file: 'assets/framework-1.js' },
  'src/app/start.tsx': {
    file: 'assets/start-1.js',
    css: ['assets/start-1.css'],
    imports: ['_framework.js'],
    isDynamicEntry: true,
  },
  '_carousel.js': {
    file: 'assets/carousel-1.js',
    css: ['assets/carousel-1.css'],
    imports: ['_framework.js'],
  },
  'src/features/stays/pages/stay-page.tsx': {
    file: 'assets/stay-page-1.js',
    css: ['assets/stay-page-1.css'],
    imports: ['_carousel.js', '_framework.js'],
    isDynamicEntry: true,
  },
  // A page only the browser renders (the guest's booking), and a public page the renderer leaves to it.
  'src/features/bookings/pages/finalize-booking-page.tsx': {
    file: 'assets/finalize-booking-page-1.js',
    imports: ['_trip.js', '_framework.js', 'src/app/start.tsx'],
    isDynamicEntry: true,
  },
  '_trip.js': { file: 'assets/trip-1.js', imports: ['_dates.js'] },
  '_dates.js': { file: 'assets/dates-1.js' },
  'src/features/content/pages/about-page.tsx': { file: 'assets/about-page-1.js', isDynamicEntry: true },
  // A dashboard page, inside a layout that is a chunk of its own.
  'src/app/layouts/dashboard-layout.tsx': {
    file: 'assets/dashboard-layout-1.js',
    imports: ['_shell.js', '_framework.js'],
    isDynamicEntry: true,
  },
  '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
  'src/features/payouts/pages/payouts-page.tsx': { file: 'assets/payouts-page-1.js', isDynamicEntry: true },
};

const t = useWebApp(
  { index: INDEX, renderer: RENDERER, files: { '.vite/manifest.json': JSON.stringify(MANIFEST) } },
  // Long enough for the first, cold API call of a render on a busy machine; the page that never settles waits it.
  { SSR_TIMEOUT_MS: '2000' },
);
const page = (url: string) => pageOf(t, url);
const preloaded = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="preloaded-queries">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? 'null',
  );

describe('public pages rendered on the server', () => {
  it('puts the page into #root, with the data it was rendered from for the browser to hydrate with', async () => {
    const host = await createUser(t.db);
    const l = await createListing(t.db, host.id, { externalListingName: 'Loft <one> & two' });
    const { status, body } = await page(`/stays/${l.id}?start=2027-01-01`);
    expect(status).toBe(200);
    // Rendered from the API reached in process, with the query string.
    expect(body).toContain(
      `<div id="root"><main><h1>Loft &lt;one&gt; &amp; two</h1><p>?start=2027-01-01 $& $1</p></main></div>`,
    );
    // The head is the page's own, in <head>, in place of the generic one; nothing else writes a title.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<title>Loft &lt;one&gt; &amp; two · Innkeep</title>');
    expect(head).toContain(`<link rel="canonical" href="https://stays.example/stays/${l.id}"/>`);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).not.toContain('Generic');
    expect(body).not.toContain('<noscript>');
    // The app's and its page's CSS are there before the scripts are (nothing moves when the chunks load). The
    // code loads once the page is painted: start-app.js gets the entry and every module to preload and
    // evaluate, each after the modules it imports, and each once.
    expect(body).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/start-1.css" />',
        '<link rel="stylesheet" crossorigin href="/assets/carousel-1.css" />',
        '<link rel="stylesheet" crossorigin href="/assets/stay-page-1.css" />',
      ].join('\n    '),
    );
    expect(body).toContain(
      '<script src="/start-app.js" defer data-entry="/assets/index-1.js" data-modules="/assets/framework-1.js /assets/start-1.js /assets/carousel-1.js /assets/stay-page-1.js"></script>',
    );
    expect(body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(body.split('framework-1.js')).toHaveLength(2);
    expect(body).not.toContain('index-1.css');
    expect(preloaded(body)).toEqual([
      {
        queryKey: ['stays', l.id],
        data: expect.objectContaining({ id: l.id, external_listing_name: 'Loft <one> & two' }),
      },
      { queryKey: ['status'], data: 200 },
    ]);
  });

  it('leaves a page to the browser when the renderer says so, fails or takes too long, and still answers', async () => {
    for (const [url, title] of [
      ['/about_us', 'About us'],
      ['/contact_us', 'Contact us'],
      ['/blogs', 'Blog'],
    ] as const) {
      const res = await page(url);
      // Named by its route (packages/contract/src/routes.ts) until the browser renders it.
      expectBrowserPage(res, url, 200, title);
      expect(res.body, url).toContain('<noscript>Innkeep needs JavaScript to run.</noscript>');
      // The browser renders it: the app's script loads with the page.
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(res.body, url).not.toContain('start-app.js');
    }
    // With its modules, all asked for at once (see the shell below).
    expect((await page('/about_us')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/start-1.js" />\n    <link rel="modulepreload" crossorigin href="/assets/about-page-1.js" />',
    );
  });

  it("sends a page only the browser renders as the app's shell, with every module of its page to fetch at once", async () => {
    const res = await t.app.inject({ url: '/reservation/Ab12Cd34?from=mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // index.html as it is (its own title, its script), not rendered ...
    expect(head).toContain('<title>Generic</title>');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(res.body).toContain('<div id="root"></div>');
    // ... with the app's and the page's chunks linked, each once and after those it imports: the browser no longer
    // finds them one level of imports at a time before the page can ask for its reservation.
    expect(head).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/start-1.css" />',
        '<link rel="modulepreload" crossorigin href="/assets/start-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/dates-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/trip-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/finalize-booking-page-1.js" />',
      ].join('\n    '),
    );
    expect(head.split('framework-1.js')).toHaveLength(2);
    // Revalidated like the file it was: a 304 while it holds.
    const again = await t.app.inject({
      url: '/reservation/Ab12Cd34',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("links a dashboard page's layout, a chunk of its own, before the page", async () => {
    const head = (await page('/payouts')).body.split('</head>')[0];
    expect(head).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/start-1.css" />',
        '<link rel="stylesheet" crossorigin href="/assets/shell-1.css" />',
        '<link rel="modulepreload" crossorigin href="/assets/start-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/shell-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-layout-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/payouts-page-1.js" />',
      ].join('\n    '),
    );
  });

  it('answers 404 with the head of a page whose data is not found, and renders neither it nor the dashboard', async () => {
    const missing = await page('/stays/999999');
    expectBrowserPage(missing, '/stays/999999', 404, 'Stay not found');
    expect(missing.body).not.toContain('Not found</main>');
    const unknown = await page('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<title>Page not found · Innkeep</title>');
    expect((await page('/dashboard')).body).toContain('<div id="root"></div>');
  });
});
