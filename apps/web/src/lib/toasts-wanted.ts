import { useEffect, useState } from 'react';

// Whether a page has shown a toast yet. Toasts come after a host's or an admin's action; the guest site shows
// none, so their container (Mantine's Notifications, with react-remove-scroll: about 14 KB gzip) loads only
// once one is shown (lib/notifications.ts, app/providers.tsx). The answer is the mounted app's, not the
// module's: a new app (a test's render) starts without toasts.
const listeners = new Set<() => void>();

export function wantToasts(): void {
  for (const listener of listeners) listener();
}

export function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const listener = () => setWanted(true);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [wanted]);
  return wanted;
}
