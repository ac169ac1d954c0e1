const SUFFIX = ' · Innkeep';
const DESCRIPTION_MAX = 160;

/** What a page says about itself when it has nothing more specific to say (also in index.html). */
export const SITE_DESCRIPTION =
  'Innkeep: find a short-term stay, check availability and prices, and send the host an inquiry, or list your property and keep its calendar.';

function shorten(text: string): string {
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 3).trimEnd()}…` : text;
}

interface PageMetaProps {
  /** " · Innkeep" is appended. */
  title: string;
  /** For search engines and link previews; cut to 160 characters. */
  description?: string | null;
}

/**
 * Names the document and describes it. React 19 hoists these elements into <head> and removes them when the
 * page goes away, and the newest <title> wins, so every page renders its own and nothing else writes them.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title}${SUFFIX}`}</title>
      <meta name="description" content={shorten(description || SITE_DESCRIPTION)} />
    </>
  );
}
