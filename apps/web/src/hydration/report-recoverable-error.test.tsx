import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRecoverableError } from './report-recoverable-error.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('reportRecoverableError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a hydration mismatch with the mark the browser tests fail on, and nothing when the HTML matches', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hydrate = async (server: string, browser: string) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Greeting name={server} />);
      await act(
        async () =>
          void hydrateRoot(container, <Greeting name={browser} />, {
            onRecoverableError: reportRecoverableError,
          }),
      );
      return logged.mock.calls
        .map((call) => String(call[0]))
        .filter((text) => text.startsWith('[hydration]'));
    };
    expect(await hydrate('Ana', 'Ana')).toEqual([]);
    const reports = await hydrate('Ana', 'Bea');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^\[hydration\] .*match/i);
  });
});
