import { useEffect } from 'react';

/**
 * Keeps `px` clear at the bottom of the window while mounted: a field focused or scrolled to (Tab, an error
 * link) stops above a sticky bar there instead of under it.
 */
export function useScrollPaddingBottom(px: number) {
  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.scrollPaddingBottom;
    html.style.scrollPaddingBottom = `${px}px`;
    return () => {
      html.style.scrollPaddingBottom = before;
    };
  }, [px]);
}
