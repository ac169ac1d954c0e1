import { useEffect, useRef } from 'react';

/**
 * A payment's failure appears next to Pay, often at the bottom edge of the screen: each new message is
 * scrolled to the middle of the window and focused (screen readers read it), so the guest sees what happened.
 */
export function useRevealed<T extends HTMLElement>(message: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!message) return;
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [message]);
  return ref;
}
