import type { Plugin } from 'vite';

/** @mantine/hooks' use-id module, wherever npm put the package. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (@mantine/hooks 9) renders React's id, then swaps it for a random one in a layout effect.
 * Every Popover, input, menu and AppShell on a server-rendered page therefore re-renders synchronously as soon
 * as it has hydrated; AppShell's new context value even forces the page below it to hydrate in one
 * synchronous task (about 230 ms on the home page, far more on a phone). This build keeps React's id, which
 * is the one the server rendered and is unique within the page's React root. Decision record 0017.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'innkeep-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
  };
}
