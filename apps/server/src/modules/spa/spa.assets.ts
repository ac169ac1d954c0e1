import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a server-rendered page needs from the web build beyond index.html: its page chunk's CSS (without it the
 * HTML is unstyled until the script loads the chunk, and moves when it does) and its chunks, preloaded so
 * hydration can start sooner. Read from Vite's build manifest (dist/.vite/manifest.json).
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets, as absolute paths (`/assets/…css`). */
  css: string[];
  /** Script chunks to preload. */
  js: string[];
}

export type PageAssetsOf = (page: string | undefined) => PageAssets;

const NONE: PageAssets = { css: [], js: [] };

/** Chunks reachable from `keys` through static imports, each once. */
function reachable(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The lookup for a build folder; without a manifest (an older build, the tests' stand-in) a page needs none. */
export function pageAssetsFrom(distDir: string): PageAssetsOf {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // index.html already loads the entry and what it imports.
  const loaded = reachable(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  const cache = new Map<string, PageAssets>();
  return (page) => {
    if (!page || !manifest[page]) return NONE;
    const known = cache.get(page);
    if (known) return known;
    const chunks = [...reachable(manifest, [page])].filter((key) => !loaded.has(key));
    const assets = {
      css: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map((f) => `/${f}`),
      js: chunks.map((key) => `/${manifest[key]?.file}`),
    };
    cache.set(page, assets);
    return assets;
  };
}
