import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { DateRange } from './components/stay-calendar.tsx';

/**
 * Mirrors the chosen dates and guests into the page's query, so the page can be shared or reloaded. Only a
 * change is written: a navigation re-renders the whole page, and one right after hydrating held a phone's main
 * thread for a quarter of a second. One guest, the default, needs no parameter.
 */
export function useStayInUrl(
  params: URLSearchParams,
  setParams: SetURLSearchParams,
  range: DateRange,
  guests: number,
) {
  useEffect(() => {
    const next = new URLSearchParams(params);
    const [start, end] = range;
    for (const [key, value] of [
      ['start', start],
      ['end', end],
      ['guests', guests === 1 && !params.has('guests') ? null : String(guests)],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() !== params.toString()) {
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }, [range, guests, params, setParams]);
}
