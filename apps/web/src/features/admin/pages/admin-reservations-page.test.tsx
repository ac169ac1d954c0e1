import type { AdminReservation } from '@innkeep/contract/admin';
import { cancellationMessages } from '@innkeep/contract/cancellation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerBy,
  bodiesSent,
  json,
  publicConfig,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import AdminReservationsPage from './admin-reservations-page.tsx';

const fetchMock = stubFetch();

const paid: AdminReservation = {
  id: 41,
  listing_name: 'Quinta do Vale',
  host_email: 'maria@innkeep.test',
  guest_name: 'Zélia Quaresma',
  guest_email: 'zelia@example.com',
  start_date: '2027-03-10',
  end_date: '2027-03-13',
  status: { id: 6, name: 'Paid', color: 'green' },
  total: 330,
  currency: 'EUR',
  created_at: '2027-02-01T10:00:00.000Z',
  cancellable: true,
  disputed: false,
  dispute_open: false,
  dispute_outcome: null,
  amount_paid: 330,
};
// Cancelled after its dispute closed: the dispute is told as decided, not as blocking a refund.
const cancelled: AdminReservation = {
  ...paid,
  id: 40,
  status: { id: 5, name: 'Cancelled', color: 'grey' },
  cancellable: false,
  disputed: true,
  dispute_outcome: 'won',
};

function serve(cancel: () => Response, provider: 'simulator' | 'stripe' = 'stripe') {
  let rows = [paid, cancelled];
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/config': () => publicConfig(provider),
      'POST /api/admin/reservations/41/test-dispute': () => {
        rows = [{ ...paid, cancellable: false, disputed: true, dispute_open: true }, cancelled];
        return json(200, {
          message: "The guest's bank disputes €330: the guest says they were charged twice.",
        });
      },
      'GET /api/admin/reservations': () =>
        json(200, { data: rows, meta: { page: 1, per_page: 25, total: 2 } }),
      'POST /api/admin/reservations/41/cancel': () => {
        const res = cancel();
        if (res.status === 200) rows = [{ ...paid, status: cancelled.status, cancellable: false }, cancelled];
        return res;
      },
    }),
  );
}

/** The page with `serve`'s answers and the cancel dialog of #41 opened from its button; the user who works it. */
async function openCancelDialog() {
  renderWithProviders(<AdminReservationsPage />, { toasts: true, route: '/admin/reservations' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel reservation #41' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Cancel reservation #41' }) };
}

const listReads = () =>
  requestsSent(fetchMock).filter((r) => r.startsWith('GET /api/admin/reservations')).length;

describe('AdminReservationsPage', { timeout: 30_000 }, () => {
  it('cancels a stay with who bears it and why; a form left blank says what is missing and sends nothing', async () => {
    serve(() =>
      json(200, {
        message: cancellationMessages.adminCancelled('€330'),
        data: { reservation_id: 41, refund: 330 },
      }),
    );
    const { user, dialog } = await openCancelDialog();
    // Only a stay that can still be cancelled offers it.
    expect(screen.queryByRole('button', { name: 'Cancel reservation #40' })).toBeNull();
    // A dispute that closed blocks nothing, whatever the stay's status: it is not told as blocking a refund.
    expect(screen.getByText('Dispute won: the bank left the payment with us')).toBeInTheDocument();
    expect(screen.queryByText('Disputed: no refund while open')).toBeNull();

    expect(dialog).toHaveTextContent('What the guest paid, €330, goes back to them, even after check-in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    // In the dialog's words, not the wire's codes.
    expect(within(dialog).getByText('Choose who bears the refund: the host or Innkeep')).toBeVisible();
    expect(dialog).not.toHaveTextContent(/host_cancellation|platform/);
    expect(within(dialog).getByText(cancellationMessages.adminReasonRequired)).toBeVisible();
    expect(bodiesSent(fetchMock, 'POST /api/admin/reservations/41/cancel')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /The host/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The flat was flooded');
    const reads = listReads();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(cancellationMessages.adminCancelled('€330'))).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/admin/reservations/41/cancel')).toEqual([
      { cause: 'host_cancellation', reason: 'The flat was flooded' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel reservation #41' })).toBeNull());
  });

  it('says a lost dispute left nothing to refund, and a part refunded what is left', async () => {
    const lost = { ...paid, id: 42, disputed: true, dispute_outcome: 'lost', amount_paid: 0 } as const;
    const part = { ...paid, id: 43, amount_paid: 120.5 };
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/config': () => publicConfig('stripe'),
        'GET /api/admin/reservations': () =>
          json(200, { data: [lost, part], meta: { page: 1, per_page: 25, total: 2 } }),
      }),
    );
    renderWithProviders(<AdminReservationsPage />, { route: '/admin/reservations' });
    const user = userEvent.setup();
    expect(await screen.findByText('Dispute lost: the bank gave the guest their money back')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel reservation #42' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel reservation #42' });
    expect(dialog).toHaveTextContent(
      "Nothing is left to refund: the guest's bank already gave the payment back.",
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    // No refund to bear: the choice is asked as whose cancellation it is.
    expect(within(dialog).getByRole('radiogroup', { name: 'Whose cancellation it is' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Innkeep: our mistake or our decision' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel reservation #43' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel reservation #43' });
    expect(dialog).toHaveTextContent('€120.50 of the €330 paid has not gone back to the guest yet');
    expect(within(dialog).getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
    expect(within(dialog).getByRole('radiogroup', { name: 'Who bears the refund' })).toBeVisible();
    expect(
      within(dialog).getByRole('radio', { name: 'Innkeep: our mistake, or a goodwill refund' }),
    ).toBeVisible();
  });

  it('says why the server refused, and keeps the dialog open', async () => {
    serve(() => json(409, { error: cancellationMessages.alreadyCancelled, code: 'CONFLICT' }));
    const { user, dialog } = await openCancelDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Innkeep/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Double booking on our side');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cancellationMessages.alreadyCancelled);
  });

  it("says why when the server refuses the refund itself (a disputed payment's 422 on `refund`)", async () => {
    const disputed =
      "This payment is disputed by the guest's bank, so it cannot be refunded: the bank decides where the money goes.";
    serve(() => json(422, { message: disputed, errors: { refund: [disputed] } }));
    const { user, dialog } = await openCancelDialog();
    await user.click(within(dialog).getByRole('radio', { name: /The host/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The host cannot host it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(disputed);
  });

  it('in test mode, a paid stay can be disputed as its bank would', async () => {
    serve(() => json(500, {}), 'simulator');
    renderWithProviders(<AdminReservationsPage />, { toasts: true, route: '/admin/reservations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute (test) on reservation #41' }));
    expect(screen.queryByRole('button', { name: 'Dispute (test) on reservation #40' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Test a dispute on #41' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: "The bank's reason" }),
      'duplicate',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(await screen.findByText(/the guest says they were charged twice/)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/admin/reservations/41/test-dispute')).toEqual([
      { reason: 'duplicate' },
    ]);
    // The list reloads: a disputed stay offers neither a second test dispute nor a cancel the server refuses.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dispute (test) on reservation #41' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel reservation #41' })).toBeNull();
    expect(screen.getByText('Disputed: no refund while open')).toBeInTheDocument();
  });

  it("opens searched by the link's ?q=, and keeps the URL in step as the admin searches, so Back returns", async () => {
    serve(() => json(500, {}));
    const { router } = renderWithProviders(<AdminReservationsPage />, {
      route: '/admin/reservations',
      at: '/admin/reservations?q=%2341',
    });
    const box = await screen.findByRole('searchbox', { name: 'Search reservations' });
    expect(box).toHaveValue('#41');
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain('GET /api/admin/reservations?page=1&q=%2341'),
    );
    expect(requestsSent(fetchMock).filter((r) => r === 'GET /api/admin/reservations?page=1&q=')).toEqual([]);

    const user = userEvent.setup();
    await user.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(box, 'zelia');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zelia'));
    await waitFor(() =>
      expect(requestsSent(fetchMock)).toContain('GET /api/admin/reservations?page=1&q=zelia'),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=%2341');
    expect(box).toHaveValue('#41');
  });

  it('with Stripe, offers no test dispute', async () => {
    serve(() => json(500, {}), 'stripe');
    renderWithProviders(<AdminReservationsPage />, { route: '/admin/reservations' });
    expect(await screen.findByRole('button', { name: 'Cancel reservation #41' })).toBeInTheDocument();
    await waitFor(() => expect(requestsSent(fetchMock)).toContain('GET /api/config'));
    expect(screen.queryByRole('button', { name: /Dispute \(test\)/ })).toBeNull();
  });
});
