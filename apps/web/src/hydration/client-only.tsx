import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True once the page runs in the browser after hydration; false on the server and while the browser hydrates
 * server HTML, so both render the same tree first.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * What only a browser can render (a Leaflet map needs `window` as soon as its code loads): the server and
 * the hydrating browser render `fallback`, which should take the same room.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useIsClient() ? children : fallback;
}
