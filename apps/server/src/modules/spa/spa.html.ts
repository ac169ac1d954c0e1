import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { PageAssets } from './spa.assets.ts';

/**
 * The public pages' document: index.html of the build with the page's head in place of the generic title and
 * description (what the page rendered: title, description, canonical URL, Open Graph and Twitter tags, the LCP
 * image preload), the data it rendered with (the client seeds its query cache with it) and the page in #root.
 * Pure string work; spa.routes decides what goes in.
 */

export interface RenderedPage {
  status: number;
  /** Markup for <head>: the page's own (entry-server.tsx), or the route's title (spa.service routeHead). */
  head: string;
  /** Query-cache entries the client starts with, so the first screen needs no API call. */
  preload?: PreloadedQuery[];
  /** The page rendered by the web app on the server (spa.ssr): the browser hydrates it. */
  body?: string;
  /** Its page's stylesheets and chunks (spa.assets), linked in the head. */
  assets?: PageAssets;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** JSON inside a <script>: "<" is escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The build's entry script and module preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The script that starts the app on a server-rendered page (apps/web/public/start-app.js). */
const START_APP_SCRIPT = '/start-app.js';

/**
 * A server-rendered page is on screen without its scripts, which only hydrate it: instead of loading them with
 * the page (they took the bandwidth and the main thread before the first paint), start-app.js loads the app's
 * and the page's modules once the browser has painted, evaluates them one task at a time in the order given
 * (each after the modules it imports: spa.assets), and then the entry. Decision record 0017.
 */
function startAfterPaint(template: string, pageModules: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const entryImports = [...template.matchAll(MODULE_PRELOADS)].map((m) => m[1] as string);
  const modules = [...new Set([...entryImports, ...pageModules])];
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(
      '</head>',
      () =>
        `  <script src="${START_APP_SCRIPT}" defer data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}"></script>\n  </head>`,
    );
}

const stylesheetLinks = (css: string[]) =>
  css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);

/**
 * The links that let the browser fetch a page it renders itself all at once, with the entry: the start chunk
 * lists no page's chunks to preload (vite.config.ts, decision record 0019), so without them the browser finds a
 * page's chunks one level of imports at a time, a round trip each, before the page can ask for its data. The
 * chunks index.html preloads already are not repeated.
 */
function pageModuleLinks(template: string, assets: PageAssets | undefined): string[] {
  const inTemplate = new Set([...template.matchAll(MODULE_PRELOADS)].map((m) => m[1]));
  return [
    ...stylesheetLinks(assets?.css ?? []),
    ...(assets?.js ?? [])
      .filter((href) => !inTemplate.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/** The app's shell for a page only the browser renders (a guest's booking, the dashboard): its modules linked. */
export function shellDocument(template: string, assets: PageAssets): string {
  const links = pageModuleLinks(template, assets);
  if (links.length === 0) return template;
  return template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/** The build's index.html with the page's head and body parts in place of the generic ones. */
export function renderDocument(template: string, page: RenderedPage): string {
  const rendered = page.body !== undefined;
  // A rendered page's modules load after its paint (start-app.js); the browser renders any other page at once.
  const links = rendered ? stylesheetLinks(page.assets?.css ?? []) : pageModuleLinks(template, page.assets);
  let html = (rendered ? startAfterPaint(template, page.assets?.js ?? []) : template)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${[page.head, ...links].join('\n    ')}\n  </head>`);
  if (page.preload?.length) {
    html = html.replace(
      '<div id="root">',
      `<script type="application/json" id="preloaded-queries">${scriptJson(page.preload)}</script>\n    <div id="root">`,
    );
  }
  if (rendered) {
    // The content is in the page itself: "needs JavaScript" would be untrue.
    html = html
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  }
  return html;
}
