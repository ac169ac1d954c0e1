import type { PreloadedQuery } from '@innkeep/contract/page-meta';
import type { PageAssets } from './spa.assets.ts';

/**
 * The public pages' document as a crawler or a link preview reads it: index.html of the build with the page's
 * own <title>, description, canonical URL, Open Graph and Twitter tags, JSON-LD, the LCP image preload, the
 * data the page would fetch first (the client seeds its query cache with it) and, in <noscript>, the page's
 * text. Pure string work; spa.service decides what goes in.
 */

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URL of the image a shared link shows. */
  image?: string;
  ogType?: 'website' | 'article';
  /** schema.org objects, each written as its own ld+json script. */
  jsonLd?: object[];
  /** The largest image of the first screen, fetched before the script asks for it. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** HTML for readers that run no script (inside <noscript>), when the page has no server-rendered body. */
  noscript?: string;
  /** Query-cache entries the client starts with, so the first screen needs no API call. */
  preload?: PreloadedQuery[];
  /** The page rendered by the web app on the server (spa.ssr): the browser hydrates it. */
  body?: string;
  /** Its page's stylesheets and chunks (spa.assets), linked in the head. */
  assets?: PageAssets;
  /** What the head was made from, as the page cache's tags (spa.tags). */
  tags?: string[];
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

function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', 'Innkeep'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image)
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high" />`,
    );
  }
  for (const item of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return tags.join('\n    ');
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
    .replace('</head>', () => `  ${[headTags(page.head), ...stylesheets].join('\n    ')}\n  </head>`);
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
  } else if (page.noscript) {
    html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${page.noscript}</noscript>`);
  }
  return html;
}
