import { vi } from 'vitest';

/**
 * jsdom has no layout, so no media queries: tests answer them with this. `width` (px) answers `min-width: …em`
 * and `max-width: …em` queries as a window that wide would; without it every query is false.
 */
export function matchMediaAt(width?: number): (query: string) => MediaQueryList {
  return (query) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const fits =
      width !== undefined &&
      (min !== null || max !== null) &&
      (min === null || width >= Number(min[1]) * 16) &&
      (max === null || width <= Number(max[1]) * 16);
    return {
      matches: fits,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Makes the test's window `width` px wide as far as media queries go (see `matchMediaAt`), until `vi.unstubAllGlobals`. */
export const stubViewport = (width?: number) => vi.stubGlobal('matchMedia', matchMediaAt(width));

/**
 * Runs `run` as in a browser whose clock is `timeZone` (what `readerTimeZone` reads; jsdom's is the machine's),
 * then gives the browser its own clock back.
 */
export async function inBrowserZone<T>(timeZone: string, run: () => T | Promise<T>): Promise<T> {
  const zone = vi
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);
  try {
    return await run();
  } finally {
    zone.mockRestore();
  }
}
