import { useCallback, useRef } from 'react';

/**
 * A confirmation that appears after the guest acted (paid from the e-mailed link, cancelled), often far from
 * where they were: when its element appears for a new `message`, it is scrolled into view and focused, so it
 * is seen and read out. A ref callback, because the element may appear only after a refetch re-draws the page.
 */
export function useRevealWhenShown<T extends HTMLElement>(message: string | null) {
  const revealed = useRef<string | null>(null);
  return useCallback(
    (element: T | null) => {
      if (!element || !message || revealed.current === message) return;
      revealed.current = message;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    },
    [message],
  );
}
