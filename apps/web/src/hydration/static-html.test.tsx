import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';
import { StaticHtml } from './static-html.tsx';

let loads = 0;
function Text({ text }: { text: string }) {
  return (
    <p>
      {text} <a href="https://example.com">the example site</a>
    </p>
  );
}
/** The post's text as a part whose code loads when first needed: each page load has its own. */
const freshPart = () =>
  lazyPart(async () => {
    loads++;
    return Text;
  });
const postPage = (Content: ReturnType<typeof freshPart>, text: string, title = 'Post') => (
  <main>
    <h1>{title}</h1>
    <StaticHtml key="post-1">
      <Content text={text} />
    </StaticHtml>
  </main>
);

describe('StaticHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML without loading its code, through the page's later renders", async () => {
    const onServer = freshPart();
    await onServer.preload(); // the server renders a lazy part once its code is there
    const html = renderToString(postPage(onServer, 'Hello'), { identifierPrefix: 'static-' });
    expect(html).toContain('Hello');
    // A fresh page in the browser: the same HTML, and a part whose code has never loaded here.
    const inBrowser = freshPart();
    const server = document.createElement('div');
    server.innerHTML = html;
    document.body.append(server);
    loads = 0;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(server, postPage(inBrowser, 'Hello'), {
        identifierPrefix: 'static-',
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await act(async () => root.render(postPage(inBrowser, 'Hello', 'Post, renamed')));
    expect(server.textContent).toBe('Post, renamedHello the example site');
    expect(loads).toBe(0);
    expect(errors).toEqual([]);
  });

  it('renders its content when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(postPage(freshPart(), 'Rendered here')));
    expect(container.textContent).toBe('PostRendered here the example site');
  });
});
