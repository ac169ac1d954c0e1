import type { BlockData, Calendar, CalendarBlock, CalendarStay } from '@innkeep/contract/calendar';
import { calendarMessages } from '@innkeep/contract/calendar';
import type { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
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
import { calendarKeys } from '../api/get-calendar.ts';
import CalendarPage from './calendar-page.tsx';

const fetchMock = stubFetch();

// A month far ahead, so no night of it is past. June 2099 starts on a Monday; its grid ends on Sunday 5 July.
const JUNE = 'from=2099-06-01&to=2099-07-06';
const JULY = 'from=2099-06-29&to=2099-08-03';
const MAY = 'from=2099-04-27&to=2099-06-01';

const LISTINGS: Calendar['listings'] = [
  { id: 2, name: 'Cabin', draft: true, time_zone: 'UTC' },
  { id: 3, name: 'Harbour flat', draft: false, time_zone: 'UTC' },
  { id: 4, name: 'Hill house', draft: false, time_zone: 'UTC' },
];

const STAYS: Record<number, CalendarStay[]> = {
  3: [
    {
      id: 41,
      start_date: '2099-06-05',
      end_date: '2099-06-08',
      status: reservationStatus(6),
      guest_name: 'Ana Silva',
      guests: 2,
    },
  ],
  4: [
    {
      id: 42,
      start_date: '2099-06-15',
      end_date: '2099-06-18',
      status: reservationStatus(3),
      guest_name: 'Lena Park',
      guests: 1,
    },
  ],
};

const familyVisit: CalendarBlock = {
  id: 81,
  start_date: '2099-06-20',
  end_date: '2099-06-23',
  note: 'Family visit',
  source: 'host',
  channel_name: null,
  guest_name: null,
};
const fromAirbnb: CalendarBlock = {
  id: 82,
  start_date: '2099-06-25',
  end_date: '2099-06-27',
  note: null,
  source: 'channel',
  channel_name: 'Airbnb',
  guest_name: 'Tom Berg',
};

/**
 * The server, as the calendar routes answer: `GET /api/calendar` for the listing asked (the first by name when
 * none, null with no listings), with the stays and blocks touching [from, to); blocking and unblocking change
 * Harbour flat's blocks, unless `block` answers otherwise.
 */
function server({
  listings = LISTINGS,
  block,
}: {
  listings?: Calendar['listings'];
  block?: () => Response;
} = {}) {
  const blocks = new Map<number, CalendarBlock[]>([[3, [familyVisit, fromAirbnb]]]);
  const calendar = ({ url }: SentRequest) => {
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const asked = url.searchParams.get('listing_id');
    const listingId = asked ? Number(asked) : (listings[0]?.id ?? null);
    if (listingId !== null && !listings.some((l) => l.id === listingId)) {
      const notFound: ErrorBody = { code: 'NOT_FOUND', error: 'Listing not found' };
      return json(404, notFound);
    }
    const touches = (x: { start_date: string; end_date: string }) => x.start_date < to && x.end_date > from;
    const data: Calendar = {
      listings,
      listing_id: listingId,
      from,
      to,
      stays: (STAYS[listingId ?? 0] ?? []).filter(touches),
      blocks: (blocks.get(listingId ?? 0) ?? []).filter(touches),
    };
    return json(200, { data });
  };
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/calendar': calendar,
      'POST /api/calendar/blocks': ({ body }) => {
        if (block) return block();
        const input = body as BlockData;
        const made: CalendarBlock = {
          id: 90,
          start_date: input.start_date,
          end_date: input.end_date,
          note: input.note || null,
          source: 'host',
          channel_name: null,
          guest_name: null,
        };
        blocks.set(input.listing_id, [...(blocks.get(input.listing_id) ?? []), made]);
        return json(200, { message: calendarMessages.blocked, data: made });
      },
      'DELETE /api/calendar/blocks/81': () => {
        blocks.set(3, [fromAirbnb]);
        return json(200, { message: calendarMessages.unblocked });
      },
    }),
  );
}

/**
 * The page at `/calendar/month` (the route table's path); its router tells where the page has gone. `client`:
 * the app's query cache, for a test that counts requests.
 */
function renderPage(search = '?month=2099-06&listing=3', client?: QueryClient) {
  // Mantine's test env: the Listing dropdown opens though jsdom lays nothing out.
  const { router } = renderWithProviders(<CalendarPage />, {
    route: '/calendar/month',
    at: `/calendar/month${search}`,
    env: 'test',
    client,
  }) as { router: { state: { location: { search: string } } } };
  return { router };
}

/** A day of the grid, by the name its button reads: the date, then what covers its night. */
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date}: `) });
const calendarsAsked = () => requestsSent(fetchMock).filter((r) => r.startsWith('GET /api/calendar?'));

describe('CalendarPage', { timeout: 30_000 }, () => {
  it('shows the listing’s month with its stays and blocks; another listing is asked for and pinned in the URL', async () => {
    server();
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'June 2099' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jun 5, 2099: Ana Silva (Paid)' })).toBeEnabled();
    expect(day('Jun 7, 2099')).toHaveAccessibleName('Jun 7, 2099: Ana Silva (Paid)');
    expect(day('Jun 8, 2099')).toHaveAccessibleName('Jun 8, 2099: free');
    expect(day('Jun 20, 2099')).toHaveAccessibleName('Jun 20, 2099: Blocked: Family visit');
    expect(day('Jun 25, 2099')).toHaveAccessibleName('Jun 25, 2099: Airbnb');
    expect(calendarsAsked()).toEqual([`GET /api/calendar?listing_id=3&${JUNE}`]);
    // The month's list: each block with where it comes from, each stay with its status.
    const list = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      'Family visitJun 20, 2099 – Jun 23, 2099 · 3 nightsBlocked',
      'ImportedJun 25, 2099 – Jun 27, 2099 · 2 nightsAirbnb',
      'Ana SilvaJun 5, 2099 – Jun 8, 2099 · 3 nightsPaid',
    ]);

    const picker = screen.getByRole('combobox', { name: 'Listing' });
    expect(picker).toHaveValue('Harbour flat');
    await userEvent.click(picker);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Cabin (draft)',
      'Harbour flat',
      'Hill house',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Hill house' }));
    expect(
      await screen.findByRole('button', { name: 'Jun 15, 2099: Lena Park (Approved, awaiting payment)' }),
    ).toBeInTheDocument();
    expect(day('Jun 5, 2099')).toHaveAccessibleName('Jun 5, 2099: free');
    expect(screen.queryByText('Family visit')).toBeNull();
    expect(calendarsAsked().at(-1)).toBe(`GET /api/calendar?listing_id=4&${JUNE}`);
    expect(router.state.location.search).toBe('?month=2099-06&listing=4');
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveValue('Hill house');
  });

  it('without a listing in the URL, shows the one the server picks (the first by name) and pins it there', async () => {
    server();
    const { router } = renderPage('?month=2099-06');
    await waitFor(() => expect(router.state.location.search).toBe('?month=2099-06&listing=2'));
    expect(await screen.findByRole('button', { name: 'Jun 5, 2099: free' })).toBeInTheDocument();
    expect(screen.getByText('No stays or blocked dates this month.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveValue('Cabin (draft)');
    expect(calendarsAsked()[0]).toBe(`GET /api/calendar?${JUNE}`);
  });

  it('asks once for each month shown: pinning the listing the server chose asks for nothing again', async () => {
    server();
    // The app's cache: the test's own treats every answer as stale, so any new key would be asked again.
    const client = createQueryClient();
    renderPage('?month=2099-06', client);
    expect(await screen.findByRole('button', { name: 'Jun 5, 2099: free' })).toBeInTheDocument();
    // The page has rendered with the listing pinned in the URL once the pinned month's query is its own.
    const pinned = () =>
      client.getQueryCache().find({ queryKey: calendarKeys.range(2, '2099-06-01', '2099-07-06') });
    await waitFor(() => expect(pinned()?.getObserversCount()).toBe(1));
    expect(calendarsAsked()).toEqual([`GET /api/calendar?${JUNE}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: 'Jul 31, 2099: free' })).toBeInTheDocument();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calendarsAsked()).toEqual([`GET /api/calendar?${JUNE}`, `GET /api/calendar?listing_id=2&${JULY}`]);
  });

  it('turns the month with the arrows, asking for each month’s grid', async () => {
    server();
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'Jun 5, 2099: Ana Silva (Paid)' });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'July 2099' })).toBeInTheDocument();
    await waitFor(() => expect(calendarsAsked()).toContain(`GET /api/calendar?listing_id=3&${JULY}`));
    // July's grid runs from Monday 29 June to Sunday 2 August; June's stays and blocks are not in it.
    expect(await screen.findByRole('button', { name: 'Jul 31, 2099: free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Jun 28, 2099/ })).toBeNull();
    expect(screen.getByText('No stays or blocked dates this month.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2099-07&listing=3');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'May 2099' })).toBeInTheDocument();
    await waitFor(() => expect(calendarsAsked()).toContain(`GET /api/calendar?listing_id=3&${MAY}`));
    expect(router.state.location.search).toBe('?month=2099-05&listing=3');
    expect(screen.getByRole('button', { name: 'Today' })).toBeEnabled();
  });

  it('blocks the two free nights picked, in either order, and reads the month again', async () => {
    server();
    renderPage();
    await screen.findByRole('button', { name: 'Jun 5, 2099: Ana Silva (Paid)' });
    // A night a paid stay holds cannot start a block.
    await userEvent.click(day('Jun 6, 2099'));
    expect(screen.getByText(/^To block dates, pick the first night/)).toBeInTheDocument();

    await userEvent.click(day('Jun 14, 2099'));
    expect(screen.getByText(/^Now pick the last night to block/)).toBeInTheDocument();
    await userEvent.click(day('Jun 12, 2099'));
    const dialog = await screen.findByRole('dialog', { name: 'Block dates' });
    expect(dialog).toHaveTextContent('Jun 12, 2099 – Jun 15, 2099 · 3 nights');
    expect(dialog).toHaveTextContent('a guest can still check out on Jun 15, 2099');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Painting');
    const asked = calendarsAsked().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block 3 nights' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block dates' })).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/calendar/blocks')).toEqual([
      {
        listing_id: 3,
        start_date: '2099-06-12',
        end_date: '2099-06-15',
        note: 'Painting',
      } satisfies BlockData,
    ]);
    expect(
      await screen.findByRole('button', { name: 'Jun 14, 2099: Blocked: Painting' }),
    ).toBeInTheDocument();
    expect(day('Jun 15, 2099')).toHaveAccessibleName('Jun 15, 2099: free');
    expect(calendarsAsked().slice(asked)).toEqual([`GET /api/calendar?listing_id=3&${JUNE}`]);
  });

  it('shows the server’s refusal in the block dialog and keeps it open', async () => {
    const overStay: ErrorBody = {
      code: 'DATES_UNAVAILABLE',
      error: calendarMessages.overReservation('Rui Costa', 'Jun 9, 2099', 'Jun 11, 2099'),
    };
    const inPast: ValidationErrorBody = {
      message: 'Invalid request',
      errors: { start_date: [calendarMessages.startInPast] },
    };
    let reply = json(409, overStay);
    server({ block: () => reply });
    renderPage();
    await screen.findByRole('button', { name: 'Jun 5, 2099: Ana Silva (Paid)' });
    await userEvent.click(day('Jun 10, 2099'));
    await userEvent.click(day('Jun 10, 2099'));
    const dialog = await screen.findByRole('dialog', { name: 'Block dates' });
    expect(dialog).toHaveTextContent('Jun 10, 2099 – Jun 11, 2099 · 1 night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block 1 night' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not blocked');
    expect(alert).toHaveTextContent(
      "These dates overlap Rui Costa's reservation (Jun 9, 2099 to Jun 11, 2099); cancel or move it first",
    );

    reply = json(422, inPast);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block 1 night' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(calendarMessages.startInPast),
    );
    expect(screen.getByRole('dialog', { name: 'Block dates' })).toBe(dialog);
    const body: BlockData = { listing_id: 3, start_date: '2099-06-10', end_date: '2099-06-11', note: '' };
    expect(bodiesSent(fetchMock, 'POST /api/calendar/blocks')).toEqual([body, body]);
    expect(day('Jun 10, 2099')).toHaveAccessibleName('Jun 10, 2099: free');
  });

  it('opens a block to unblock it; a channel’s block can only be unblocked in that channel', async () => {
    server();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Jun 21, 2099: Blocked: Family visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blocked dates' });
    expect(dialog).toHaveTextContent('Jun 20, 2099 – Jun 23, 2099 · 3 nights — Family visit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Blocked dates' })).toBeNull());
    expect(requestsSent(fetchMock)).toContain('DELETE /api/calendar/blocks/81');
    expect(await screen.findByRole('button', { name: 'Jun 21, 2099: free' })).toBeInTheDocument();

    await userEvent.click(day('Jun 25, 2099'));
    const imported = await screen.findByRole('dialog', { name: 'Stay from Airbnb' });
    expect(imported).toHaveTextContent('Tom Berg');
    expect(
      within(imported).getByRole('link', { name: 'Edit the guest and note in Reservations' }),
    ).toBeInTheDocument();
    expect(within(imported).queryByRole('button', { name: 'Unblock' })).toBeNull();
    // The header's ✕ and the footer's button are both "Close" (the app's theme names the ✕); the footer's here.
    const footerClose = within(imported).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!footerClose) throw new Error('no Close button');
    await userEvent.click(footerClose);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stay from Airbnb' })).toBeNull());
    expect(requestsSent(fetchMock).filter((r) => r.startsWith('DELETE'))).toEqual([
      'DELETE /api/calendar/blocks/81',
    ]);
  });

  it('a host with no listings is asked to create one, with no listing to pick', async () => {
    server({ listings: [] });
    const { router } = renderPage('?month=2099-06');
    expect(
      await screen.findByText(
        'You have no listings yet: create one, then block the dates you keep for yourself here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first listing' })).toHaveAttribute(
      'href',
      '/create_listing',
    );
    expect(screen.queryByRole('combobox', { name: 'Listing' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'June 2099' })).toBeNull();
    expect(router.state.location.search).toBe('?month=2099-06');
  });

  it('a listing that is not the host’s (deleted, or another’s) offers the way back to their own calendar', async () => {
    server();
    const { router } = renderPage('?month=2099-06&listing=99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This listing is not on your calendar');
    await userEvent.click(within(alert).getByRole('link', { name: 'Show your calendar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2099-06&listing=2'));
    expect(await screen.findByRole('combobox', { name: 'Listing' })).toHaveValue('Cabin (draft)');
    // Asked for the listing, then for the calendar without one (the first listing by name, then pinned).
    expect(calendarsAsked().slice(0, 2)).toEqual([
      `GET /api/calendar?listing_id=99&${JUNE}`,
      `GET /api/calendar?${JUNE}`,
    ]);
  });
});

describe('CalendarPage on the listing’s date', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());
  const harbourIn = (time_zone: string): Calendar['listings'] => [
    { id: 3, name: 'Harbour flat', draft: false, time_zone },
  ];

  it('at 6 pm in Los Angeles (02:00 UTC the next day), today there is marked and can still be blocked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-10T02:00:00Z'));
    server({ listings: harbourIn('America/Los_Angeles') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Jun 9, 2099: free' })).toBeEnabled();
    expect(day('Jun 9, 2099')).toHaveAttribute('data-today');
    expect(day('Jun 10, 2099')).not.toHaveAttribute('data-today');
    expect(day('Jun 8, 2099')).toBeDisabled();
  });

  it('at 8 am in Tokyo (23:00 UTC the day before), the UTC date is already past there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-10T23:00:00Z'));
    server({ listings: harbourIn('Asia/Tokyo') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Jun 11, 2099: free' })).toHaveAttribute('data-today');
    expect(day('Jun 11, 2099')).toBeEnabled();
    expect(day('Jun 10, 2099')).toBeDisabled();
  });
});
