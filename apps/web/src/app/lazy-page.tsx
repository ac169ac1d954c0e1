import { type ComponentType, lazy } from 'react';

/**
 * A route element whose code is split into its own chunk. The module must default-export the page:
 * `element: lazyPage(() => import('../features/blog/pages/blogs-page.tsx'))`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
