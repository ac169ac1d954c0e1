import { fullTitle, pageDescription } from '@innkeep/contract/page-meta';
import { useLayoutEffect, useState } from 'react';

export { SITE_DESCRIPTION } from '@innkeep/contract/page-meta';

interface PageMetaProps {
  /** " · Innkeep" is appended. */
  title: string;
  /** For search engines and link previews; cut to 160 characters. */
  description?: string | null;
}

interface Meta {
  title: string;
  description: string;
}

/** Every PageMeta on screen, oldest first: the newest names the document. */
const shown: Meta[] = [];

function writeHead() {
  const head = document.head;
  const newest = shown.at(-1);
  let title = head.querySelector('title');
  let description = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!newest) {
    title?.remove();
    description?.remove();
    return;
  }
  if (!title) title = head.appendChild(document.createElement('title'));
  if (!description) {
    description = head.appendChild(document.createElement('meta'));
    description.name = 'description';
  }
  title.textContent = newest.title;
  description.content = newest.description;
}

/**
 * Names the document and describes it, in <head>: the newest PageMeta on screen wins, and its words go when it
 * unmounts, so every page renders its own and nothing else writes them. It renders nothing itself: the server
 * writes the same words into the public pages' <head> (contract page-meta.ts, modules/spa).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullText = fullTitle(title);
  const text = pageDescription(description);
  // Its place among the PageMetas on screen is taken once, at mount; the words follow the props.
  const [mine] = useState<Meta>(() => ({ title: fullText, description: text }));
  useLayoutEffect(() => {
    shown.push(mine);
    writeHead();
    return () => {
      shown.splice(shown.indexOf(mine), 1);
      writeHead();
    };
  }, [mine]);
  useLayoutEffect(() => {
    mine.title = fullText;
    mine.description = text;
    writeHead();
  }, [mine, fullText, text]);
  return null;
}
