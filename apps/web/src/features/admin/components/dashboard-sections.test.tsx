import type { AdminPaymentsReply } from '@innkeep/contract/payouts';
import type { RefundReturn } from '@innkeep/contract/refund-returns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../../test-media.ts';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { payoutLine } from '../../../test-replies.ts';
import { PlatformPayments } from './platform-payments.tsx';
import { RefundReturns } from './refund-returns.tsx';

// The admin dashboard's money sections (decisions 0049, 0067): each says what it lists, that there is nothing
// to list, or why it could not be loaded.
const fetchMock = stubFetch();
afterEach(() => vi.unstubAllGlobals());

const failedPayout: AdminPaymentsReply['data']['failed_payouts'][number] = {
  ...payoutLine({
    reservation_id: 41,
    amount: 285,
    fee: 30,
    status: 'failed',
    scheduled_for: '2027-03-04T15:00:00.000Z',
    guest_name: 'Ana Costa',
    listing: 'Quinta do Vale',
    start_date: '2027-03-01',
    end_date: '2027-03-04',
    reason: 'The host’s bank account was closed.',
  }),
  host_email: 'maria@innkeep.test',
};
const serveAdminPayments = (reply: () => Response) =>
  fetchMock.mockImplementation(answerBy({ 'GET /api/admin/payments': reply }));

describe('PlatformPayments', { timeout: 30_000 }, () => {
  it('says where the platform is and lists the payouts the provider refused', async () => {
    serveAdminPayments(() =>
      json(200, {
        data: { platform: { country: 'PT', settlement_currency: 'EUR' }, failed_payouts: [failedPayout] },
      }),
    );
    renderWithProviders(<PlatformPayments />, { env: 'test' });
    expect(await screen.findByTestId('platform-country')).toHaveTextContent(
      /^The platform is in Portugal and settles in EUR: hosts in its region are paid by transfer/,
    );
    const rows = within(screen.getByTestId('failed-payouts')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReservationHostAmountWhy it failed',
      '#41 · Quinta do Valemaria@innkeep.test€285The host’s bank account was closed.',
    ]);
  });

  it('shows each failed payout as a card on a phone', async () => {
    stubViewport(390);
    serveAdminPayments(() =>
      json(200, {
        data: { platform: { country: 'PT', settlement_currency: 'EUR' }, failed_payouts: [failedPayout] },
      }),
    );
    renderWithProviders(<PlatformPayments />, { env: 'test' });
    const list = await screen.findByRole('list', { name: 'Payouts that failed' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Reservation#41 · Quinta do ValeHostmaria@innkeep.testAmount€285',
    );
  });

  it('says so when no payout failed and the provider could not be asked', async () => {
    serveAdminPayments(() => json(200, { data: { platform: null, failed_payouts: [] } }));
    renderWithProviders(<PlatformPayments />, { env: 'test' });
    expect(await screen.findByText('No payout failed.')).toBeInTheDocument();
    expect(screen.getByTestId('platform-country')).toHaveTextContent(
      'The payment provider could not be asked for the platform’s country just now.',
    );
    expect(screen.queryByTestId('failed-payouts')).toBeNull();
  });

  it('says why when the section could not be loaded', async () => {
    serveAdminPayments(() => json(503, { error: 'The database is busy.', code: 'UNAVAILABLE' }));
    renderWithProviders(<PlatformPayments />, { env: 'test' });
    const section = screen.getByRole('region', { name: 'Payments' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Payments could not be loadedThe database is busy.',
    );
    expect(screen.queryByTestId('platform-country')).toBeNull();
  });
});

const returned: RefundReturn = {
  id: 3,
  reservation_id: 52,
  amount: 130,
  currency: 'EUR',
  guest_name: 'Ana Costa',
  guest_email: 'ana@example.com',
  listing: 'Porto loft',
  failure_reason: 'expired_or_canceled_card',
  status: 'open',
  note: null,
  created_at: '2027-03-10T09:00:00.000Z',
  resolved_at: null,
};

/** The queue as the server keeps it: `resolve` answers with `status` and `body`, and resolves the row on 200. */
function serveReturns(resolve: { status: number; body: unknown }) {
  let row = returned;
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/admin/refund-returns': () => json(200, { data: [row] }),
      'POST /api/admin/refund-returns/3/resolve': ({ body }) => {
        if (resolve.status === 200) {
          const { note } = body as { note: string };
          row = { ...row, status: 'resolved', note, resolved_at: '2027-03-12T10:00:00.000Z' };
        }
        return json(resolve.status, resolve.body);
      },
    }),
  );
}

describe('RefundReturns', { timeout: 30_000 }, () => {
  it('the admin marks a returned refund resolved, saying how, and the row says resolved', async () => {
    serveReturns({ status: 200, body: { data: { ...returned, status: 'resolved' } } });
    renderWithProviders(<RefundReturns />, { env: 'test' });
    const user = userEvent.setup();
    const table = await screen.findByTestId('refund-returns');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '#52 · Porto loftAna Costaana@example.com€130expired or canceled cardMar 10, 2027Mark resolved',
    );
    await user.click(within(table).getByRole('button', { name: 'Mark resolved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Returned €130 to Ana Costa?' });
    await user.type(within(dialog).getByRole('textbox', { name: /How was it returned/ }), 'Bank transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/admin/refund-returns/3/resolve')).toEqual([
      { note: 'Bank transfer' },
    ]);
    // The badge keeps the note as its title.
    expect(await within(table).findByTitle('Bank transfer')).toHaveTextContent('resolved');
    expect(within(table).queryByRole('button', { name: 'Mark resolved' })).toBeNull();
  });

  const NOTE_REQUIRED = 'Say how the money was returned (for example: bank transfer on 2 Dec).';
  it('says under the field that a blank note needs saying how, and sends nothing', async () => {
    serveReturns({ status: 200, body: { data: { ...returned, status: 'resolved' } } });
    renderWithProviders(<RefundReturns />, { env: 'test' });
    const user = userEvent.setup();
    const table = await screen.findByTestId('refund-returns');
    await user.click(within(table).getByRole('button', { name: 'Mark resolved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Returned €130 to Ana Costa?' });
    const note = within(dialog).getByRole('textbox', { name: /How was it returned/ });
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(dialog).findByText(NOTE_REQUIRED)).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(expect.stringContaining(NOTE_REQUIRED));
    expect(bodiesSent(fetchMock, 'POST /api/admin/refund-returns/3/resolve')).toEqual([]);
  });

  it('keeps the dialog open with the server’s refusal, and the row open', async () => {
    serveReturns({ status: 409, body: { error: 'This refund was already resolved.', code: 'CONFLICT' } });
    renderWithProviders(<RefundReturns />, { env: 'test' });
    const user = userEvent.setup();
    const table = await screen.findByTestId('refund-returns');
    await user.click(within(table).getByRole('button', { name: 'Mark resolved' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /How was it returned/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This refund was already resolved.');
    expect(within(table).getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
  });

  it('shows each returned refund as a card on a phone, the action in it', async () => {
    stubViewport(390);
    serveReturns({ status: 200, body: { data: { ...returned, status: 'resolved' } } });
    renderWithProviders(<RefundReturns />, { env: 'test' });
    const list = await screen.findByRole('list', { name: 'Refunds to return another way' });
    expect(within(list).queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Return€130');
    expect(card).toHaveTextContent('Why it failedexpired or canceled card');
    expect(within(card!).getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
  });

  it('says so when no refund was returned', async () => {
    fetchMock.mockImplementation(
      answerBy({ 'GET /api/admin/refund-returns': () => json(200, { data: [] }) }),
    );
    renderWithProviders(<RefundReturns />, { env: 'test' });
    expect(await screen.findByText("No refund was returned by a guest's bank.")).toBeInTheDocument();
    expect(screen.queryByTestId('refund-returns')).toBeNull();
  });
});
