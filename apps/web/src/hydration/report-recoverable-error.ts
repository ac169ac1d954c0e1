import type { ErrorInfo } from 'react-dom/client';

/**
 * `hydrateRoot`'s `onRecoverableError` (app/start.tsx): what the server rendered and what the browser's first
 * render made differ, or a part failed and rendered again, and React recovered by rendering that boundary again
 * in the browser. Said in the console with a mark the browser tests look for: every end-to-end test fails on
 * one (e2e/fixtures.ts).
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[hydration] ${message}${cause}${info.componentStack ?? ''}`);
}
