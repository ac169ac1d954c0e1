import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createBlog } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { expectBrowserPage, indexHtml, pageOf, useWebApp } from '../../test/web-build.ts';
import * as listingsService from '../listings/listings.service.ts';

// A web build as Vite and apps/web/vite-plugins/precompress.ts leave it: index.html and a hashed script
// with its .br and .gz beside it.
const INDEX = indexHtml(`    <meta charset="UTF-8" />
    <title>Innkeep — find a stay or manage your rental</title>
    <meta
      name="description"
      content="Generic."
    />
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>`);
const SCRIPT = `console.log(${JSON.stringify('innkeep '.repeat(400))});`;

// No renderer: the server must not find a server-rendering bundle beside the build.
const t = useWebApp({
  index: INDEX,
  files: {
    'assets/index-Ab12Cd34.js': SCRIPT,
    'assets/index-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
    'assets/index-Ab12Cd34.js.gz': gzipSync(SCRIPT),
  },
});

const html = (url: string) => pageOf(t, url);
const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );

// What a rendered page says (its head, JSON-LD, its body) is the web app's (components/page-meta.tsx), checked
// through the real build by e2e/tests/public-pages.spec.ts. Here the server has no renderer: a public page is
// sent with its route's title and canonical URL, and the browser renders it.
describe('a public page the server cannot render', () => {
  it("carries its route's title, description and canonical URL, and starts the app", async () => {
    const host = await createUser(t.db);
    const l = await createListing(t.db, host.id, { externalListingName: 'Rooftop loft' });
    const { status, body } = await html(`/stays/${l.id}?start=2027-01-01`);
    expect(status).toBe(200);
    expect(body).toContain('<title>Stay · Innkeep</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).not.toContain('Generic.');
    expect(body).toContain(`<link rel="canonical" href="https://stays.example/stays/${l.id}" />`);
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('/assets/index-Ab12Cd34.js');
    expect(jsonLd(body)).toEqual([]);
  });

  it('answers 404 for unknown, unpublished and malformed ids, and still sends the page that says so', async () => {
    const host = await createUser(t.db);
    const draft = await createListing(t.db, host.id, { draft: true, externalListingName: 'Hidden draft' });
    for (const url of [`/stays/${draft.id}`, '/stays/999999', '/stays/abc', '/stays/1e3', '/stays/0']) {
      const page = await html(url);
      expectBrowserPage(page, url, 404, 'Stay not found');
      expect(page.body).not.toContain('Hidden draft');
    }
  });
});

describe('other public pages', () => {
  it('home, blog list and about carry their titles and canonical URLs; private areas keep the plain page', async () => {
    expect((await html('/')).body).toContain('<title>Find a stay · Innkeep</title>');
    expect((await html('/')).body).toContain(
      '<meta name="description" content="Search short-term stays by destination, dates and guests',
    );
    expect((await html('/')).body).toContain('<link rel="canonical" href="https://stays.example/" />');
    expect((await html('/blogs/')).body).toContain('<title>Blog · Innkeep</title>');
    expect((await html('/about_us')).body).toContain(
      '<link rel="canonical" href="https://stays.example/about_us" />',
    );
    const dashboard = await html('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toBe(INDEX);
  });

  it('a blog post or a category that does not exist answers 404 with the page that says so', async () => {
    const blog = await createBlog(t.db, { title: 'Quiet corners' });
    const post = await html(`/blogs/${blog.id}`);
    expect(post.status).toBe(200);
    expect(post.body).toContain('<title>Blog post · Innkeep</title>');
    for (const [url, title] of [
      ['/blogs/424242', 'Blog post not found'],
      ['/blogs/abc', 'Blog post not found'],
      ['/category/no-such-kind', 'Category not found'],
    ] as const) {
      expectBrowserPage(await html(url), url, 404, title);
    }
    expect((await html('/category/apartment')).status).toBe(200);
  });
});

describe('status of the pages the web app does not have', () => {
  it('answers 404 for a path the app has no page for, with the page that says so', async () => {
    for (const url of [
      '/no-such-page',
      '/no-such-page/',
      '/404',
      '/stays',
      '/stays/1/photos',
      '/category',
      '/admin/nope',
      '/dashboard/extra',
      '/reservation/abc/def',
      '/blogs/1/2?x=1',
    ]) {
      const page = await html(url);
      expectBrowserPage(page, url, 404, 'Page not found');
      expect(page.headers['content-type'], url).toContain('text/html');
      // The app still starts, and shows its not-found screen.
      expect(page.body, url).toContain('/assets/index-Ab12Cd34.js');
    }
  });

  it("keeps 200 for every page of the app's route table, with or without parameters, in any case", async () => {
    for (const url of [
      '/sign_in',
      '/reset-password?token=x',
      '/newsletter/unsubscribe',
      '/reservation',
      '/reservation/3f2a9c',
      '/book_now?listing_id=1',
      '/listing_details/12',
      '/edit_listing/12',
      '/integrations/onboarding',
      '/admin/tags',
      '/Dashboard/',
    ]) {
      const { status, body } = await html(url);
      expect(status, url).toBe(200);
      expect(body, url).toBe(INDEX);
    }
  });
});

describe('a deleted listing', () => {
  it('answers 404, removed outright or kept for its reservations', async () => {
    const host = await createUser(t.db);
    const gone = await createListing(t.db, host.id);
    const kept = await createListing(t.db, host.id, { externalListingName: 'Kept for its history' });
    await createReservation(t.db, kept.id, { startDate: '2020-01-01', endDate: '2020-01-04' });
    expect((await html(`/stays/${kept.id}`)).status).toBe(200);
    await listingsService.remove(t.app.deps, host.id, gone.id);
    await listingsService.remove(t.app.deps, host.id, kept.id);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, kept.id));
    expect(row?.deletedAt).toBeInstanceOf(Date); // soft-deleted: the row is still there
    for (const id of [gone.id, kept.id]) {
      const page = await html(`/stays/${id}`);
      expectBrowserPage(page, `/stays/${id}`, 404, 'Stay not found');
      expect(page.body).not.toContain('Kept for its history');
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every published listing, the blog posts and the static pages, and no draft or deleted listing', async () => {
    const host = await createUser(t.db);
    const published = [await createListing(t.db, host.id), await createListing(t.db, host.id)];
    const draft = await createListing(t.db, host.id, { draft: true });
    const deleted = await createListing(t.db, host.id);
    await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, deleted.id));
    const blog = await createBlog(t.db);
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const l of published) expect(locs).toContain(`https://stays.example/stays/${l.id}`);
    expect(locs).not.toContain(`https://stays.example/stays/${draft.id}`);
    expect(locs).not.toContain(`https://stays.example/stays/${deleted.id}`);
    expect(locs).toContain(`https://stays.example/blogs/${blog.id}`);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://stays.example/',
        'https://stays.example/blogs',
        'https://stays.example/privacy_policy',
      ]),
    );
  });

  it('robots.txt opens the guest site, closes the API and the private areas, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /reservation');
    expect(res.body).toContain('Disallow: /book_now');
    // No public page is closed: each page of the sitemap is open.
    const closed = [...res.body.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] as string);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const [, loc] of sitemap.matchAll(/<loc>https:\/\/stays\.example([^<]+)<\/loc>/g))
      expect(
        closed.filter((prefix) => (loc as string).startsWith(prefix)),
        loc,
      ).toEqual([]);
    expect(res.body).toContain('Sitemap: https://stays.example/sitemap.xml');
  });
});

describe('compression', () => {
  it('sends a hashed asset precompressed (br, else gzip) and keeps its immutable caching', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a hashed asset without the headers only a document reads, and a page with all of them', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ url: '/blogs' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('compresses HTML pages and API JSON above the threshold on the fly, and leaves small replies alone', async () => {
    const small = await t.app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined(); // under 1 KB
    const host = await createUser(t.db);
    const l = await createListing(t.db, host.id, { description: 'A long description. '.repeat(100) });
    const stay = await t.app.inject({ url: `/stays/${l.id}`, headers: { 'accept-encoding': 'gzip' } });
    expect(stay.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(stay.rawPayload).toString()).toContain('<title>Stay · Innkeep</title>');
    const api = await t.app.inject({ url: `/api/stays/${l.id}`, headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString()).data.id).toBe(l.id);
  });
});
