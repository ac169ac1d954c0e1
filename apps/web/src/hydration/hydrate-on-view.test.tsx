import { act, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HydrateOnView, HydrationParts } from './hydrate-on-view.tsx';
import { lazyPart } from './lazy-part.tsx';

// jsdom has no IntersectionObserver: this stand-in records what is observed, and the test says when it is seen.
const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
}
function seeAll() {
  for (const { element, callback } of observed)
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
}

let live: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => void live.push(name), [name]);
  return <p>{name}</p>;
}
const page = (
  <main>
    <Part name="first screen" />
    <HydrateOnView>
      <Part name="below" />
    </HydrateOnView>
  </main>
);

/**
 * Server HTML hydrated as app/start.tsx does; each page load gets its own ids (a new prefix), as a real one does.
 * `client` is what the browser hydrates it with when that differs from what the server rendered: a lazy part,
 * which the server rendered with its code already there (entry-server.tsx). Returns the root (to render the
 * page again) and the errors React recovered from.
 */
let loads = 0;
/** The app around a page, as app/providers.tsx puts it: each app has its own parts. */
const app = (tree: ReactNode) => <HydrationParts>{tree}</HydrationParts>;
async function hydrateServerHtml(tree: ReactNode = page, client: ReactNode = tree) {
  const identifierPrefix = `load${++loads}-`;
  const errors: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(tree), { identifierPrefix });
  document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(container, app(client), {
      identifierPrefix,
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  return { container, root, errors };
}

describe('HydrateOnView', () => {
  beforeEach(() => {
    live = [];
    observed.length = 0;
    globalThis.IntersectionObserver = FakeIntersectionObserver as never;
    // A chunk's latency and the held clicks' own task are timers: the tests move the clock instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the server HTML of a part below the first screen, and hydrates it once it is near the window', async () => {
    const { container } = await hydrateServerHtml();
    expect(container.textContent).toBe('first screenbelow');
    expect(live).toEqual(['first screen']);
    expect(observed).toHaveLength(1);

    await act(async () => seeAll());
    expect(live).toEqual(['first screen', 'below']);
    expect(container.textContent).toBe('first screenbelow');
  });

  it('lets the page update around a waiting part, which keeps its HTML, hydrates when seen and then takes the update', async () => {
    const withName = (name: string) => (
      <main>
        <Part name="first screen" />
        <HydrateOnView>
          <Part name={name} />
        </HydrateOnView>
      </main>
    );
    const { container, root, errors } = await hydrateServerHtml(withName('below'));
    await act(async () => root.render(app(withName('changed'))));
    expect(container.textContent).toBe('first screenbelow');
    expect(errors).toEqual([]);

    await act(async () => seeAll());
    // Hydrated as the server rendered it, then given what it missed.
    expect(live).toEqual(['first screen', 'below', 'changed']);
    expect(container.textContent).toBe('first screenchanged');
    expect(errors).toEqual([]);
    // From then on it follows the page.
    await act(async () => root.render(app(withName('changed again'))));
    expect(container.textContent).toBe('first screenchanged again');
  });

  it("keeps a part's HTML until it is near the window and its own chunk has loaded, the page's updates kept for it", async () => {
    let asked = 0;
    const Lazy = lazyPart(async () => {
      asked++;
      await new Promise((done) => setTimeout(done, 20));
      return Part;
    });
    const page = (name: string) => (
      <main>
        <Part name="first screen" />
        <HydrateOnView load={Lazy.preload}>
          <Lazy name={name} />
        </HydrateOnView>
      </main>
    );
    const { container, root, errors } = await hydrateServerHtml(
      <main>
        <Part name="first screen" />
        <HydrateOnView>
          <Part name="below" />
        </HydrateOnView>
      </main>,
      page('below'),
    );
    expect(asked).toBe(0); // not near the window: its code is not asked for
    await act(async () => seeAll());
    expect(asked).toBe(1);
    // The page updates while the part's code is on its way: the part keeps its HTML.
    await act(async () => root.render(app(page('changed'))));
    expect(container.textContent).toBe('first screenbelow');
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(live).toEqual(['first screen', 'below', 'changed']);
    expect(container.textContent).toBe('first screenchanged');
    expect(errors).toEqual([]);
  });

  it('makes again, once the part is live, a click that landed while its chunk was coming', async () => {
    const clicks: string[] = [];
    function Faq({ question }: { question: string }) {
      return (
        <button type="button" onClick={() => clicks.push(question)}>
          {question}
        </button>
      );
    }
    let arrive = () => {};
    const chunk = new Promise<void>((done) => {
      arrive = done;
    });
    const Lazy = lazyPart(async () => {
      await chunk;
      return Faq;
    });
    const { container } = await hydrateServerHtml(
      <HydrateOnView>
        <Faq question="How do I book?" />
      </HydrateOnView>,
      <HydrateOnView load={Lazy.preload}>
        <Lazy question="How do I book?" />
      </HydrateOnView>,
    );
    await act(async () => seeAll());
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.click());
    expect(clicks).toEqual([]);
    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(20);
    });
    // The held clicks are made in a task of their own, after the part's first effects.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(clicks).toEqual(['How do I book?']);
  });

  it('waits to be used, not seen, with until="used", and reports what was typed meanwhile before a held click', async () => {
    const searches: string[] = [];
    function Search() {
      const [city, setCity] = useState('');
      const [note, setNote] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            searches.push(`${city}: ${note}`);
          }}
        >
          <input aria-label="Where" value={city} onChange={(event) => setCity(event.target.value)} />
          <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
          <input type="checkbox" aria-label="Flexible dates" />
          <button type="submit">Search</button>
        </form>
      );
    }
    let arrive = () => {};
    const chunk = new Promise<void>((done) => {
      arrive = done;
    });
    let asked = 0;
    const Lazy = lazyPart(async () => {
      asked++;
      await chunk;
      return Search;
    });
    const { container } = await hydrateServerHtml(
      <HydrateOnView until="used">
        <Search />
      </HydrateOnView>,
      <HydrateOnView load={Lazy.preload} until="used">
        <Lazy />
      </HydrateOnView>,
    );
    // In the window from the start, it is not observed: its code waits for the guest.
    expect(observed).toHaveLength(0);
    expect(asked).toBe(0);
    const part = container.querySelector('[data-hydrate-part]') as HTMLElement;
    await act(async () => void part.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(asked).toBe(1);

    // The guest types and searches while the code is coming: the text is in the field, the click is held.
    const input = container.querySelector('input') as HTMLInputElement;
    const note = container.querySelector('textarea') as HTMLTextAreaElement;
    await act(async () => {
      input.value = 'Lisbon';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      note.value = 'Sea view';
      note.dispatchEvent(new Event('input', { bubbles: true }));
      (container.querySelector('button') as HTMLButtonElement).click();
    });
    expect(searches).toEqual([]);
    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(20);
    });
    // The held clicks are made in a task of their own, after the part's first effects.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input.value).toBe('Lisbon');
    expect(searches).toEqual(['Lisbon: Sea view']);
    // A checkbox is not typed into: its value (what a ticked box sends) is left alone.
    expect(container.querySelector('[type=checkbox]')?.hasAttribute('value')).toBe(false);
  });

  it("keeps a part's HTML, and no error, when its chunk does not load", async () => {
    // The network is down for this test only: parts are registered for the whole worker (preloadEveryPart), so
    // a later file's server render must find this chunk loadable again, as a browser would once back online.
    let offline = true;
    onTestFinished(() => {
      offline = false;
    });
    const Broken = lazyPart<{ name: string }>(() =>
      offline ? Promise.reject(new Error('chunk gone')) : Promise.resolve(Part),
    );
    const { container, errors } = await hydrateServerHtml(
      page,
      <main>
        <Part name="first screen" />
        <HydrateOnView load={Broken.preload}>
          <Broken name="below" />
        </HydrateOnView>
      </main>,
    );
    await act(async () => seeAll());
    expect(container.textContent).toBe('first screenbelow');
    expect(live).toEqual(['first screen']);
    expect(errors).toEqual([]);
  });

  it('renders at once when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(app(page)));
    expect(live).toEqual(['first screen', 'below']);
    expect(observed).toHaveLength(0);
  });

  it('keeps following the page when the browser rendered it, once the part is in the page too', async () => {
    // The offline shell renders the home page in the browser; its data arrives after the first render.
    const withName = (name: string) => (
      <HydrateOnView>
        <Part name={name} />
      </HydrateOnView>
    );
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(app(withName('loading'))));
    await act(async () => root.render(app(withName('stays'))));
    expect(container.textContent).toBe('stays');
    expect(observed).toHaveLength(0);
  });

  // After the first input nothing waits any more, for the rest of the app's life; the state is the app's own.
  it("hydrates every waiting part at the visitor's first input, and another app's parts wait again", async () => {
    await hydrateServerHtml();
    expect(live).toEqual(['first screen']);
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    expect(live).toEqual(['first screen', 'below']);

    // Another page load is another app (HydrationParts): nothing of the first one's carries over.
    live = [];
    await hydrateServerHtml();
    expect(live).toEqual(['first screen']);
  });
});
