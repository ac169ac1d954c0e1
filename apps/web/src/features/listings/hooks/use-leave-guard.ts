import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps a host from losing a half-filled listing: while `dirty`, leaving for another page is held for
 * a confirmation (the returned blocker), and closing or reloading the tab asks the browser's own question.
 * Call `allowLeaving()` right before navigating away on purpose (after a successful save).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
