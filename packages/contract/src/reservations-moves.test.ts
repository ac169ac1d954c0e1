import { ReservationStatus as S } from './reservations.ts';
import { HOST_STATUS_MOVES, hostMayDelete, hostMayMove, hostStatusMoves } from './reservations-moves.ts';

describe('host status moves', () => {
  it('never lets a host set Paid or Payment processing, nor touch a payment in flight', () => {
    for (const moves of Object.values(HOST_STATUS_MOVES)) {
      expect(moves).not.toContain(S.Paid);
      expect(moves).not.toContain(S.PaymentProcessing);
    }
    expect(HOST_STATUS_MOVES[S.PaymentProcessing]).toEqual([]);
    expect(HOST_STATUS_MOVES[S.Paid]).toEqual([S.Cancelled]);
    expect(hostMayMove(S.Paid, S.Inquiry)).toBe(false);
    expect(hostMayMove(S.Inquiry, S.AwaitingPayment)).toBe(true);
  });

  it('does not offer approving a stay that has begun, nor cancelling a paid stay from its check-in day', () => {
    const today = '2027-06-18';
    expect(
      hostStatusMoves({ status_id: S.Inquiry, start_date: '2027-06-17', was_paid: false }, today),
    ).toEqual([S.Declined, S.Cancelled]);
    expect(hostStatusMoves({ status_id: S.Inquiry, start_date: today, was_paid: false }, today)).toContain(
      S.AwaitingPayment,
    );
    expect(hostStatusMoves({ status_id: S.Paid, start_date: today, was_paid: true }, today)).toEqual([]);
    expect(hostStatusMoves({ status_id: S.Paid, start_date: '2027-06-19', was_paid: true }, today)).toEqual([
      S.Cancelled,
    ]);
  });

  it('does not offer cancelling a paid stay whose refund a dispute blocks (decision 0022)', () => {
    const paid = { status_id: S.Paid, start_date: '2027-07-01', was_paid: true };
    expect(hostStatusMoves({ ...paid, refunds_blocked: true }, '2027-06-18')).toEqual([]);
    expect(hostStatusMoves({ ...paid, refunds_blocked: false }, '2027-06-18')).toEqual([S.Cancelled]);
  });

  it('offers nothing on a stay cancelled after it was paid: approving it would ask for a second payment', () => {
    const later = { start_date: '2027-07-01' };
    expect(hostStatusMoves({ status_id: S.Cancelled, ...later, was_paid: true }, '2027-06-18')).toEqual([]);
    for (const to of [S.Inquiry, S.Declined, S.AwaitingPayment])
      expect(hostMayMove(S.Cancelled, to, true)).toBe(false);
    expect(hostStatusMoves({ status_id: S.Cancelled, ...later, was_paid: false }, '2027-06-18')).toContain(
      S.AwaitingPayment,
    );
    expect(hostMayMove(S.Paid, S.Cancelled, true)).toBe(true);
  });

  it('lets a host delete only what holds no money and no dates', () => {
    expect(hostMayDelete({ status_id: S.Inquiry, has_payments: false })).toBe(true);
    expect(hostMayDelete({ status_id: S.Cancelled, has_payments: true })).toBe(false);
    expect(hostMayDelete({ status_id: S.Paid, has_payments: false })).toBe(false);
    expect(hostMayDelete({ status_id: S.AwaitingPayment, has_payments: false })).toBe(false);
  });
});
