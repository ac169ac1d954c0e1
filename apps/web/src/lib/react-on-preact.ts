import { type Context, use as compatUse, createElement, type ReactNode, useContext } from 'preact/compat';

// preact/compat's types declare it with `export =`, which `export *` cannot re-export in TypeScript; the build
// (Vite) re-exports its ES module's names as they are.
// @ts-expect-error see above
export * from 'preact/compat';
export { default } from 'preact/compat';
// React 19 exports act from react; Testing Library and the app's hydration tests use it.
export { act } from 'preact/test-utils';

/** React 19.2's <Activity>, which Mantine's Transition, Collapse and Tabs use to keep hidden content mounted. */
export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/** `use(context)` as useContext, which server rendering supports; a promise as compat's use. */
export function use<T>(resource: Promise<T> | Context<T>): T {
  if (typeof (resource as Promise<T>).then === 'function') return compatUse(resource as Promise<T>);
  // React's `use` may be called conditionally, useContext may not: the libraries that read a context with `use`
  // (Mantine, React Router) call it at the top of their components, as a hook.
  // biome-ignore lint/correctness/useHookAtTopLevel: see above
  return useContext(resource as Context<T>);
}
