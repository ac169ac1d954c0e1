import { Suspense, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationSlice, startHydrationSlices } from './hydration-slice.tsx';

/** A clock the test moves: each Work takes the time it is given, so where hydration stops is known. */
let now = 0;
let rendered: string[] = [];
function Work({ name, ms, text = name }: { name: string; ms: number; text?: string }) {
  now += ms;
  rendered.push(name);
  return (
    <p className={name} id={useId()}>
      {text}
    </p>
  );
}
// A slice waits under the nearest Suspense boundary, as a lazy component does: the app's layouts have one.
const page = (cText = 'c') => (
  <Suspense fallback={null}>
    <main>
      <HydrationSlice>
        <Work name="a" ms={5} />
      </HydrationSlice>
      <HydrationSlice>
        <Work name="b" ms={5} />
      </HydrationSlice>
      <HydrationSlice>
        <Work name="c" ms={5} text={cText} />
      </HydrationSlice>
      <Work name="after" ms={0} />
    </main>
  </Suspense>
);
/** Lets a task go by: the one a waiting slice hydrates in. */
const nextTask = () => new Promise((done) => setTimeout(done, 0));
const paragraphs = (container: Element) => [...container.querySelectorAll('p')];
/** The page's HTML without comments: a slice's markers go once it is hydrated. */
const html = (container: Element) => container.innerHTML.replace(/<!--.*?-->/g, '');

let container: HTMLDivElement;
beforeEach(() => {
  now = 0;
  rendered = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  vi.restoreAllMocks();
  container.remove();
});

describe('HydrationSlice', () => {
  it('hydrates in tasks of its own once a task has run its slice, keeping the server HTML meanwhile', async () => {
    container.innerHTML = renderToString(page());
    const serverHtml = html(container);
    const serverNodes = paragraphs(container);
    rendered = [];

    startHydrationSlices();
    hydrateRoot(container, page());
    // a and b fit in the first 8 ms; c waits, and the page after it hydrates without it.
    expect(rendered).toEqual(['a', 'b', 'after']);
    expect(html(container)).toBe(serverHtml);

    await nextTask();
    await nextTask();
    expect(rendered).toEqual(['a', 'b', 'after', 'c']);
    // The same elements, with the ids the server gave them: nothing was rendered again from nothing.
    expect(paragraphs(container)).toEqual(serverNodes);
    expect(paragraphs(container).every((p, i) => p === serverNodes[i])).toBe(true);
    expect(html(container)).toBe(serverHtml);
  });

  it('takes what the page gave a waiting slice once it is live', async () => {
    container.innerHTML = renderToString(page());
    startHydrationSlices();
    const root = hydrateRoot(container, page());
    root.render(page('c, updated'));
    expect(container.querySelector('p.c')?.textContent).toBe('c');
    await nextTask();
    await nextTask();
    await nextTask();
    expect(container.querySelector('p.c')?.textContent).toBe('c, updated');
  });

  it('renders at once what the browser renders itself, however long the task has run', () => {
    now = 1000;
    startHydrationSlices();
    createRoot(container).render(page());
    expect(rendered).toEqual(['a', 'b', 'c', 'after']);
    expect(paragraphs(container).map((p) => p.textContent)).toEqual(['a', 'b', 'c', 'after']);
  });
});
