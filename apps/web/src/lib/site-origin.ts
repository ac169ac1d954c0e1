import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://innkeep.example`), for the absolute URLs of a page's head (canonical, og:url,
 * JSON-LD). The server render gives the public base URL it renders under (entry-server.tsx); the browser's is
 * its own.
 */
export const SiteOrigin = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOrigin);
