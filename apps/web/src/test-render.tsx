import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { theme } from './app/theme.ts';
import { HydrationParts } from './hydration/hydrate-on-view.tsx';

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type FetchMock = Mock<typeof fetch>;

/** `GET /api/config`'s answer with the card provider named, in test mode; `enabled: false` is inquiries only. */
export const publicConfig = (provider: 'simulator' | 'stripe' = 'simulator', enabled = true): Response =>
  json(200, {
    map_tile_url: '',
    payments: { provider, test_mode: true, publishable_key: null, enabled, hold_hours: 48 },
  });

/**
 * The test file's `fetch`: a mock reset before each test (to `answer`, when given) and removed after it. Call
 * it once at the top of the file; each test sets its answers with `mockResolvedValue`/`mockImplementation`
 * (or `answerBy`).
 */
export function stubFetch(answer?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** A request as a test reads it: its URL, its method and its body (parsed when JSON, FormData as sent). */
export interface SentRequest {
  url: URL;
  method: string;
  body: unknown;
}

const requestOf = (input: RequestInfo | URL, init?: RequestInit): SentRequest => {
  const raw = init?.body;
  return {
    url: new URL(String(input), 'http://localhost'),
    method: init?.method ?? 'GET',
    body: typeof raw === 'string' ? JSON.parse(raw) : raw,
  };
};

/**
 * The API's answers by method and path, query left out (`'GET /api/config'`), for `fetchMock.mockImplementation`
 * or `stubFetch`. A request nobody answers rejects, naming it: a call the test did not expect fails loudly.
 */
export function answerBy(
  table: Record<string, (request: SentRequest) => Response | Promise<Response>>,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = requestOf(input, init);
    const answer = table[`${request.method} ${request.url.pathname}`];
    if (!answer) throw new Error(`unexpected ${request.method} ${request.url.pathname}${request.url.search}`);
    return answer(request);
  };
}

/** The requests sent so far, in order: `'GET /api/reservations?status=6'`. */
export const requestsSent = (fetchMock: FetchMock): string[] =>
  fetchMock.mock.calls.map(([input, init]) => {
    const { method, url } = requestOf(input, init);
    return `${method} ${url.pathname}${url.search}`;
  });

/** The bodies sent to `'POST /api/path'` (query left out), in order: parsed JSON, or the FormData sent. */
export const bodiesSent = (fetchMock: FetchMock, to: string): unknown[] =>
  fetchMock.mock.calls
    .map(([input, init]) => requestOf(input, init))
    .filter(({ method, url }) => `${method} ${url.pathname}` === to)
    .map(({ body }) => body);

/** A query cache as each test gets one: its own, never retrying (an answer a test gives is the answer). */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

interface ProviderOptions {
  /**
   * The query cache instead of the test's own: `createQueryClient()` where what a test counts depends on the
   * app's defaults (a fresh answer is not asked again for 30 s; the test's own cache asks again at once).
   */
  client?: QueryClient;
  /** Around `ui`, inside the providers (a form context). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
  /** Mantine's `env="test"`: no transitions, no portals. */
  env?: 'test';
  /** Mounts Mantine's toasts' container, so a test can read the toasts shown. */
  toasts?: boolean;
}

/** The app's providers, its theme included (the theme names icon-only close buttons, as the browser shows). */
function providers(client: QueryClient, { wrapper: Inner, env, toasts }: ProviderOptions) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env={env}>
        {toasts && <Notifications />}
        <QueryClientProvider client={client}>
          <HydrationParts>{Inner ? <Inner>{children}</Inner> : children}</HydrationParts>
        </QueryClientProvider>
      </MantineProvider>
    );
  };
}

interface RenderOptions extends ProviderOptions {
  /** Renders `ui` as the element of this route (`/blogs/:id`), at `at` (`/blogs/3`), in a memory router. */
  route?: string;
  at?: string;
  /** The router's other routes, where the page may go (`{ path: '/listings', element: <p>Listings</p> }`). */
  routes?: RouteObject[];
}

/**
 * Renders `ui` as the app does, inside Mantine and a query cache of its own that never retries. With `route`,
 * in a memory router (a data router, as the app's). `rerender` keeps the same providers, router and cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { route: string },
): ReturnType<typeof render> & {
  client: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  rerender: (next: ReactElement) => void;
};
export function renderWithProviders(
  ui: ReactElement,
  options?: RenderOptions,
): ReturnType<typeof render> & { client: QueryClient };
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? testQueryClient();
  const wrapper = providers(client, options);
  const { route, at, routes = [] } = options;
  if (!route) return { ...render(ui, { wrapper }), client };

  // The route's element follows `rerender`, so the router (and where it is) stays.
  let current = ui;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function Current() {
    return useSyncExternalStore(subscribe, () => current);
  }
  const router = createMemoryRouter([{ path: route, element: <Current /> }, ...routes], {
    initialEntries: [at ?? route],
  });
  const rendered = render(<RouterProvider router={router} />, { wrapper });
  const rerender = (next: ReactElement) =>
    act(() => {
      current = next;
      for (const listener of listeners) listener();
    });
  return { ...rendered, rerender, client, router };
}

/** Renders `hook` inside the same providers as `renderWithProviders`. */
export function renderHookWithProviders<T>(hook: () => T, options: ProviderOptions = {}) {
  const client = options.client ?? testQueryClient();
  return { ...renderHook(hook, { wrapper: providers(client, options) }), client };
}
