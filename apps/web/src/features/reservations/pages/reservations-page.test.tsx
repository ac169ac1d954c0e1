import type { ChannelStay } from '@innkeep/contract/channel-stays';
import type { ChannelConflict } from '@innkeep/contract/channels';
import { RESERVATION_STATUSES, type ReservationRow } from '@innkeep/contract/reservations';
import { checkInInstant } from '@innkeep/contract/trip';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inBrowserZone, stubViewport } from '../../../test-media.ts';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { reservationStatus, teamMembership } from '../../../test-replies.ts';
import ReservationsPage from './reservations-page.tsx';

const statuses = RESERVATION_STATUSES.map((s) => reservationStatus(s.id));
const row = (id: number, statusId: number, lastName: string): ReservationRow => ({
  id,
  unique_hash: `h${id}`,
  listing: { id: 3, external_listing_name: 'Harbour flat' },
  first_name: 'Ana',
  last_name: lastName,
  email_address: 'ana@example.com',
  phone_number: '351912345678',
  phone_link: { text: '+351 912 345 678', href: 'tel:+351912345678' },
  guests: 2,
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  status: reservationStatus(statusId),
  currency: 'EUR',
  base_rate: 95,
  total_price: 315,
  refundable_damage_deposit: 0,
  amount_paid: 0,
  has_payments: false,
  was_paid: false,
  refunds_blocked: false,
  time_zone: 'Europe/Lisbon',
  check_in_at: '2027-06-18T14:00:00.000Z',
  source: 'inquiry',
  hold_expires_at: null,
  billing_address: null,
  city: null,
  country: null,
  zip_code: null,
  created_at: '2027-01-01T00:00:00.000Z',
});

/** What a paid €315 stay's row says of its payments. */
const paid = { amount_paid: 315, has_payments: true, was_paid: true };

let rows: ReservationRow[];
let totals: { currency: string; booked: number; paid: number }[];
let conflicts: ChannelConflict[];
let channelStays: ChannelStay[];
let sentStays: unknown[] = [];
let change: () => Response;
let sentChanges: unknown[] = [];
let membership: unknown = null;
let detail: ReturnType<typeof detailOf> | null = null;
const fetchMock = stubFetch(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const path = url.pathname;
  if (path === '/api/reservations') {
    // The server filters (GET /api/reservations?status=…); the test answers as it would for status.
    const status = url.searchParams.get('status');
    const all = rows.filter((r) => !status || String(r.status.id) === status);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? all.length);
    const data = all.slice((page - 1) * perPage, page * perPage);
    return json(200, {
      data,
      total: all.length,
      page,
      per_page: perPage,
      totals,
      listings: [{ id: 3, external_listing_name: 'Harbour flat' }],
    });
  }
  if (path === '/api/reservations/select/list') return json(200, { status: statuses });
  if (path === '/api/team/membership') return json(200, { data: membership });
  if (path === '/api/channels/conflicts') return json(200, { data: conflicts });
  if (path === '/api/channel-stays') return json(200, { data: channelStays });
  if (path === '/api/channel-stays/7' && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    sentStays.push(body);
    channelStays = [{ ...channelStays[0]!, guest_name: body.guest_name, note: body.note }];
    return json(200, { message: 'Channel stay saved', data: channelStays[0] });
  }
  if (path === '/api/reservations/change/status' && init?.method === 'POST') {
    sentChanges.push(JSON.parse(String(init.body)));
    return change();
  }
  if (path === '/api/reservations/2') return json(200, { data: detail ?? detailOf(rows[1]!) });
  throw new Error(`unexpected ${path}`);
});

const detailOf = (r: ReservationRow) => ({
  ...r,
  price_breakdown: null,
  payments: [
    {
      id: 9,
      kind: 'stay',
      status: 'succeeded',
      amount: 315,
      captured: 0,
      refunded: 0,
      created_at: '2027-01-02T10:00:00.000Z',
    },
  ],
  refunds: [],
  history: [
    {
      id: 1,
      at: '2027-01-02T10:00:00.000Z',
      actor: 'guest',
      actor_name: null,
      from: null,
      to: statuses[3],
      reason: null,
      refunded: null,
    },
    {
      id: 2,
      at: '2027-01-02T10:01:00.000Z',
      actor: 'provider',
      actor_name: null,
      from: statuses[3],
      to: statuses[5],
      reason: 'Payment succeeded',
      refunded: null,
    },
  ],
  refundable: 315,
  deposit: {
    state: 'none',
    amount: 0,
    claimed: 0,
    failure: null,
    claim_opens: r.end_date,
    claim_closes: r.end_date,
    claimable: false,
  },
  payouts: [
    {
      reservation_id: r.id,
      amount: 296.1,
      fee: 18.9,
      currency: 'EUR',
      status: 'scheduled' as const,
      scheduled_for: '2027-02-02T15:00:00.000Z',
      paid_at: null,
      reversed_at: null,
      owed: 0,
    },
  ],
});

beforeEach(() => {
  stubViewport(1280);
  sentChanges = [];
  membership = null;
  detail = null;
  totals = [{ currency: 'EUR', booked: 315, paid: 315 }];
  rows = [row(1, 1, 'Inquirer'), { ...row(2, 6, 'Payer'), ...paid }];
  conflicts = [];
  channelStays = [];
  sentStays = [];
});

// The first render loads Mantine and the page in jsdom: slow on a busy machine, so the list gets room to come.
function renderPage(url = '/reservations') {
  const { router } = renderWithProviders(<ReservationsPage />, {
    route: '/reservations',
    at: url,
    env: 'test',
  }) as {
    router: { state: { location: { search: string } }; navigate: (to: number) => Promise<void> };
  };
  return { router };
}

/** The list, once its first render's queries have answered. */
const findTable = () => screen.findByRole('table', { name: 'Reservations' }, { timeout: 10_000 });

/** Opens the Change status dialog from a guest's row. */
async function openChangeStatus(table: HTMLElement, guest: string) {
  await userEvent.click(
    within(table).getByRole('button', { name: `Change status of ${guest}'s reservation` }),
  );
  return screen.findByRole('dialog', { name: 'Change status' });
}

/** Opens reservation `id`'s detail drawer from its guest's name in the list. */
async function openDrawer(table: HTMLElement, guest: string, id: number) {
  await userEvent.click(within(table).getByRole('button', { name: `Open ${guest}'s reservation` }));
  return screen.findByRole('dialog', { name: `Reservation #${id}` });
}

describe('Reservations', { timeout: 30_000 }, () => {
  it('lists stays imported from channels with their clash, and saves the guest’s name and a note', async () => {
    channelStays = [
      {
        id: 7,
        listing: { id: 1, external_listing_name: 'Sea View Loft' },
        channel_name: 'Airbnb',
        summary: 'Reserved',
        start_date: '2027-06-19',
        end_date: '2027-06-20',
        guest_name: null,
        note: null,
        conflict: {
          reservation_id: 2,
          guest_name: 'Ana Payer',
          start_date: '2027-06-18',
          end_date: '2027-06-21',
        },
      },
    ];
    renderPage('/reservations?when=upcoming');
    const card = await screen.findByRole('article', { name: /^Airbnb stay, / }, { timeout: 10_000 });
    expect(card).toHaveTextContent('Reserved');
    expect(card).toHaveTextContent('Sea View Loft');
    expect(card).not.toHaveTextContent('€');
    expect(within(card).getByRole('link', { name: /Ana Payer’s stay/ })).toHaveAttribute(
      'href',
      '/reservations?reservation=2',
    );
    expect(requestsSent(fetchMock)).toContain('GET /api/channel-stays?when=upcoming');
    await userEvent.click(within(card).getByRole('button', { name: 'Add guest and note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Airbnb stay' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Jonas Berg');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Needs a cot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentStays).toEqual([{ guest_name: 'Jonas Berg', note: 'Needs a cot' }]));
    const saved = await screen.findByRole('article', { name: /^Airbnb stay, / });
    await waitFor(() => expect(saved).toHaveTextContent('Jonas Berg'));
    expect(saved).toHaveTextContent('Note: Needs a cot');
    expect(saved).toHaveTextContent('On Airbnb: Reserved');
  });

  it('shows no channel stays when filtered by a status (they have none)', async () => {
    renderPage('/reservations?status=6');
    await findTable();
    expect(requestsSent(fetchMock).filter((r) => r.includes('/api/channel-stays'))).toEqual([]);
  });

  it('flags a reservation that an imported channel calendar also sold', async () => {
    conflicts = [
      {
        block_id: 7,
        feed: { id: 3, name: 'Airbnb' },
        listing: { id: 1, external_listing_name: 'Sea View Loft' },
        start_date: '2027-06-19',
        end_date: '2027-06-20',
        summary: 'Reserved',
        reservation: {
          id: 2,
          unique_hash: 'hash-of-payer',
          guest_name: 'Ana Payer',
          start_date: '2027-06-18',
          end_date: '2027-06-21',
        },
      },
    ];
    renderPage();
    const title = await screen.findByText('Possible double bookings', {}, { timeout: 10_000 });
    const banner = title.closest<HTMLElement>('[role="alert"]')!;
    // The stay by its guest and dates, not by its secret hash; the link opens its drawer.
    expect(banner).toHaveTextContent(
      'Sea View Loft: Ana Payer, Jun 18, 2027 – Jun 21, 2027 overlaps Airbnb Jun 19, 2027 – Jun 20, 2027',
    );
    expect(banner).not.toHaveTextContent('hash-of-payer');
    expect(within(banner).getByRole('link', { name: 'Open the channel manager' })).toHaveAttribute(
      'href',
      '/channel_manager',
    );
    await userEvent.click(within(banner).getByRole('link', { name: /Ana Payer/ }));
    expect(await screen.findByRole('dialog', { name: 'Reservation #2' }, { timeout: 10_000 })).toBeVisible();
  });

  it('opens the drawer named in the address (?reservation=2), as the conflict e-mail links it', async () => {
    renderPage('/reservations?reservation=2');
    expect(await screen.findByRole('dialog', { name: 'Reservation #2' }, { timeout: 10_000 })).toBeVisible();
  });

  it('filters on the server by status, shows the count and totals, with amounts per row', async () => {
    renderPage();
    const table = await findTable();
    expect(within(table).getAllByTestId('reservation-row')).toHaveLength(2);
    expect(screen.getByTestId('reservation-totals')).toHaveTextContent('2 reservations');
    expect(screen.getByTestId('reservation-totals')).toHaveTextContent(
      'Booked €315 · Guests paid €315 after refunds',
    );
    expect(within(table).getAllByText('€315')).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(within(table).getAllByTestId('reservation-row')).toHaveLength(1));
    expect(within(table).getByText('Ana Payer')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain('GET /api/reservations?status=6&page=1&per_page=25');
  });

  it("names the paid total as the guests' money: a cancelled stay keeps what the host is not paid", async () => {
    // €330 paid, €130 refunded under the moderate policy: the guest kept €200 paid, of which the host is paid
    // €188 and the platform's fee (card processing in it) is €12. The list and the drawer name the €200 as
    // what the guest paid, as the drawer's payment and payout lines add up to.
    const cancelled = {
      ...row(2, 5, 'Payer'),
      total_price: 330,
      amount_paid: 200,
      has_payments: true,
      was_paid: true,
    };
    rows = [row(1, 1, 'Inquirer'), cancelled];
    totals = [{ currency: 'EUR', booked: 0, paid: 200 }];
    const base = detailOf(cancelled);
    detail = {
      ...base,
      payments: [{ ...base.payments[0]!, amount: 330, refunded: 130 }],
      payouts: [{ ...base.payouts[0]!, amount: 188, fee: 12 }],
    };
    renderPage('/reservations?reservation=2');
    await findTable();
    expect(screen.getByTestId('reservation-totals')).toHaveTextContent(
      'Booked €0 · Guests paid €200 after refunds',
    );
    const drawer = await screen.findByRole('dialog', { name: 'Reservation #2' }, { timeout: 10_000 });
    // The guest's phone as the server wrote it, a link that dials it.
    expect(within(drawer).getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute(
      'href',
      'tel:+351912345678',
    );
    expect(within(drawer).getByText('Guest paid after refunds').nextSibling).toHaveTextContent('€200');
    expect(within(drawer).getByTestId('payment-line')).toHaveTextContent('Stay · €330');
    expect(within(drawer).getByTestId('payment-line')).toHaveTextContent('€130 refunded');
    expect(within(drawer).getByTestId('payout-line')).toHaveTextContent('Payout to you · €188');
  });

  it('searches by guest after a pause in typing, and filters by listing and upcoming, through the URL', async () => {
    renderPage('/reservations?when=upcoming');
    await findTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Guest' }), 'payer');
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain(
        'GET /api/reservations?q=payer&when=upcoming&page=1&per_page=25',
      ),
    );
    // One request for the whole word, not one per key.
    expect(requestsSent(fetchMock).filter((r) => r.includes('q=pa&'))).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Listing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbour flat' }));
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain(
        'GET /api/reservations?q=payer&listing=3&when=upcoming&page=1&per_page=25',
      ),
    );
  });

  it('pages on the server, keeps the page and filters in the URL, and Back returns to them (R-H20)', async () => {
    rows = Array.from({ length: 30 }, (_, i) => row(i + 1, i % 2 ? 6 : 1, `Guest${i + 1}`));
    const { router } = renderPage('/reservations?when=upcoming');
    const table = await findTable();
    expect(within(table).getAllByTestId('reservation-row')).toHaveLength(25);
    expect(screen.getByTestId('reservation-totals')).toHaveTextContent('30 reservations');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByTestId('reservation-row')).toHaveLength(5));
    expect(within(table).getByText('Ana Guest30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?when=upcoming&page=2');
    expect(requestsSent(fetchMock)).toContain('GET /api/reservations?when=upcoming&page=2&per_page=25');
    // A new filter starts again at page 1 ...
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=6&when=upcoming'));
    await waitFor(() => expect(within(table).getAllByTestId('reservation-row')).toHaveLength(15));
    // ... and Back brings the previous page of the previous list.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(table).getAllByTestId('reservation-row')).toHaveLength(5));
    expect(router.state.location.search).toBe('?when=upcoming&page=2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the page in the address is past the last one, and goes back to the first', async () => {
    const { router } = renderPage('/reservations?page=9');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Go to the first page' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('table', { name: 'Reservations' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows cards instead of the table on a phone, and only them', async () => {
    stubViewport(390);
    renderPage();
    const cards = await screen.findAllByTestId('reservation-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(cards[0]!).getByRole('button', { name: "Change status of Ana Inquirer's reservation" }),
    ).toBeVisible();
  });

  it('opens filtered by ?status= (the dashboard links there)', async () => {
    renderPage('/reservations?status=1');
    const table = await findTable();
    expect(within(table).getAllByTestId('reservation-row')).toHaveLength(1);
    expect(within(table).getByText('Ana Inquirer')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Inquiry');
  });

  it('keeps Change disabled until a status is chosen, shows a 409 in the dialog, and refreshes after a change', async () => {
    renderPage();
    const table = await findTable();
    const dialog = await openChangeStatus(table, 'Ana Inquirer');
    const changeButton = within(dialog).getByRole('button', { name: 'Change' });
    expect(changeButton).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved, awaiting payment' }));
    expect(changeButton).toBeEnabled();

    change = () => json(409, { error: 'These dates are no longer available', code: 'DATES_UNAVAILABLE' });
    await userEvent.click(changeButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These dates are no longer available');

    change = () => {
      rows = [row(1, 3, 'Inquirer'), rows[1]!];
      return json(200, { message: 'Status changed.', data: rows[0] });
    };
    await userEvent.click(changeButton);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change status' })).toBeNull());
    expect(await within(table).findByText('Approved, awaiting payment')).toBeInTheDocument();
  });

  it('cancelling a paid stay says the guest is refunded in full and e-mailed, and sends the note, no amount (decision 0023)', async () => {
    renderPage();
    const table = await findTable();
    const dialog = await openChangeStatus(table, 'Ana Payer');
    expect(within(dialog).queryByTestId('host-cancel-refund')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Message to the guest/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(within(dialog).getByTestId('host-cancel-refund')).toHaveTextContent(
      'Refund to the guest: €315; card processing you bear: €9.44.',
    );
    expect(within(dialog).getByTestId('move-consequence')).toHaveTextContent(
      'Ana is e-mailed the cancellation and the refund.',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Refund to the guest' })).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Message to the guest/ }),
      '  A pipe burst.  ',
    );
    change = () =>
      json(200, { message: 'Reservation cancelled.', data: { ...rows[1]!, status: statuses[4] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(sentChanges).toHaveLength(1));
    expect(sentChanges).toEqual([{ reservation_id: 2, status_id: 5, message: 'A pipe burst.' }]);
  });

  it("opens the detail drawer from the guest's name, with payments and history", async () => {
    renderPage();
    const table = await findTable();
    const drawer = await openDrawer(table, 'Ana Payer', 2);
    expect(await within(drawer).findAllByTestId('history-entry')).toHaveLength(2);
    expect(within(drawer).getByText('Payment succeeded')).toBeInTheDocument();
    expect(within(drawer).getByTestId('payment-line')).toHaveTextContent('Stay · €315');
    expect(within(drawer).getByTestId('payout-line')).toHaveTextContent(/Payout to you · €296.*scheduled/);
    expect(within(drawer).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(within(drawer).getByRole('link', { name: 'Message guest' })).toHaveAttribute(
      'href',
      '/inbox?conversation=2',
    );
  });

  it("writes the drawer's hold and history times on the listing's clock, named, not the reader's or UTC (R-H21)", async () => {
    // The host's browser is in Tokyo; the listing is in Lisbon, on summer time in June (UTC+1).
    await inBrowserZone('Asia/Tokyo', async () => {
      const held = { ...rows[1]!, status: reservationStatus(3), hold_expires_at: '2027-06-04T10:00:00.000Z' };
      const base = detailOf(held);
      const [asked, approved] = base.history as [(typeof base.history)[0], (typeof base.history)[0]];
      detail = {
        ...base,
        history: [
          { ...asked, at: '2027-06-02T10:00:00.000Z' },
          { ...approved, at: '2027-06-02T23:30:00.000Z' },
        ],
      };
      renderPage();
      const table = await findTable();
      const drawer = await openDrawer(table, 'Ana Payer', 2);
      expect(await within(drawer).findByText('held until Jun 4, 2027, 11:00 Lisbon time')).toBeVisible();
      const [first, second] = within(drawer).getAllByTestId('history-entry');
      expect(first).toHaveTextContent('Jun 2, 2027, 11:00 Lisbon time · by the guest');
      // 23:30 UTC is past midnight in Lisbon: the next day there.
      expect(second).toHaveTextContent('Jun 3, 2027, 00:30 Lisbon time · by the card provider');
      expect(within(drawer).queryByText(/UTC|Tokyo/)).toBeNull();
    });
  });

  it('offers only the moves the server allows, and no delete icon on a paid stay or a payment in flight', async () => {
    rows = [...rows, row(3, 4, 'Processing')];
    renderPage();
    const table = await findTable();
    expect(within(table).getByRole('button', { name: "Delete Ana Inquirer's reservation" })).toBeVisible();
    expect(within(table).queryByRole('button', { name: "Delete Ana Payer's reservation" })).toBeNull();
    expect(within(table).queryByRole('button', { name: "Delete Ana Processing's reservation" })).toBeNull();
    expect(
      within(table).queryByRole('button', { name: "Change status of Ana Processing's reservation" }),
    ).toBeNull();

    const dialog = await openChangeStatus(table, 'Ana Inquirer');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Approved, awaiting payment', 'Declined', 'Cancelled']);
  });

  it('offers no Cancel on a paid stay whose refund a dispute blocks, in the list as in the drawer (decision 0022)', async () => {
    rows = [
      { ...row(1, 6, 'Payer'), ...paid },
      { ...row(2, 6, 'Disputed'), ...paid, refunds_blocked: true },
    ];
    renderPage();
    const table = await findTable();
    expect(
      within(table).queryByRole('button', { name: "Change status of Ana Disputed's reservation" }),
    ).toBeNull();
    const dialog = await openChangeStatus(table, 'Ana Payer');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Cancelled']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));

    const drawer = await openDrawer(table, 'Ana Disputed', 2);
    expect(await within(drawer).findByTestId('cancel-blocked')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  describe('at 6 pm in Los Angeles (02:00 UTC the next day, 11 am in Tokyo)', () => {
    afterEach(() => vi.useRealTimers());

    it('offers the moves of each listing’s date, in the list, the dialog and the drawer (decision 0115)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2099-06-10T02:00:00Z'));
      const at = (timeZone: string, r: ReservationRow, start: string) => ({
        ...r,
        time_zone: timeZone,
        start_date: start,
        check_in_at: checkInInstant(start, '15:00', timeZone).toISOString(),
        end_date: '2099-06-12',
      });
      rows = [
        at('America/Los_Angeles', row(1, 1, 'Angeleno'), '2099-06-09'),
        at('America/Los_Angeles', { ...row(2, 6, 'Payer'), ...paid }, '2099-06-10'),
        at('Asia/Tokyo', row(3, 1, 'Tokyoite'), '2099-06-09'),
        at('Asia/Tokyo', { ...row(4, 6, 'Tokyo payer'), ...paid }, '2099-06-09'),
        at('Asia/Tokyo', { ...row(5, 6, 'Tonight'), ...paid }, '2099-06-10'),
      ];
      renderPage();
      const table = await findTable();
      // Checking in tonight in Los Angeles: it can still be approved; in Tokyo that night is over.
      const options = async (guest: string) => {
        const dialog = await openChangeStatus(table, guest);
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
        const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change status' })).toBeNull());
        return offered;
      };
      expect(await options('Ana Angeleno')).toEqual(['Approved, awaiting payment', 'Declined', 'Cancelled']);
      expect(await options('Ana Tokyoite')).toEqual(['Declined', 'Cancelled']);
      // A paid stay can be cancelled until its check-in time on the listing's clock: tomorrow in Los Angeles, and
      // at 3 pm today in Tokyo (it is 11 am there); one that checked in yesterday in Tokyo cannot.
      expect(await options('Ana Payer')).toEqual(['Cancelled']);
      expect(await options('Ana Tonight')).toEqual(['Cancelled']);
      expect(
        within(table).queryByRole('button', { name: "Change status of Ana Tokyo payer's reservation" }),
      ).toBeNull();
      const drawer = await openDrawer(table, 'Ana Payer', 2);
      expect(await within(drawer).findByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    });
  });

  it('offers a co-host no Delete, which their role may not do, in the list or the drawer', async () => {
    membership = teamMembership('co-host', { listing_ids: [3] });
    rows = [row(1, 1, 'Inquirer'), row(2, 2, 'Declined')];
    renderPage();
    const table = await findTable();
    expect(
      within(table).getByRole('button', { name: "Change status of Ana Inquirer's reservation" }),
    ).toBeVisible();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/team/membership'),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull());
    const drawer = await openDrawer(table, 'Ana Declined', 2);
    expect(await within(drawer).findByRole('button', { name: 'Back to inquiry' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('never asks a co-host’s channel stays or conflicts, which their role is refused (403)', async () => {
    membership = teamMembership('co-host', { listing_ids: [3] });
    renderPage();
    const table = await findTable();
    // The row's Delete goes once the page knows the role: by then a query waiting on it would have asked.
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull());
    const asked = requestsSent(fetchMock).map((r) => r.split('?')[0]);
    expect(asked).not.toContain('GET /api/channels/conflicts');
    expect(asked).not.toContain('GET /api/channel-stays');
  });

  it('the drawer offers the allowed moves as buttons, each opening that action’s own dialog', async () => {
    renderPage();
    const table = await findTable();
    const drawer = await openDrawer(table, 'Ana Payer', 2);
    const actions = await within(drawer).findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel reservation']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Ana's paid stay" });
    expect(within(dialog).queryByRole('combobox', { name: 'New status' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel reservation' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeEnabled();
    expect(within(dialog).getByTestId('host-cancel-refund')).toBeInTheDocument();
  });
});
