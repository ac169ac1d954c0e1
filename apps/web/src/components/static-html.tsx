import { memo, type ReactNode, Suspense, use, useId, useState } from 'react';
import { hasServerHtml } from './hydrate-on-view.tsx';
import { IdScope, scopeOf } from './id-scope.ts';

const never = new Promise<never>(() => {});

/** Suspends for ever before it renders its element, so Preact keeps the one the server rendered there. */
function Never(_: { id: string }): never {
  return use(never);
}

/** A Suspense boundary that never resolves: the server's element `id` stays as it is and is never hydrated. */
const KeepServerHtml = memo(function KeepServerHtml({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <Never id={id} />
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
  if (fromServer) return <KeepServerHtml id={id} />;
  return (
    <div id={id}>
      {/* Ids of its own: in a page the browser hydrates, this content is not rendered, and the page's ids after
          it must still be the ones the server gave them. */}
      <IdScope scope={scopeOf(id)}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </IdScope>
    </div>
  );
}
