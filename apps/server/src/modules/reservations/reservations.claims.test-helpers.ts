import { eq } from 'drizzle-orm';
import { depositClaims } from '../../db/schema/deposit-claims.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkedOut, paidStayOn, paymentsOf } from '../bookings/bookings.test-helpers.ts';

/** Damage claims (decision 0060) through the routes, on the payment simulator. */
export function claimHelpers(t: () => TestApp) {
  /** A stay paid through Book now on a listing of `hostId`, checked out `daysAgo` days ago. */
  async function paidStay(hostId: number, depositMinor = 200_00, daysAgo = 1) {
    const stay = await paidStayOn(t(), hostId, { refundableDamageDepositMinor: depositMinor });
    await checkedOut(t(), stay.id, daysAgo);
    return stay;
  }
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    t().app.inject({ method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  return {
    paidStay,
    file: (id: number, headers: Record<string, string>, body: object = {}) =>
      inject(
        'POST',
        `/api/reservations/${id}/deposit-claim`,
        { amount: 80_00, reason: 'Broken lamp', ...body },
        headers,
      ),
    answer: (hash: string, payload: object) =>
      inject('POST', `/api/bookings/reservation/${hash}/deposit-claim/answer`, payload),
    guestView: (hash: string) => inject('GET', `/api/bookings/reservation/${hash}/deposit-claim`),
    detail: (id: number, headers: Record<string, string>) =>
      inject('GET', `/api/reservations/${id}`, undefined, headers),
    decide: (claimId: number, headers: Record<string, string>, payload: object) =>
      inject('POST', `/api/admin/deposit-claims/${claimId}/decision`, payload, headers),
    adminList: (headers: Record<string, string>, status = 'objected') =>
      inject('GET', `/api/admin/deposit-claims?status=${status}`, undefined, headers),
    claimRows: (reservationId: number) =>
      t().db.select().from(depositClaims).where(eq(depositClaims.reservationId, reservationId)),
    charges: (reservationId: number) => paymentsOf(t(), reservationId, 'deposit_claim'),
    mailsTo: (to: string) => t().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)),
  };
}
