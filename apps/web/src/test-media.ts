/**
 * jsdom has no layout, so no media queries: tests answer them with this. `width` (px) answers `min-width: …em`
 * queries as a window that wide would; without it every query is false.
 */
export function matchMediaAt(width?: number): (query: string) => MediaQueryList {
  return (query) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: width !== undefined && min !== null && width >= Number(min[1]) * 16,
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
