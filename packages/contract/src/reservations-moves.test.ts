import { ReservationStatus as S } from './reservations.ts';
import { HOST_STATUS_MOVES, hostMayDelete, hostMayMove, hostStatusMoves } from './reservations-moves.ts';
import { checkInInstant } from './trip.ts';

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

  // In Lisbon (UTC+1 in June) at 09:00 on Jun 18, 2027; check-in at 15:00 on the listing's clock.
  const now = new Date('2027-06-18T08:00:00Z');
  const stay = (status_id: number, start_date: string, was_paid: boolean) => ({
    status_id,
    start_date,
    was_paid,
    time_zone: 'Europe/Lisbon',
    check_in_at: checkInInstant(start_date, '15:00', 'Europe/Lisbon').toISOString(),
  });

  it('does not offer approving a stay whose first night is past on the listing’s date', () => {
    expect(hostStatusMoves(stay(S.Inquiry, '2027-06-17', false), now)).toEqual([S.Declined, S.Cancelled]);
    expect(hostStatusMoves(stay(S.Inquiry, '2027-06-18', false), now)).toContain(S.AwaitingPayment);
    // 23:30 UTC on Jun 17 is already Jun 18 in Tokyo: the night of the 17th is past there.
    const late = new Date('2027-06-17T23:30:00Z');
    expect(
      hostStatusMoves({ ...stay(S.Inquiry, '2027-06-17', false), time_zone: 'Asia/Tokyo' }, late),
    ).not.toContain(S.AwaitingPayment);
  });

  it('offers cancelling a paid stay until its check-in time on the listing’s clock, not after', () => {
    const today = stay(S.Paid, '2027-06-18', true);
    expect(hostStatusMoves(today, now)).toEqual([S.Cancelled]);
    expect(hostStatusMoves(today, new Date('2027-06-18T13:59:00Z'))).toEqual([S.Cancelled]);
    expect(hostStatusMoves(today, new Date('2027-06-18T14:00:00Z'))).toEqual([]);
    expect(hostStatusMoves(stay(S.Paid, '2027-06-17', true), now)).toEqual([]);
    expect(hostStatusMoves(stay(S.Paid, '2027-06-19', true), now)).toEqual([S.Cancelled]);
  });

  it('does not offer cancelling a paid stay whose refund a dispute blocks (decision 0022)', () => {
    const paid = stay(S.Paid, '2027-07-01', true);
    expect(hostStatusMoves({ ...paid, refunds_blocked: true }, now)).toEqual([]);
    expect(hostStatusMoves({ ...paid, refunds_blocked: false }, now)).toEqual([S.Cancelled]);
  });

  it('offers nothing on a stay cancelled after it was paid: approving it would ask for a second payment', () => {
    expect(hostStatusMoves(stay(S.Cancelled, '2027-07-01', true), now)).toEqual([]);
    for (const to of [S.Inquiry, S.Declined, S.AwaitingPayment])
      expect(hostMayMove(S.Cancelled, to, true)).toBe(false);
    expect(hostStatusMoves(stay(S.Cancelled, '2027-07-01', false), now)).toContain(S.AwaitingPayment);
    expect(hostMayMove(S.Paid, S.Cancelled, true)).toBe(true);
  });

  it('lets a host delete only what holds no money and no dates', () => {
    expect(hostMayDelete({ status_id: S.Inquiry, has_payments: false })).toBe(true);
    expect(hostMayDelete({ status_id: S.Cancelled, has_payments: true })).toBe(false);
    expect(hostMayDelete({ status_id: S.Paid, has_payments: false })).toBe(false);
    expect(hostMayDelete({ status_id: S.AwaitingPayment, has_payments: false })).toBe(false);
  });
});
