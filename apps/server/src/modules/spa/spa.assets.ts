import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a server-rendered page needs from the web build beyond index.html: the stylesheets of the app and of
 * its page (without them the HTML is unstyled until the scripts load, and moves when they do) and the script
 * chunks that start the app and render the page, dependencies first, so that public/start-app.js can preload
 * them all and evaluate them one task at a time. Read from Vite's build manifest (dist/.vite/manifest.json).
 *
 * The entry (main.tsx) holds the global styles, which index.html links, and imports app/start.tsx
 * dynamically: the app's modules are the entry's static graph and its dynamic imports' graphs.
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets beyond index.html's, as absolute paths (`/assets/…css`). */
  css: string[];
  /** Script chunks to preload and evaluate, each after the chunks it imports. The entry is not one of them. */
  js: string[];
}

/**
 * A page's assets by its module (`src/features/…-page.tsx`), with those of its layout's module when the layout
 * is a chunk of its own (the dashboard's and the admin's: `src/app/layouts/dashboard-layout.tsx`).
 */
export type PageAssetsOf = (page: string | undefined, layout?: string) => PageAssets;

const NONE: PageAssets = { css: [], js: [] };

/** Chunks reachable from `keys` through static imports, each once, every chunk after those it imports. */
function dependenciesFirst(manifest: Manifest, keys: string[], skip = new Set<string>()): string[] {
  const order: string[] = [];
  const seen = new Set(skip);
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    order.push(key);
  };
  for (const key of keys) visit(key);
  return order;
}

/** The lookup for a build folder; without a manifest (an older build, the tests' stand-in) a page needs none. */
export function pageAssetsFrom(distDir: string): PageAssetsOf {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // What index.html loads itself: the entry and its static imports (with their stylesheets).
  const inTemplate = new Set(dependenciesFirst(manifest, entries));
  // The app's chunks (the entry's dynamic imports, dependencies first), then each page's own: neither list
  // holds the entry, which start-app.js loads apart, last.
  const app = dependenciesFirst(
    manifest,
    entries.flatMap((key) => manifest[key]?.dynamicImports ?? []),
    new Set(entries),
  );
  const beforePage = new Set([...entries, ...app]);
  const cache = new Map<string, PageAssets>();
  return (page, layout) => {
    if (!page || !manifest[page]) return NONE;
    const modules = layout && manifest[layout] ? [layout, page] : [page];
    const key = modules.join(' ');
    const known = cache.get(key);
    if (known) return known;
    const chunks = [...app, ...dependenciesFirst(manifest, modules, beforePage)];
    const assets: PageAssets = {
      css: [
        ...new Set(chunks.filter((key) => !inTemplate.has(key)).flatMap((key) => manifest[key]?.css ?? [])),
      ].map((f) => `/${f}`),
      js: chunks.map((key) => `/${manifest[key]?.file}`),
    };
    cache.set(key, assets);
    return assets;
  };
}
