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
const LazyText = lazyPart(async () => {
  loads++;
  return Text;
});
const page = (text: string, title = 'Post') => (
  <main>
    <h1>{title}</h1>
    <StaticHtml key="post-1">
      <LazyText text={text} />
    </StaticHtml>
  </main>
);

describe('StaticHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML without loading its code, through the page's later renders", async () => {
    const server = document.createElement('div');
    await LazyText.preload(); // the server renders a lazy part once its code is there
    const html = renderToString(page('Hello'), { identifierPrefix: 'static-' });
    expect(html).toContain('Hello');
    // A fresh page in the browser: the same HTML, and a part whose code has never loaded here.
    const Fresh = lazyPart(async () => {
      loads++;
      return Text;
    });
    const browserPage = (text: string, title = 'Post') => (
      <main>
        <h1>{title}</h1>
        <StaticHtml key="post-1">
          <Fresh text={text} />
        </StaticHtml>
      </main>
    );
    server.innerHTML = html;
    document.body.append(server);
    loads = 0;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(server, browserPage('Hello'), {
        identifierPrefix: 'static-',
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await act(async () => root.render(browserPage('Hello', 'Post, renamed')));
    expect(server.textContent).toBe('Post, renamedHello the example site');
    expect(loads).toBe(0);
    expect(errors).toEqual([]);
  });

  it('renders its content when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(page('Rendered here')));
    expect(container.textContent).toBe('PostRendered here the example site');
  });
});
