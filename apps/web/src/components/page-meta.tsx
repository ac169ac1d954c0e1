import { fullTitle, pageDescription } from '@innkeep/contract/page-meta';

export { SITE_DESCRIPTION } from '@innkeep/contract/page-meta';

interface PageMetaProps {
  /** " · Innkeep" is appended. */
  title: string;
  /** For search engines and link previews; cut to 160 characters. */
  description?: string | null;
}

/**
 * Names the document and describes it. React 19 hoists these elements into <head> and removes them when the
 * page goes away, and the newest <title> wins, so every page renders its own and nothing else writes them.
 * The server writes the same words into the public pages' HTML (contract page-meta.ts, modules/spa).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="description" content={pageDescription(description)} />
    </>
  );
}
