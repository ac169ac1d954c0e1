import { memo, type ReactNode, Suspense, use, useId, useState } from 'react';
import { hasServerHtml } from './hydrate-on-view.tsx';

const never = new Promise<never>(() => {});

function Never(): never {
  return use(never);
}

/** A Suspense boundary that never resolves: React keeps the server's HTML inside it and never hydrates it. */
const KeepServerHtml = memo(function KeepServerHtml() {
  return (
    <Suspense fallback={null}>
      <Never />
    </Suspense>
  );
});

/**
 * Content with nothing to do in the browser (a blog post's text: paragraphs and plain links). On a page the
 * server rendered it stays the server's HTML and is never hydrated, so its code (react-markdown, about 35 KB
 * gzip) does not load; a page's later renders pass it by. Rendered by the browser (a page reached by a link
 * in the app, the offline shell) it renders `children`, showing `fallback` while their code loads.
 *
 * Give it a `key` of what it shows (the post's id): other content is a new part, rendered by the browser.
 * Decision record 0017.
 */
export function StaticHtml({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  const [fromServer] = useState(() => hasServerHtml(id));
  return (
    <div id={id}>{fromServer ? <KeepServerHtml /> : <Suspense fallback={fallback}>{children}</Suspense>}</div>
  );
}
