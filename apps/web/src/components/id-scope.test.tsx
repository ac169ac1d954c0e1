import { act, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IdScope } from './id-scope.ts';

function Id() {
  return <i>{useId()}</i>;
}
/** A page with a part whose content the browser may not render yet (a part that waits). */
const page = (partShown: boolean) => (
  <>
    <Id />
    <IdScope scope="part">
      {partShown && (
        <>
          <Id />
          <Id />
        </>
      )}
    </IdScope>
    <Id />
  </>
);
const ids = (html: string) => [...html.matchAll(/<i>([^<]*)<\/i>/g)].map((m) => m[1]);

describe('IdScope', () => {
  it('numbers the ids inside it on their own, so the ones after it do not depend on what it rendered', () => {
    expect(ids(renderToString(page(true)))).toEqual(['P0-0', 'Ppart-0', 'Ppart-1', 'P0-1']);
    expect(ids(renderToString(page(false)))).toEqual(['P0-0', 'P0-1']);
  });

  it('gives the browser the ids the server gave, and a field that appears later the next one', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(page(false)));
    await act(async () => root.render(page(true)));
    expect(ids(container.innerHTML)).toEqual(['P0-0', 'Ppart-0', 'Ppart-1', 'P0-1']);
  });
});
