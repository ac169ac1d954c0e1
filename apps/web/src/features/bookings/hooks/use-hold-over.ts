import { useEffect, useState } from 'react';

/** True once `until` has passed, re-rendering at that moment: a page left open follows the hold's end. */
export function useHoldOver(until: string | null): boolean {
  const end = until ? Date.parse(until) : Number.NaN;
  const [over, setOver] = useState(() => Number.isFinite(end) && end <= Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return setOver(false);
    const left = end - Date.now();
    setOver(left <= 0);
    if (left <= 0) return;
    // setTimeout holds at most about 24.8 days; a longer hold is re-checked when the page is next opened.
    const timer = setTimeout(() => setOver(true), Math.min(left, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [end]);
  return over;
}
