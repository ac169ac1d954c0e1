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

function assetTags(assets: PageAssets | undefined): string[] {
  if (!assets) return [];
  return [
    ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...assets.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
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
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(
      '</head>',
      () => `  ${[headTags(page.head), ...assetTags(page.assets)].join('\n    ')}\n  </head>`,
    );
  if (page.preload?.length) {
    html = html.replace(
      '<div id="root">',
      `<script type="application/json" id="preloaded-queries">${scriptJson(page.preload)}</script>\n    <div id="root">`,
    );
  }
  if (page.body !== undefined) {
    // The content is in the page itself: "needs JavaScript" would be untrue.
    html = html
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  } else if (page.noscript) {
    html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${page.noscript}</noscript>`);
  }
  return html;
}
