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

/** The build's index.html with the page's head and body parts in place of the generic ones. */
export function renderDocument(template: string, page: RenderedPage): string {
  const rendered = page.body !== undefined;
  const stylesheets = (page.assets?.css ?? []).map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`,
  );
  let html = (rendered ? startAfterPaint(template, page.assets?.js ?? []) : template)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${[page.head, ...stylesheets].join('\n    ')}\n  </head>`);
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
