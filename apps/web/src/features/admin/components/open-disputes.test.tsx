import type { AdminDispute } from '@innkeep/contract/disputes';
import { screen, waitFor } from '@testing-library/react';
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

function serve(provider: 'simulator' | 'stripe') {
  let rows = [open];
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/config': () => publicConfig(provider),
      'GET /api/admin/disputes': () => json(200, { data: rows }),
      'POST /api/admin/disputes/9/test-close': () => {
        rows = [];
        return json(200, { message: 'The dispute is lost: the money stays with the guest.' });
      },
    }),
  );
}

describe('OpenDisputes', { timeout: 30_000 }, () => {
  it('in test mode, the admin decides a dispute as the bank would, and it leaves the list', async () => {
    serve('simulator');
    renderWithProviders(<OpenDisputes />, { toasts: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute on reservation 41 lost' }));
    expect(
      await screen.findByText('The dispute is lost: the money stays with the guest.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/admin/disputes/9/test-close')).toEqual([{ outcome: 'lost' }]);
    await waitFor(() => expect(screen.getByText('No payment is disputed.')).toBeInTheDocument());
  });

  it('with Stripe, the bank decides: no buttons', async () => {
    serve('stripe');
    renderWithProviders(<OpenDisputes />);
    expect(await screen.findByText('Quinta do Vale')).toBeInTheDocument();
    await waitFor(() => expect(requestsSent(fetchMock)).toContain('GET /api/config'));
    expect(screen.queryByRole('button', { name: /Dispute on reservation/ })).toBeNull();
  });
});
