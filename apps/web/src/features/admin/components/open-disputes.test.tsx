import type { AdminDispute } from '@innkeep/contract/disputes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../../test-media.ts';
import {
  answerBy,
  bodiesSent,
  json,
  publicConfig,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import { OpenDisputes } from './open-disputes.tsx';

const fetchMock = stubFetch();

const open: AdminDispute = {
  id: 9,
  reservation_id: 41,
  listing: 'Quinta do Vale',
  host_email: 'maria@innkeep.test',
  status: 'needs_response',
  reason: 'fraudulent',
  reason_text: 'the cardholder says they did not make the payment',
  amount: 330,
  currency: 'EUR',
  evidence_due_by: '2027-03-20T00:00:00.000Z',
  outcome: null,
  open: true,
  created_at: '2027-03-01T10:00:00.000Z',
};

const other: AdminDispute = { ...open, id: 10, reservation_id: 52, listing: 'Porto loft' };

/** `hold`: the decision's answer waits until the test releases it, to look at the screen meanwhile. */
function serve(provider: 'simulator' | 'stripe', hold?: Promise<void>) {
  let rows = [open, other];
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/config': () => publicConfig(provider),
      'GET /api/admin/disputes': () => json(200, { data: rows }),
      'POST /api/admin/disputes/9/test-close': async () => {
        await hold;
        rows = [other];
        return json(200, { message: 'The dispute is lost: the money stays with the guest.' });
      },
    }),
  );
}

/** Clicks Lost on the dispute of #41 and returns the dialog that asks to confirm it. */
async function openLost(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Lost: dispute on reservation #41' }));
  return screen.findByRole('dialog', { name: 'Decide the dispute on #41: lost?' });
}

afterEach(() => vi.unstubAllGlobals());

describe('OpenDisputes', { timeout: 30_000 }, () => {
  it('in test mode, the admin decides a dispute as the bank would, after confirming, and it leaves the list', async () => {
    serve('simulator');
    renderWithProviders(<OpenDisputes />, { toasts: true });
    const user = userEvent.setup();
    // The reservation as the admin's list writes it, and Stripe's status in words.
    const table = await screen.findByTestId('open-disputes');
    expect(within(table).getByText('#41')).toBeInTheDocument();
    expect(within(table).getAllByText('Needs a response')).toHaveLength(2);
    expect(table).not.toHaveTextContent('needs response');

    // Asked first: backing out sends nothing.
    let dialog = await openLost(user);
    expect(dialog).toHaveTextContent('The money stays with the guest');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/admin/disputes/9/test-close')).toEqual([]);

    dialog = await openLost(user);
    await user.click(within(dialog).getByRole('button', { name: 'Decide lost' }));
    expect(
      await screen.findByText('The dispute is lost: the money stays with the guest.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/admin/disputes/9/test-close')).toEqual([{ outcome: 'lost' }]);
    await waitFor(() => expect(screen.queryByText('#41')).toBeNull());
    expect(screen.getByText('#52')).toBeInTheDocument();
  });

  it("while one decision is under way, only that dispute's buttons wait", async () => {
    let release = () => {};
    serve(
      'simulator',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    renderWithProviders(<OpenDisputes />, { toasts: true });
    const user = userEvent.setup();
    const dialog = await openLost(user);
    await user.click(within(dialog).getByRole('button', { name: 'Decide lost' }));
    const button = (name: string) => screen.getByRole('button', { name, hidden: true });
    await waitFor(() => expect(button('Lost: dispute on reservation #41')).toHaveAttribute('data-loading'));
    expect(button('Won: dispute on reservation #41')).toBeDisabled();
    for (const outcome of ['won', 'lost']) {
      expect(button(`${outcome === 'won' ? 'Won' : 'Lost'}: dispute on reservation #52`)).not.toHaveAttribute(
        'data-loading',
      );
      expect(button(`${outcome === 'won' ? 'Won' : 'Lost'}: dispute on reservation #52`)).toBeEnabled();
    }
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a phone, each dispute is a card with its Won and Lost at hand', async () => {
    // A phone: the admin table's `max-width: 48em` query holds.
    stubViewport(390);
    serve('simulator');
    renderWithProviders(<OpenDisputes />);
    const list = await screen.findByRole('list', { name: 'Open disputes' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('#41');
    expect(
      await within(first!).findByRole('button', { name: 'Won: dispute on reservation #41' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('with Stripe, the bank decides: no buttons', async () => {
    serve('stripe');
    renderWithProviders(<OpenDisputes />);
    expect(await screen.findByText('Quinta do Vale')).toBeInTheDocument();
    await waitFor(() => expect(requestsSent(fetchMock)).toContain('GET /api/config'));
    expect(screen.queryByRole('button', { name: /dispute on reservation/ })).toBeNull();
  });
});
