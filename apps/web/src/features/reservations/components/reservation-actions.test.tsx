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
    has_payments: wasPaid,
    was_paid: wasPaid,
  }) as unknown as ReservationDetail; // the actions read only these fields

const renderActions = (d: ReservationDetail) =>
  renderWithProviders(<ReservationActions d={d} onMove={() => undefined} onDelete={() => undefined} />, {
    env: 'test',
  });

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
});
