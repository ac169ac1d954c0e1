import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The test file's `fetch`: a mock reset before each test (to `answer`, when given) and removed after it. Call
 * it once at the top of the file; each test sets its answers with `mockResolvedValue`/`mockImplementation`.
 */
export function stubFetch(answer?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

interface RenderOptions {
  /** Renders `ui` as the element of this route (`/blogs/:id`), at `at` (`/blogs/3`), in a memory router. */
  route?: string;
  at?: string;
  /** Around `ui`, inside the providers (a form context, the toasts' container). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
  /** Mantine's `env="test"`: no transitions, no portals. */
  env?: 'test';
}

/**
 * Renders `ui` as the app does, inside Mantine and a query cache of its own that never retries (an answer a
 * test gives is the answer). `rerender` keeps the same providers and cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route, at, wrapper: Inner, env }: RenderOptions = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env={env}>
        <QueryClientProvider client={client}>
          {Inner ? <Inner>{children}</Inner> : children}
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  const element = route ? (
    <RouterProvider
      router={createMemoryRouter([{ path: route, element: ui }], { initialEntries: [at ?? route] })}
    />
  ) : (
    ui
  );
  return { ...render(element, { wrapper: Wrapper }), client };
}
