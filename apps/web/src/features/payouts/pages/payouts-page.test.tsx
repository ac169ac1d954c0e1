import type { PayoutLine } from '@innkeep/contract/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { payoutLine } from '../../../test-replies.ts';
import PayoutsPage from './payouts-page.tsx';

const fetchMock = stubFetch();

const lines = [
  payoutLine({}),
  payoutLine({
    reservation_id: 37,
    amount: 100,
    fee: 6,
    status: 'paid',
    paid_at: '2027-05-02T14:00:00.000Z',
    guest_name: 'Jonas Berg',
  }),
  payoutLine({
    reservation_id: 30,
    amount: 50,
    fee: 3,
    status: 'failed',
    reason: 'Stripe refused the transfer: your account needs more information.',
  }),
];

const rows = () => screen.getAllByTestId('payout-row');

/** The page, with the API answering these payout lines. */
function showPayouts(data: PayoutLine[]) {
  fetchMock.mockImplementation(answerBy({ 'GET /api/payouts': () => json(200, { data }) }));
  return renderWithProviders(<PayoutsPage />, { route: '/payouts' });
}

describe('PayoutsPage', { timeout: 30_000 }, () => {
  it('shows each payout with its guest, amount, fee and status, and the totals per currency', async () => {
    showPayouts(lines);
    await screen.findAllByTestId('payout-row');
    expect(rows()).toHaveLength(3);
    const [scheduled, paid, failed] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(scheduled).toHaveTextContent('#41');
    expect(scheduled).toHaveTextContent('Ana Silva · Harbour flat · Jun 18 – Jun 21');
    expect(scheduled).toHaveTextContent('€296.10');
    expect(scheduled).toHaveTextContent('€18.90');
    expect(within(scheduled).getByText('scheduled')).toBeInTheDocument();
    expect(scheduled).toHaveTextContent('Scheduled for Jun 19, 2027');
    expect(within(paid).getByText('paid')).toBeInTheDocument();
    expect(paid).toHaveTextContent('Paid May 2, 2027');
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByTestId('payout-reason')).toHaveTextContent(
      'Stripe refused the transfer: your account needs more information.',
    );
    const [total] = screen.getAllByTestId('payout-total');
    expect(total).toHaveTextContent('€296.10 to come');
    expect(total).toHaveTextContent('€100 paid to you');
    expect(total).toHaveTextContent('€27.90 platform fees');
    expect(screen.queryByText('You owe an amount back')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // A claim's payout waits out the guest's bank's dispute window (decision 0060), as its drawer says.
    expect(
      screen.getByText(/a damage-deposit claim 65 days after the guest's card is charged/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/claim at once/)).toBeNull();
  });

  it('says what is owed back after a chargeback', async () => {
    showPayouts([
      payoutLine({
        status: 'reversed',
        paid_at: '2027-06-20T09:00:00.000Z',
        reversed_at: '2027-07-03T09:00:00.000Z',
        owed: 40,
      }),
    ]);
    expect(await screen.findByText('You owe an amount back')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('owed €40')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Reversed Jul 3, 2027');
    expect(rows()[0]).not.toHaveTextContent('Scheduled for');
  });

  it('shows what is to come after what the host owes for a stay they cancelled, and says why it is owed', async () => {
    const cancelled = payoutLine({
      reservation_id: 47,
      amount: 0,
      fee: 0,
      status: 'reversed',
      reversed_at: '2027-06-02T09:00:00.000Z',
      reason: 'You cancelled this paid stay: its card processing (€20.35) is kept from your next payouts.',
      owed: 20.35,
    });
    const next = payoutLine({ reservation_id: 48, amount: 296.1 });
    showPayouts([cancelled, next]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the card processing of a stay you cancelled');
    expect(rows()[0]).toHaveTextContent('You cancelled this paid stay');
    const [total] = screen.getAllByTestId('payout-total');
    expect(total).toHaveTextContent('€275.75 to come');
    expect(total).toHaveTextContent('after €20.35 you owe back');
  });

  it("names a guest's cancellation's card processing as the guest's refund does, apart from the platform fees", async () => {
    // The guest cancelled in the free period: the €30.03 they kept paid is card processing (decision 0089).
    const cancelled = payoutLine({
      reservation_id: 52,
      amount: 0,
      fee: 30.03,
      status: 'reversed',
      reversed_at: '2027-06-10T09:00:00.000Z',
    });
    showPayouts([payoutLine({}), cancelled]);
    await screen.findAllByTestId('payout-row');
    const [kept, card] = rows() as [HTMLElement, HTMLElement];
    expect(within(kept).getByTestId('payout-fee-name')).toHaveTextContent('Platform fee');
    expect(within(card).getByTestId('payout-fee-name')).toHaveTextContent('Card processing');
    expect(card).toHaveTextContent('€30.03');
    expect(card).not.toHaveTextContent('Platform fee');
    // On a phone too, where the line says the fee's name before its amount.
    expect(screen.getAllByTestId('payout-line')[1]).toHaveTextContent('Card processing €30.03');
    const [total] = screen.getAllByTestId('payout-total');
    expect(total).toHaveTextContent('€18.90 platform fees');
    expect(total).toHaveTextContent('€30.03 card processing kept on cancellations');
  });

  it('with no payouts yet says so, with nothing to export; a failed read says so too', async () => {
    const { unmount } = showPayouts([]);
    expect(await screen.findByText(/No payouts yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    unmount();

    fetchMock.mockImplementation(
      answerBy({ 'GET /api/payouts': () => json(500, { error: 'Server error', code: 'INTERNAL' }) }),
    );
    renderWithProviders(<PayoutsPage />, { route: '/payouts' });
    expect(
      await screen.findByText('Your payouts could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('downloads the tax report of the year chosen, and says when it cannot', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    let reportAnswer = () =>
      new Response('month,listing,tax\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/payouts': () => json(200, { data: lines }),
        'GET /api/taxes/report.csv': () => reportAnswer(),
      }),
    );
    renderWithProviders(<PayoutsPage />, { route: '/payouts' });
    await screen.findAllByTestId('payout-row');
    const lastYear = String(new Date().getFullYear() - 1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), lastYear);
    await userEvent.click(screen.getByRole('button', { name: 'Tax report CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(requestsSent(fetchMock)).toContain(`GET /api/taxes/report.csv?year=${lastYear}`);
    expect(screen.queryByText(/tax report could not be downloaded/)).toBeNull();

    reportAnswer = () => json(500, { error: 'Server error', code: 'INTERNAL' });
    await userEvent.click(screen.getByRole('button', { name: 'Tax report CSV' }));
    expect(
      await screen.findByText('The tax report could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
