import type { TestApp } from '../../test/test-app.ts';

/** What other modules' tests may run of this module besides its service: the hold expiry job's round. */
export { expireHolds } from './reservations.holds.ts';

/**
 * The host (or a teammate) moves a reservation to `statusId` (`POST /api/reservations/change/status`); `extra`
 * adds the refund or the message.
 */
export const changeStatus = (
  t: TestApp,
  headers: Record<string, string>,
  reservationId: number,
  statusId: number,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations/change/status',
    headers,
    payload: { reservation_id: reservationId, status_id: statusId, ...extra },
  });
