import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstListing } from './first-listing.tsx';

/** docs/requirements/money.md#R-M17: a new host on a site without card payments is not told to connect them. */
const configWith = (enabled: boolean) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({
          map_tile_url: '',
          payments: { provider: 'simulator', test_mode: true, publishable_key: null, enabled },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
afterEach(() => vi.unstubAllGlobals());

function renderIt() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FirstListing drafts={0} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the first-listing steps', () => {
  it('inquiries only: says card payments are not set up, not "connect"', async () => {
    vi.stubGlobal('fetch', configWith(false));
    renderIt();
    expect(await screen.findByText(/card payments are not set up on this site/)).toBeInTheDocument();
    expect(screen.queryByText(/Connect card payments/)).toBeNull();
  });

  it('with card payments: connect them under Integrations', async () => {
    vi.stubGlobal('fetch', configWith(true));
    renderIt();
    expect(await screen.findByText(/Connect card payments under Integrations/)).toBeInTheDocument();
  });
});
