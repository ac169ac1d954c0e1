import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/payments.ts';

/** A reservation's payments with whether any has a refund, locked for the rest of the transaction. */
export async function paymentsWithRefunds(db: Tx, reservationId: number) {
  const rows = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .for('update');
  const ids = rows.map((r) => r.id);
  const refunded = ids.length
    ? await db.select({ id: refunds.id }).from(refunds).where(inArray(refunds.paymentId, ids))
    : [];
  return { rows, refunded: refunded.length > 0 };
}

export async function deletePayments(db: Tx, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(payments).where(inArray(payments.id, ids));
}
