import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdScope } from './id-scope.ts';
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
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML without loading its code, through the page's later renders", async () => {
    const onServer = freshPart();
    await onServer.preload(); // the server renders a lazy part once its code is there
    const html = renderToString(<IdScope scope="static">{postPage(onServer, 'Hello')}</IdScope>);
    expect(html).toContain('Hello');
    // A fresh page in the browser: the same HTML, and a part whose code has never loaded here.
    const inBrowser = freshPart();
    const server = document.createElement('div');
    server.innerHTML = html;
    document.body.append(server);
    loads = 0;
    const errors = vi.spyOn(console, 'error');
    const root = hydrateRoot(server, <IdScope scope="static">{postPage(inBrowser, 'Hello')}</IdScope>);
    await act(async () =>
      root.render(<IdScope scope="static">{postPage(inBrowser, 'Hello', 'Post, renamed')}</IdScope>),
    );
    expect(server.textContent).toBe('Post, renamedHello the example site');
    expect(loads).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders its content when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Content = freshPart();
    await act(async () => createRoot(container).render(postPage(Content, 'Rendered here')));
    await act(() => Content.preload());
    expect(container.textContent).toBe('PostRendered here the example site');
  });
});
