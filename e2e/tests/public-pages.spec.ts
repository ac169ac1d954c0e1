import { expect, test } from '../fixtures.ts';

// docs/requirements/public.md#R-P2: the guest site's pages arrive rendered by the server, and the browser hydrates
// them without a mismatch, each with the head it renders itself (components/page-meta.tsx). (spa.routes.test.ts
// covers the status codes, sitemap, robots.txt and compression on the server alone.)

const PUBLIC_PAGES = [
  '/',
  '/blogs',
  '/blogs/1',
  '/about_us',
  '/contact_us',
  '/find-booking',
  '/category_listings',
  '/category/apartment',
  '/privacy_policy',
  '/terms_of_use',
  '/cookie_policy',
];

test('a stay page arrives rendered: name, price, description and photos in the HTML itself', async ({
  request,
  createListing,
}) => {
  const listing = await createListing({
    description: 'Tiled kitchen, quiet courtyard & a <b>real</b> oven.',
  });
  const response = await request.get(`/stays/${listing.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`<h1`);
  expect(root).toContain(listing.external_listing_name);
  expect(root).toContain('Tiled kitchen, quiet courtyard &amp; a &lt;b&gt;real&lt;/b&gt; oven.');
  expect(root).toMatch(/<img[^>]+src="\/uploads\/listings\/\d+\/photos\//);
  // The browser starts from the data the server rendered with: no second request for the listing.
  expect(html).toContain('id="preloaded-queries"');
  expect(html).not.toContain('needs JavaScript');
  // What it shows is the listing's alone: its nights come in the browser, so a booking or a price change does not
  // drop the kept page (decision 0110).
  expect(response.headers()['surrogate-key']).toBe(`listing:${listing.id}`);
  expect(root).toContain('aria-busy="true"');
});

/** The document's head as the server sent it. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );

test('a stay page writes its whole head: title, description, canonical, link preview, cover preload, JSON-LD', async ({
  request,
  createListing,
  baseURL,
}) => {
  const listing = await createListing({ description: 'Sunlight all day, "quiet" street & <b>tiles</b>.' });
  const response = await request.get(`/stays/${listing.id}?utm_source=x`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = headOf(html);
  const name = listing.external_listing_name;
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(head).toContain(`<title>${name} · Innkeep</title>`);
  expect(head).toMatch(
    /<meta name="description" content="[^"]+ for up to \d+ guests?\. Sunlight all day, &quot;quiet&quot; street &amp; &lt;b&gt;tiles/,
  );
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/stays/${listing.id}"/>`);
  expect(head).toContain(`<meta property="og:title" content="${name} · Innkeep"/>`);
  expect(head).toContain(`<meta property="og:url" content="${baseURL}/stays/${listing.id}"/>`);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(head).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/uploads/listings/`));
  // The cover photo is asked for at once, at high priority, in the size the screen needs.
  expect(head).toMatch(
    /<link rel="preload"[^>]* as="image"[^>]*imageSrcSet="[^"]+"[^>]*fetchPriority="high"|<link rel="preload" as="image"[^>]+fetchpriority="high"/i,
  );
  const [ld] = jsonLd(html);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name,
    description: 'Sunlight all day, "quiet" street & <b>tiles</b>.',
    url: `${baseURL}/stays/${listing.id}`,
    makesOffer: { '@type': 'Offer', priceCurrency: listing.currency_code },
  });
  expect(ld.image[0]).toMatch(new RegExp(`^${baseURL}/uploads/listings/`));
});

test('a page whose data is not there answers 404 with its own title; so does a path with no page', async ({
  request,
}) => {
  for (const [url, title] of [
    ['/stays/999999', 'Stay not found'],
    ['/stays/abc', 'Stay not found'],
    ['/blogs/424242', 'Blog post not found'],
    ['/category/no-such-kind', 'Category not found'],
    ['/no-such-page', 'Page not found'],
    ['/stays/1/photos', 'Page not found'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(headOf(html), url).toContain(`<title>${title} · Innkeep</title>`);
    // The app starts and shows what the page says.
    expect(html, url).toContain('<div id="root"></div>');
  }
  const home = await (await request.get('/')).text();
  expect(jsonLd(home)).toEqual([expect.objectContaining({ '@type': 'WebSite', name: 'Innkeep' })]);
  const post = await (await request.get('/blogs/1')).text();
  expect(headOf(post)).toContain('<meta property="og:type" content="article"/>');
  expect(jsonLd(post)).toEqual([expect.objectContaining({ '@type': 'BlogPosting' })]);
});

test('without JavaScript a guest still reads the home page, its stays and a stay', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible();
  const name = (await card.locator('p').first().textContent())?.trim() ?? '';
  // A plain link: without script the browser follows it and the server renders the stay.
  await card.click();
  await expect(page).toHaveURL(/\/stays\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/per night/i).first()).toBeVisible();
  await context.close();
});

test('every public page arrives rendered, hydrates without an error, and then responds', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  // A script the CSP refuses (an eval probe, say) is reported only to the page: make it a console error too.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    // Its first element, after the marker of the route's Suspense boundary when that comes first.
    expect(html, `${path} arrives with its content`).toMatch(/<div id="root">(?:<!--\$-->)?<[a-z]/);
    expect(html, `${path} needs no inline script`).not.toMatch(/<script>/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: React has attached to the server's HTML (its root container carries React's key).
    await expect
      .poll(() =>
        page.locator('#root').evaluate((root) => Object.keys(root).some((k) => k.startsWith('__react'))),
      )
      .toBe(true);
    // Production React does not report an attribute that differs between the server's HTML and the browser's
    // first render (useId-made ids and the labels that point at them): compare each with React's own props.
    const differing = await page.evaluate(() => {
      const names: Record<string, string> = {
        id: 'id',
        for: 'htmlFor',
        'aria-labelledby': 'aria-labelledby',
        'aria-describedby': 'aria-describedby',
        'aria-controls': 'aria-controls',
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll('#root *')) {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        if (!key) continue;
        const props = (el as unknown as Record<string, Record<string, unknown>>)[key] ?? {};
        for (const [attribute, prop] of Object.entries(names)) {
          const value = el.getAttribute(attribute);
          if (value !== null && prop in props && String(props[prop]) !== value)
            out.push(`${attribute}="${value}", React has "${String(props[prop])}"`);
        }
      }
      return out;
    });
    expect(differing, `${path}: attributes React would render differently`).toEqual([]);
    // The hydrated page keeps the server's ids: an id that changed after hydration (Mantine swaps its ids for
    // random ones unless the build keeps them, vite-plugins/stable-mantine-ids.ts) re-renders every input,
    // popover and menu in one synchronous task.
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const serverIds = [...html.matchAll(/ id="(mantine-[^"]+)"/g)].map((m) => m[1] as string);
    const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), serverIds);
    expect(missing, `${path}: server ids gone after hydration`).toEqual([]);
  }
  // A form checks its fields with a schema (zod) without an eval the CSP would refuse (src/lib/zod-in-browser.ts).
  await page.goto('/contact_us');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Email' }).fill('not an address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  // Hydrated means interactive: the phone menu opens on the last page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page’s footer hydrates once the visitor reaches it, and its links then navigate within the app', async ({
  page,
}) => {
  await page.goto('/privacy_policy');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const footer = page.locator('footer');
  const terms = footer.getByRole('link', { name: 'Terms of use' });
  // The footer's code is a chunk of its own that loads near the footer (the page's start does not carry it).
  await footer.scrollIntoViewIfNeeded();
  await expect
    .poll(() => terms.evaluate((link) => Object.keys(link).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await terms.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window), 'no full page load').toBe(true);
});
