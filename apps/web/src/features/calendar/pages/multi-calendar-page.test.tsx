import type { GridListing } from '@innkeep/contract/calendar';
import { type BulkEditInput, bulkMessages } from '@innkeep/contract/calendar-bulk';
import { addDays } from '@innkeep/contract/dates';
import { rateMessages } from '@innkeep/contract/rates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerBy,
  bodiesSent,
  json,
  renderWithProviders,
  requestsSent,
  type SentRequest,
  stubFetch,
} from '../../../test-render.tsx';
import { reservationStatus } from '../../../test-replies.ts';
import MultiCalendarPage from './multi-calendar-page.tsx';

const fetchMock = stubFetch();

// A week far ahead, so no night of it is past.
const FROM = '2099-06-01';

/**
 * The grid as the server answers it for [from, to): two listings and a draft at €95 a night, with prices set so far;
 * each listing in UTC unless `zones` (by id) says otherwise.
 */
function grid({ url }: SentRequest, prices: Map<string, number>, zones: Record<number, string> = {}) {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const nightsOf = (id: number) => {
    const nights = [];
    for (let date = from; date < to; date = addDays(date, 1)) {
      const set = prices.get(`${id}:${date}`);
      nights.push({ date, price: set ?? 95, minimum_nights: null, source: set ? 'override' : 'base' });
    }
    return nights as GridListing['nights'];
  };
  const base = {
    time_zone: 'UTC',
    weekend_price: null,
    currency: 'EUR',
    currency_symbol: '€',
    stays: [],
    blocks: [],
  };
  const harbour: GridListing = {
    ...base,
    id: 3,
    name: 'Harbour flat',
    draft: false,
    nights: nightsOf(3),
    stays: [
      {
        id: 41,
        start_date: addDays(FROM, 5),
        end_date: addDays(FROM, 7),
        status: reservationStatus(6),
        guest_name: 'Ana Silva',
        guests: 2,
      },
    ],
  };
  const cabin: GridListing = { ...base, id: 2, name: 'Cabin draft', draft: true, nights: nightsOf(2) };
  const hill: GridListing = { ...base, id: 4, name: 'Hill house', draft: false, nights: nightsOf(4) };
  const zoned = (l: GridListing) => ({ ...l, time_zone: zones[l.id] ?? l.time_zone });
  return json(200, { data: { from, to, listings: [cabin, harbour, hill].map(zoned) } });
}

const range = {
  id: 77,
  listing_id: 2,
  start_date: '2099-07-01',
  end_date: '2099-07-15',
  price: 140,
  minimum_nights: 3,
  source: 'season',
};

/** The server: the grid, tasks, rates, and `POST /api/calendar/bulk` answered by `bulk` (which may set prices). */
function server(
  bulk: (prices: Map<string, number>, body: BulkEditInput) => Response,
  role: string | null = null,
  zones: Record<number, string> = {},
) {
  const prices = new Map<string, number>();
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/calendar/grid': (request) => grid(request, prices, zones),
      'GET /api/team/membership': () =>
        json(200, { data: role ? { role, host_name: 'Host', listing_ids: [3, 4] } : null }),
      'POST /api/calendar/bulk': ({ body }) => bulk(prices, body as BulkEditInput),
      'GET /api/tasks': () =>
        json(200, {
          data: [
            {
              id: 5,
              listing_id: 3,
              kind: 'turnover',
              title: null,
              due_date: '2099-06-04',
              status: 'open',
              assignee_name: 'Maria',
            },
            {
              id: 6,
              listing_id: 4,
              kind: 'turnover',
              title: null,
              due_date: '2099-06-03',
              status: 'open',
              assignee_name: null,
            },
          ],
        }),
      'GET /api/rates': () =>
        json(200, {
          data: { listing_id: 2, currency: 'EUR', currency_symbol: '€', nights: [], ranges: [range] },
        }),
      'PATCH /api/rates/77': () => json(200, { message: 'Price saved', data: range }),
      'DELETE /api/rates/77': () => json(200, { message: 'Price removed' }),
    }),
  );
}

const renderPage = () =>
  renderWithProviders(
    <MultiCalendarPage
      reservationDrawer={({ id }) => (id === null ? null : <p>Reservation #{id} opened</p>)}
    />,
    { route: '/calendar', at: `/calendar?from=${FROM}&view=week` },
  );

const night = (date: string, listing = 3) => screen.getByTestId(`night-${listing}-${date}`);

describe('MultiCalendarPage', { timeout: 30_000 }, () => {
  it('shows each free night with its price, a stay as a bar that opens it, drafts apart and tasks on their day', async () => {
    server(() => json(500, {}));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Calendar of all listings' });
    expect(within(table).getByText('Harbour flat')).toBeInTheDocument();
    expect(night(FROM)).toHaveTextContent('€95');
    expect(night(FROM)).toHaveAccessibleName('€95: Harbour flat, Jun 1, 2099, free');
    expect(screen.getByText('Jun 1, 2099 – Jun 7, 2099')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain(`GET /api/calendar/grid?from=${FROM}&to=2099-06-08`);
    expect(requestsSent(fetchMock)).toContain(`GET /api/tasks?from=${FROM}&to=2099-06-07`);
    // Published listings first, the draft in its own group below.
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names.filter((n) => !/^(Tasks|Drafts)/.test(n ?? ''))).toEqual([
      expect.stringMatching(/^Harbour flat/),
      expect.stringMatching(/^Hill house/),
      expect.stringMatching(/^Cabin draft \(draft\)/),
    ]);
    expect(within(table).getByRole('rowgroup', { name: 'Drafts' })).toHaveTextContent('Cabin draft');
    // Turnovers on their day, the unassigned one said so.
    expect(await screen.findByTestId('tasks-3')).toHaveTextContent('Turnover · Maria');
    expect(screen.getByTestId('tasks-4')).toHaveTextContent('Turnover · unassigned');
    await userEvent.click(screen.getByRole('button', { name: /^Ana Silva, .*\(Paid\)$/ }));
    expect(await screen.findByText('Reservation #41 opened')).toBeInTheDocument();
  });

  it('sets a price and minimum stay on the nights picked, and shows the new price', async () => {
    server((prices, body) => {
      for (const s of body.selections)
        for (let d = s.start_date; d < s.end_date; d = addDays(d, 1))
          prices.set(`${s.listing_id}:${d}`, body.price!);
      return json(200, { message: 'Saved', data: { action: 'rate', listings: 1, nights: 3 } });
    });
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await userEvent.click(night('2099-06-02'));
    expect(screen.getByText(/Now pick the last night/)).toBeInTheDocument();
    await userEvent.click(night('2099-06-04'));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('3 nights · 1 listing');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price per night' }), '120');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minimum stay/ }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selected nights' })).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/calendar/bulk')).toEqual([
      {
        action: 'rate',
        selections: [{ listing_id: 3, start_date: '2099-06-02', end_date: '2099-06-05' }],
        price: 120,
        minimum_nights: 2,
      },
    ]);
    // The grid is read again: the nights show the price just set, the others keep theirs.
    await waitFor(() => expect(night('2099-06-03')).toHaveTextContent('€120'));
    expect(night('2099-06-04')).toHaveTextContent('€120');
    expect(night('2099-06-05')).toHaveTextContent('€95');
  });

  it('shift-click selects nights on several rows; one request blocks them all; a refusal keeps the dialog with the reason', async () => {
    let answer = json(409, {
      code: 'DATES_UNAVAILABLE',
      error: "Hill house: these nights overlap Rui Costa's reservation",
    });
    server(() => answer);
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await userEvent.click(night('2099-06-02'));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(night('2099-06-04', 4));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('6 nights of 2 listings selected');
    expect(night('2099-06-03', 4)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: 'Edit selected nights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('6 nights · 2 listings');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Owners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block nights' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("overlap Rui Costa's reservation");
    const body = {
      action: 'block',
      selections: [
        { listing_id: 3, start_date: '2099-06-02', end_date: '2099-06-05' },
        { listing_id: 4, start_date: '2099-06-02', end_date: '2099-06-05' },
      ],
      note: 'Owners',
    };
    expect(bodiesSent(fetchMock, 'POST /api/calendar/bulk')).toEqual([body]);
    answer = json(200, {
      message: 'Blocked 6 nights of 2 listings',
      data: { action: 'block', listings: 2, nights: 6 },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block nights' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selected nights' })).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/calendar/bulk')).toEqual([body, body]);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('asks for a price or a minimum stay first, refuses one over the limit, and keeps the server’s reason', async () => {
    const refused = bulkMessages.noPrice('Harbour flat');
    server(() => json(422, { message: 'Invalid', errors: { price: [refused] } }));
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await userEvent.click(night('2099-06-02'));
    await userEvent.click(night('2099-06-02'));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('1 night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter a price, a minimum stay, or both',
    );
    expect(bodiesSent(fetchMock, 'POST /api/calendar/bulk')).toEqual([]);

    const price = within(dialog).getByRole('textbox', { name: 'Price per night' });
    await userEvent.type(price, '99999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByText(rateMessages.priceMax)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/calendar/bulk')).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refused));
    expect(screen.getByRole('dialog', { name: 'Selected nights' })).toBeInTheDocument();
  });

  it('lists a listing’s seasons with edit and remove', async () => {
    server(() => json(500, {}));
    renderPage();
    const list = await screen.findByRole('table', { name: /^Seasons and one-off prices of/ });
    expect(list).toHaveTextContent('€140');
    expect(list).toHaveTextContent('3 nights');
    await userEvent.click(within(list).getByRole('button', { name: /^Edit / }));
    const edit = await screen.findByRole('dialog', { name: 'Edit prices' });
    const price = within(edit).getByRole('textbox', { name: 'Price per night' });
    await userEvent.clear(price);
    await userEvent.type(price, '155');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit prices' })).toBeNull());
    expect(bodiesSent(fetchMock, 'PATCH /api/rates/77')).toEqual([
      { start_date: '2099-07-01', end_date: '2099-07-15', price: 155, minimum_nights: 3 },
    ]);
    await userEvent.click(within(list).getByRole('button', { name: /^Remove / }));
    const remove = await screen.findByRole('dialog', { name: 'Remove these prices?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requestsSent(fetchMock)).toContain('DELETE /api/rates/77'));
  });

  it('a co-host blocks and unblocks but sees no prices or seasons to change', async () => {
    server(() => json(500, {}), 'co-host');
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    await waitFor(() => expect(requestsSent(fetchMock)).toContain('GET /api/team/membership'));
    // Nothing offered that their role is refused: pricing rules, weekend prices, prices in the hint.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pricing rules' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Weekend price of / })).toBeNull();
    expect(screen.getByText(/^Pick a first and a last night to block or unblock them\./)).toBeInTheDocument();
    await userEvent.click(night('2099-06-02'));
    await userEvent.click(night('2099-06-03'));
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(within(dialog).getByRole('button', { name: 'Block nights' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Price per night' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seasons and one-off prices' })).toBeNull();
    expect(requestsSent(fetchMock).filter((r) => r.startsWith('GET /api/rates'))).toEqual([]);
  });
});

describe('MultiCalendarPage on the listings’ dates', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('greys out each row’s past by its own listing’s date; the head’s today and Today are the host’s', async () => {
    // 02:00 UTC on Jun 3: still Jun 2 in Los Angeles (Harbour flat and the draft), Jun 3 in Tokyo (Hill house).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-03T02:00:00Z'));
    server(() => json(500, {}), null, {
      2: 'America/Los_Angeles',
      3: 'America/Los_Angeles',
      4: 'Asia/Tokyo',
    });
    renderPage();
    await screen.findByRole('table', { name: 'Calendar of all listings' });
    expect(night('2099-06-01', 3)).toBeDisabled();
    expect(night('2099-06-02', 3)).toBeEnabled();
    expect(night('2099-06-02', 4)).toBeDisabled();
    expect(night('2099-06-03', 4)).toBeEnabled();
    // Most of the listings are in Los Angeles: its date is the host's.
    const marked = screen.getAllByRole('columnheader').filter((h) => h.hasAttribute('data-today'));
    expect(marked.map((h) => h.textContent)).toEqual([expect.stringMatching(/\D2$/)]);
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain('GET /api/calendar/grid?from=2099-06-02&to=2099-06-09'),
    );
  });
});
