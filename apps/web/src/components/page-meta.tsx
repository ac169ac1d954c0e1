import { fullTitle, pageDescription } from '@innkeep/contract/page-meta';
import type { RouteEntry } from '@innkeep/contract/routes';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { useSiteOrigin } from '../lib/site-origin.ts';

export { SITE_DESCRIPTION } from '@innkeep/contract/page-meta';

interface PageMetaProps {
  /** " · Innkeep" is appended. Without it, the page's route names it (packages/contract/src/routes.ts). */
  title?: string;
  /** The page's record was not found: its route's `record.notFoundTitle` names it, with the site's description. */
  notFound?: boolean;
  /** For search engines and link previews; cut to 160 characters. Without it, the route's, else the site's. */
  description?: string | null;
  /** The page's own path, when the address can say it in other ways (`/stays/3?start=…`, another case). */
  canonical?: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  ogType?: 'website' | 'article';
  /** schema.org objects, each written as its own ld+json script. */
  jsonLd?: object[];
}

/** JSON inside a <script>: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The route entry of the page on screen: app/route-objects.tsx provides it around every page. */
export const RouteEntryContext = createContext<RouteEntry | undefined>(undefined);

/** The route entry of the page on screen (undefined outside the app's router, as in a component's test). */
export const useRouteEntry = (): RouteEntry | undefined => useContext(RouteEntryContext);

/**
 * The page's whole head: title, description, canonical URL, Open Graph and Twitter tags and JSON-LD (React
 * preloads a first-screen image given fetchPriority="high" by itself). React 19 hoists the <title>, <meta> and <link> elements into <head> (the server render
 * puts them there too: entry-server.tsx) and removes them when the page goes away, and the newest <title> wins,
 * so every page renders its own and nothing else writes them. The JSON-LD stays where the page renders it.
 */
export function PageMeta(props: PageMetaProps) {
  const entry = useRouteEntry();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const title = fullTitle(
    props.title ?? (props.notFound ? entry?.record?.notFoundTitle : undefined) ?? entry?.title ?? 'Innkeep',
  );
  const description = pageDescription(props.notFound ? null : (props.description ?? entry?.description));
  // A fixed path is the route's own spelling (no trailing slash, its case).
  const path = props.canonical ?? (entry && !entry.path.includes(':') ? entry.path : pathname);
  const url = `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={props.ogType ?? 'website'} />
      <meta property="og:site_name" content="Innkeep" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content={props.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {props.image && <meta property="og:image" content={props.image} />}
      {props.image && <meta name="twitter:image" content={props.image} />}
      {props.jsonLd?.map((item) => (
        <script
          key={(item as { '@type'?: string })['@type']}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, which cannot close the script.
          dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
        />
      ))}
    </>
  );
}
