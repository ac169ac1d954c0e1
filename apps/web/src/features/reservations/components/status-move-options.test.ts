import { addDays, todayIso } from '@innkeep/contract/dates';
import type { ReservationRow } from '@innkeep/contract/reservations';
import { describe, expect, it } from 'vitest';
import { reservationStatus } from '../../../test-replies.ts';
import { statusMoveOptions } from './status-move-options.ts';

const paid = (refundsBlocked: boolean) =>
  ({
    status: reservationStatus(6),
    start_date: addDays(todayIso(), 30),
    time_zone: 'Europe/Lisbon',
    was_paid: true,
    refunds_blocked: refundsBlocked,
  }) as ReservationRow;

describe('statusMoveOptions', () => {
  it("offers the drawer's moves: no Cancelled on a paid stay whose refund a dispute blocks (decision 0022)", () => {
    expect(statusMoveOptions(paid(false), undefined)).toEqual([{ value: '5', label: 'Cancelled' }]);
    expect(statusMoveOptions(paid(true), undefined)).toEqual([]);
  });
});
