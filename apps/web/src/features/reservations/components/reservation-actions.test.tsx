import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { ReservationActions } from './reservation-actions.tsx';

/** docs/requirements/cancellation.md#R-C5: the drawer offers no Approve on a stay cancelled after it was paid, and says why. */
const cancelled = (wasPaid: boolean) =>
  ({
    id: 9,
    status: { id: 5, name: 'Cancelled', color: 'grey' },
    start_date: '2099-06-18',
    end_date: '2099-06-21',
    time_zone: 'Europe/Lisbon',
    has_payments: wasPaid,
    was_paid: wasPaid,
  }) as unknown as ReservationDetail; // the actions read only these fields

const renderActions = (d: ReservationDetail, coHost = false) =>
  renderWithProviders(
    <ReservationActions d={d} onMove={() => undefined} onDelete={coHost ? undefined : () => undefined} />,
    { env: 'test' },
  );

/** A paid stay ahead, with a dispute on its payment as the detail sends it. */
const disputed = (open: boolean, outcome: 'won' | 'lost' | null, blocked: boolean) =>
  ({
    id: 10,
    status: { id: 6, name: 'Paid', color: 'green' },
    start_date: '2099-06-18',
    end_date: '2099-06-21',
    time_zone: 'Europe/Lisbon',
    has_payments: true,
    was_paid: true,
    dispute: { open, outcome },
    refunds_blocked: blocked,
  }) as unknown as ReservationDetail;

describe('the drawer actions', () => {
  it('a refunded stay: no Approve, no other move, and the reason', () => {
    renderActions(cancelled(true));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to inquiry' })).toBeNull();
    expect(screen.getByTestId('no-actions')).toHaveTextContent(
      'This stay was paid and then cancelled: it cannot be approved or reopened.',
    );
  });

  it('a cancelled approval that was never paid can be approved again', () => {
    renderActions(cancelled(false));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('a paid stay with a dispute open: no Cancel (the refund is refused), one line says why', () => {
    for (const coHost of [false, true]) {
      const { unmount } = renderActions(disputed(true, null, true), coHost);
      expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
      expect(screen.getByTestId('cancel-blocked')).toHaveTextContent(
        "Cannot be cancelled while the guest's bank disputes the payment",
      );
      expect(screen.queryByTestId('no-actions')).toBeNull();
      unmount();
    }
  });

  it.each([
    ['won', disputed(false, 'won', false)],
    ['lost', disputed(false, 'lost', false)],
  ])('a paid stay whose dispute was %s can be cancelled', (_, d) => {
    renderActions(d);
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-blocked')).toBeNull();
  });
});
