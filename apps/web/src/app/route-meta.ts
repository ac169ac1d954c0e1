import { useMatches } from 'react-router';
import type { RouteMeta } from './routes.tsx';

/** The meta of the deepest matched route (the page itself). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.layout) return handle;
  }
  return undefined;
}
