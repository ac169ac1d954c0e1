import { useEffect } from 'react';

const SUFFIX = ' · Innkeep';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Names the document and describes it for search engines and link previews (e.g. a listing's name).
 * The route shell also titles the document from the route table in its own effect, which runs after a
 * page's effect in the same commit; writing again in a microtask makes the page's more specific title win.
 * The previous description comes back when the page goes away.
 */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    const full = `${title}${SUFFIX}`;
    let live = true;
    document.title = full;
    queueMicrotask(() => {
      if (live) document.title = full;
    });
    return () => {
      live = false;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
