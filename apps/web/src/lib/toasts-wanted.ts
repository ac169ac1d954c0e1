import { useSyncExternalStore } from 'react';

// Whether a page has shown a toast yet. Toasts come after a host's or an admin's action; the guest site shows
// none, so their container (Mantine's Notifications, with react-remove-scroll: about 14 KB gzip) loads only
// once one is shown (lib/notifications.ts, app/providers.tsx).
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
