import { type ComponentType, createElement, lazy } from 'react';
import { loadOnce } from '../lib/load-once.ts';

const everyPart = new Set<() => Promise<void>>();

/**
 * Loads the code of every part defined so far, and of the parts those define, until none is missing. The server
 * renderer does it once at start (entry-server.tsx), so no part suspends in its one render pass: a part whose
 * code came during a render would leave a fallback and an inline script to swap it, which the CSP forbids.
 */
export async function preloadEveryPart(): Promise<void> {
  let count = -1;
  while (count !== everyPart.size) {
    count = everyPart.size;
    await Promise.all([...everyPart].map((preload) => preload()));
  }
}

/** A component whose code loads when it is first rendered or preloaded, with `preload` to load it sooner. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component split into a chunk of its own (a page: app/lazy-page.tsx; a part of a page below its first
 * screen, which the page's start does not load). Inside a `HydrateOnView` given its `preload`, server HTML stays
 * as it is until the part is near the window and its code is here (decision record 0017). Once loaded it renders
 * directly, so it never suspends again:
 * `const TopDeals = lazyPart(() => import('./top-deals.tsx').then((m) => m.TopDeals));`
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  // A failed load (the network dropped) is tried again the next time.
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
    }),
  );
  everyPart.add(preload);
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Part(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Part, { preload });
}
