import { type ComponentType, isValidElement, type ReactElement, type ReactNode, useEffect } from 'react';
import { lazyPart } from '../hydration/lazy-part.tsx';
import type { PageLoader } from '../lib/page-loader.ts';

/** A page module: its component, and the data its server render needs (lib/page-loader.ts). */
export type PageModule = { default: ComponentType; loader?: PageLoader };

/**
 * The page is live: rendered, or hydrated over the server's HTML (React hydrates the page after the layout
 * around it, in a pass of its own). Tests wait for `<html data-ready>` before they click or type.
 */
function markReady(): void {
  document.documentElement.dataset.ready = 'true';
}

// Every page module, each its own chunk, named by its path from this folder.
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  './home/home-page.tsx',
  './inbox/inbox-page.tsx',
  './calendar/multi-calendar-page.tsx',
  './not-found-page.tsx',
]);

interface PageInfo {
  /** The page's module (loaded once). */
  load: () => Promise<PageModule>;
  preload: () => Promise<void>;
  /** The module's path from the web app's root, as Vite's build manifest names it. */
  file: string;
}
const pages = new WeakMap<ReactElement, PageInfo>();

/**
 * A route element whose code is split into its own chunk. `page` is the module's path from `apps/web/src`, as
 * the route table writes it (`features/content/pages/blogs-page.tsx`); the module default-exports the page.
 * Once its code has loaded the page renders directly, so a page preloaded with `preloadPage` never suspends.
 */
export function lazyPage(page: string): ReactElement {
  const key = page.startsWith('app/') ? `./${page.slice(4)}` : `../${page}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module at src/${page} (lazy-page.tsx lists where pages live)`);
  const Content = lazyPart(() => load().then((module) => module.default));
  function Page() {
    useEffect(markReady, []);
    return <Content />;
  }
  const element = <Page />;
  pages.set(element, { load, preload: Content.preload, file: `src/${page}` });
  return element;
}

/**
 * Loads a route element's page code now. start.tsx does it before hydrating server HTML: a page still loading
 * while the router updates would make React drop the server's HTML for a loader, and the page would jump.
 */
export function preloadPage(element: ReactElement): Promise<void> {
  return pages.get(element)?.preload() ?? Promise.resolve();
}

/** A route element's page module, loaded (entry-server.tsx runs its loader), or undefined for another element. */
export async function pageModule(element: ReactNode): Promise<PageModule | undefined> {
  const info = isValidElement(element) ? pages.get(element) : undefined;
  if (!info) return undefined;
  await info.preload();
  return info.load();
}

/** The source file of a route element's page (entry-server.tsx tells the server, which links its CSS). */
export function pageFile(element: ReactNode): string | undefined {
  return isValidElement(element) ? pages.get(element)?.file : undefined;
}
