import { addDays, datesOnEarth } from '@innkeep/contract/dates';
import type { PublicListing } from '@innkeep/contract/search';
import { screen, waitFor } from '@testing-library/react';
import { act, isValidElement, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { buildRouteObjects } from './app/route-objects.tsx';
import { routes } from './app/routes.tsx';
import { configure, render } from './entry-server.tsx';
import { seedPreloadedQueries } from './hydration/preloaded-queries.ts';
import { createQueryClient } from './lib/query-client.ts';
import { answerBy, json, publicConfig, requestsSent, stubFetch } from './test-render.tsx';

// A public page as a visitor gets it: rendered by entry-server.tsx from the API's answers, then hydrated in the
// browser with the queries the server sent (app/start.tsx). React must find nothing to render again.

/** A house for 8 with a 4-night minimum stay (the demo's Hampstead house, without its photos). */
const house = {
  id: 19,
  external_listing_name: 'Hampstead Family House by the Heath',
  public_address: 'Hampstead, London',
  city: 'London',
  country: 'GB',
  property_type: { id: 2, name: 'House' },
  person_capacity: 8,
  currency_code: 'GBP',
  currency_symbol: '£',
  price: 340,
  per_night: { kind: 'from', amount: 340, lowest: 340, highest: 340 },
  total_price: null,
  nights_count: null,
  paid_on_arrival: [],
  images: [],
  lat: 51.5159,
  lng: -0.11187,
  location_radius_m: 500,
  rating_average: null,
  rating_count: 0,
  description: 'A red-brick house by the Heath.',
  basic_info: {
    number_of_bedrooms: 4,
    number_of_beds: 5,
    number_of_bathrooms: 3,
    number_of_guest_bathrooms: 1,
    room_type: { id: 1, name: 'Entire place' },
    bathroom_type: { id: 1, name: 'Private bathroom' },
  },
  amenities: { pets_allowed: true, free_wi_fi: true, kitchen: true },
  rooms: [{ bed_type: 'King bed', room_number: 1, quantity: 1 }],
  house_rules: 'No parties.',
  check_in_time_start: '16:00',
  check_in_time_end: '21:00',
  check_out_time: '11:00',
  price_and_fee: {
    currency_code: 'GBP',
    price: 340,
    price_fo_extra_person: 30,
    guests_included: 6,
    cleaning_fee: 90,
    refundable_damage_deposit: 750,
    weekly_discount: 10,
    monthly_discount: 25,
    excluded_fees: [],
    taxes: [],
  },
  booking_settings: {
    minimum_nights: 4,
    maximum_nights: 90,
    enable_reservations_for_gap_nights: true,
    smallest_allowed_gap: 0,
    allow_gaps_between_start: null,
    allow_gaps_between_end: null,
    cancellation_policy: 'strict',
  },
  attachments: [],
  book_now_available: true,
  reviews: [],
} as unknown as PublicListing;

const today = datesOnEarth().latest;
const checkIn = addDays(today, 60);
const checkOut = addDays(checkIn, 3);

const fetchMock = stubFetch();
/** The API's answers for the house, whose price for the link's nights it refuses with `refusal`. */
const answers = (refusal: string, field: string, taken: string[] = []) =>
  answerBy({
    'GET /api/stays/19': () => json(200, { data: house }),
    'GET /api/config': () => publicConfig(),
    'GET /api/bookings/calculation': () => json(422, { message: refusal, errors: { [field]: [refusal] } }),
    'GET /api/bookings/unavailable-dates': () =>
      json(200, { today, unavailable_dates: taken, price: 340, nightly_prices: {}, minimum_nights: {} }),
  });

// jsdom has no IntersectionObserver: every part below the first screen is in view at once.
class SeeingObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
}

const mounted: Root[] = [];

/**
 * The page at `path`, rendered by the server and hydrated as app/start.tsx does, with the queries the server sent:
 * the errors React recovered from, and the requests each side made.
 */
async function serverRenderedThenHydrated(path: string) {
  const rendered = await render(`${window.location.origin}${path}`, new AbortController().signal);
  if (rendered.kind !== 'html') throw new Error(`left to the browser: ${rendered.reason}`);
  // React's server renderer leaves the context values it last switched to on the contexts (server and browser
  // share a process only in a test): a render of nothing switches them back.
  await prerender(<p />);
  const served = document.implementation.createHTMLDocument();
  served.body.innerHTML = `<script type="application/json" id="preloaded-queries">${JSON.stringify(rendered.queries)}</script>`;
  const browser = createQueryClient();
  seedPreloadedQueries(browser, served);
  const serverRequests = requestsSent(fetchMock);

  const root = document.createElement('div');
  root.innerHTML = rendered.html;
  document.body.append(root);
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  const page = router.state.matches.at(-1)?.route.element;
  if (isValidElement(page)) await preloadPage(page);
  const errors: unknown[] = [];
  const hydrated = await act(async () =>
    hydrateRoot(
      root,
      <StrictMode>
        <Providers client={browser}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    ),
  );
  mounted.push(hydrated);
  // The booking panel hydrates as it comes into view (HydrateOnView): its guests field is then React's.
  await waitFor(() =>
    expect(Object.keys(screen.getByRole('textbox', { name: 'Guests' }))).toContainEqual(
      expect.stringMatching(/^__reactFiber/),
    ),
  );
  const browserRequests = () => requestsSent(fetchMock).slice(serverRequests.length);
  return { root, errors, serverRequests, browserRequests, router };
}

const calculation = `GET /api/bookings/calculation?listing_id=19&start_date=${checkIn}&end_date=${checkOut}&guests=3`;

describe('the stay page rendered on the server and hydrated in the browser', () => {
  // As the server starts: every public page's code loaded, so no render waits for code. Its API calls go to the
  // test's fetch, as the browser's do (the transport every test file starts with).
  beforeAll(() => configure({ fetchApi: (input, init) => fetch(input, init) }), 60_000);
  const jsdomObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = SeeingObserver as never;
  });
  afterEach(() => {
    for (const root of mounted.splice(0)) act(() => root.unmount());
    globalThis.IntersectionObserver = jsdomObserver;
    document.body.innerHTML = '';
  });

  it('hydrates a link whose dates are below the minimum stay as rendered: no loader, no second ask', async () => {
    fetchMock.mockImplementation(answers('The minimum stay is 4 nights', 'end_date'));
    const { root, errors, serverRequests, browserRequests } = await serverRenderedThenHydrated(
      `/stays/19?start=${checkIn}&end=${checkOut}&guests=3`,
    );
    expect(serverRequests).toContain(calculation);
    expect(errors).toEqual([]);
    // The server's refusal stays, and the browser took it from the page instead of asking for the price again.
    const panel = root.querySelector('#booking');
    expect(panel).toHaveTextContent("These dates can't be booked");
    expect(panel).toHaveTextContent('The minimum stay is 4 nights');
    await waitFor(() =>
      expect(browserRequests()).toContain('GET /api/bookings/unavailable-dates?listing_id=19&guests=3'),
    );
    expect(browserRequests()).not.toContain(calculation);
  });

  it('hydrates a link whose nights are taken as rendered, then drops its dates once the nights come', async () => {
    fetchMock.mockImplementation(answers('These dates are not available', 'start_date', [checkIn]));
    const { root, errors, router } = await serverRenderedThenHydrated(
      `/stays/19?start=${checkIn}&end=${checkOut}&guests=3`,
    );
    expect(errors).toEqual([]);
    // The calendar finds the nights taken: the dates leave the panel and the link, and the guest is told why.
    await waitFor(() => expect(router.state.location.search).toBe('?guests=3'));
    expect(root.querySelector('#booking')).toHaveTextContent(
      'Choose dates on the calendar to see the total price.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('is no longer available: choose other dates');
  });
});
