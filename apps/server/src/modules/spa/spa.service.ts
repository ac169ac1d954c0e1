import { fullTitle, pageDescription, parseUrlId } from '@innkeep/contract/page-meta';
import {
  closedPrefixes,
  fixedPublicPaths,
  matchRoute,
  NOT_FOUND_PATH,
  ROUTES,
  type RouteEntry,
} from '@innkeep/contract/routes';
import type { AppDeps } from '../../lib/deps.ts';
import * as content from '../content/content.service.ts';
import * as listings from '../listings/listings.service.ts';
import { escapeHtml } from './spa.html.ts';

type Deps = Pick<AppDeps, 'env' | 'db' | 'storage'>;

/**
 * What the route table (packages/contract/src/routes.ts) says of a path: a public page (the server renders it:
 * the page writes its own head and says whether its data was found), a page of the app that stays the plain
 * shell (sign-in, the dashboard), or no page at all, which is a 404 so crawlers do not index the app's "We
 * can't find that page" as a page.
 */
export type PageAt =
  | { kind: 'public'; route: RouteEntry; params: Record<string, string> }
  | { kind: 'shell'; route: RouteEntry }
  | { kind: 'not-found' };

export function pageAt(path: string): PageAt {
  const found = matchRoute(path);
  if (!found || found.route.path === NOT_FOUND_PATH) return { kind: 'not-found' };
  return found.route.public
    ? { kind: 'public', route: found.route, params: found.params }
    : { kind: 'shell', route: found.route };
}

/**
 * The head of a page the server sends without rendering it (its render failed, timed out, or the visitor spent
 * their renders; a path with no page): the route's title and description, and the page's canonical URL. A
 * rendered page's head is its own (components/page-meta.tsx in the web app).
 */
export function routeHead(deps: Deps, path: string, route: RouteEntry | undefined, found = true): string {
  const entry = route ?? ROUTES.find((r) => r.path === NOT_FOUND_PATH);
  const title = found ? entry?.title : (entry?.record?.notFoundTitle ?? entry?.title);
  return [
    `<title>${escapeHtml(fullTitle(title ?? 'Innkeep'))}</title>`,
    `<meta name="description" content="${escapeHtml(pageDescription(found ? entry?.description : null))}" />`,
    `<link rel="canonical" href="${escapeHtml(`${deps.env.publicBaseUrl}${path}`)}" />`,
  ].join('\n    ');
}

/**
 * Whether the record a page shows exists, for a page the server sends without rendering it: its route's `record`
 * read (`/api/stays/:id`) through the API in process, so the answer and what it read (spa.tags) are the API's. A
 * malformed id or a 4xx answer is not found; undefined when the API could not say (the browser will ask again).
 */
export async function recordFound(
  read: (url: string) => Promise<number>,
  route: RouteEntry,
  params: Record<string, string>,
): Promise<boolean | undefined> {
  if (!route.record) return true;
  if (params.id !== undefined && parseUrlId(params.id) === null) return false;
  const url = route.record.api.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const status = await read(url);
  if (status < 300) return true;
  return status < 500 ? false : undefined;
}

/** `/sitemap.xml`: the public pages of the route table, every bookable listing and every blog post. */
export async function sitemap(deps: Deps): Promise<string> {
  const base = deps.env.publicBaseUrl;
  const [ids, blogs] = await Promise.all([listings.bookableIds(deps.db), content.listBlogs(deps)]);
  const entry = (path: string, lastmod?: Date | string) =>
    `<url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...fixedPublicPaths().map((path) => entry(path)),
    ...ids.map((row) => entry(`/stays/${row.id}`, row.updatedAt)),
    ...blogs.map((blog) => entry(`/blogs/${blog.id}`, blog.created_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: the public pages are open to crawlers; the API and every other page of the table are not. */
export function robots(deps: Deps): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...closedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${deps.env.publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
