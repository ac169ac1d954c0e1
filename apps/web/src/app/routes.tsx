import { ROUTES, type RouteEntry } from '@innkeep/contract/routes';
import type { ReactElement } from 'react';
import { lazyPage, preloadPage } from './lazy-page.tsx';

/**
 * The web app's routes, made from the route table (packages/contract/src/routes.ts): each entry's page module
 * becomes a route element whose code is a chunk of its own (lazy-page.tsx). Nothing to add here for a new page.
 */
export type { LayoutName } from '@innkeep/contract/routes';

export interface RouteMeta {
  layout: RouteEntry['layout'];
  /** undefined: anyone. 0: host (is_admin false). 1: admin (is_admin true). docs/requirements/wire.md#R-W14. */
  auth?: 0 | 1;
  /** Hides the layout footer (a route may hide the dashboard footer, docs/requirements/wire.md#R-W12). */
  hideFooter?: boolean;
  /** The route's entry in the table: its title, description and whether it is public. */
  entry: RouteEntry;
  /** Loads the page's code now, before it renders (lazy-page.tsx). */
  preload: () => Promise<void>;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  element: ReactElement;
}

const AUTH = { anyone: undefined, host: 0, admin: 1 } as const;

export function appRoutes(table: readonly RouteEntry[]): AppRoute[] {
  return table.map((entry) => {
    const element = lazyPage(entry.page);
    const preload = () => preloadPage(element);
    const meta = {
      layout: entry.layout,
      auth: AUTH[entry.access],
      hideFooter: entry.hideFooter,
      entry,
      preload,
    };
    return { path: entry.path, meta, element };
  });
}

export const routes: AppRoute[] = appRoutes(ROUTES);
