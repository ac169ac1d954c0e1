import { formatPrice, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { RefundReturn } from '@innkeep/contract/refund-returns';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail, renderEmail } from '../mail/mail.service.ts';
import { mailAdmins } from '../users/users.service.ts';
import * as repo from './payments.refund-returns.repository.ts';
import type { ReservationForPayment } from './payments.repository.ts';

/**
 * Refunds the guest's bank returned (decision 0067). The guest is still owed the money: it goes to the
 * admins' queue ("return €X to the guest another way") and counts as refunded for the host's payout, so a
 * cancelled stay's payout never rises back. The guest is told what happens next, the admins that it waits.
 */
export async function queueFailedRefund(
  deps: PaymentDeps,
  tx: Tx,
  r: ReservationForPayment,
  refund: { id: number; amountMinor: number; currency: string; failureReason: string | null },
): Promise<void> {
  const row = await repo.insertReturn(tx, {
    refundId: refund.id,
    reservationId: r.id,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    failureReason: refund.failureReason,
  });
  if (!row) return;
  const amount = formatPrice(toMajor(refund.amountMinor, refund.currency), refund.currency);
  await enqueueMail(
    tx,
    renderEmail({
      to: r.emailAddress,
      subject: `Your refund of ${amount} could not be made to your card`,
      preheader: `Your bank returned the refund for your stay at ${r.listingName ?? 'Innkeep'}.`,
      greeting: `Hello ${r.firstName},`,
      paragraphs: [
        `We refunded ${amount} for your cancelled stay at ${r.listingName ?? 'Innkeep'}, but your card's bank sent it back, usually because the card was closed or has expired.`,
        'You will still get the money: our team will write to you at this address to arrange another way to return it, usually a bank transfer. You do not need to do anything until then.',
      ],
      footnote: `Reservation ${r.id}. You received this e-mail because you booked a stay on Innkeep.`,
    }),
  );
  await mailAdmins(tx, {
    subject: `Return ${amount} to the guest of reservation ${r.id} another way`,
    preheader: `A refund of ${amount} to ${fullName(r.firstName, r.lastName)} failed at the card provider.`,
    paragraphs: [
      `The refund of ${amount} to ${fullName(r.firstName, r.lastName)} (${r.emailAddress}) was returned by their bank${refund.failureReason ? ` (${refund.failureReason.replaceAll('_', ' ')})` : ''}. The guest was told that the platform will return it another way.`,
      'Return it, then mark it resolved in the admin area.',
    ],
    action: { label: 'Open refunds to return', url: `${deps.env.publicBaseUrl}/admin#refund-returns` },
  });
}

const wire = (row: NonNullable<Awaited<ReturnType<typeof repo.findReturn>>>): RefundReturn => ({
  id: row.item.id,
  reservation_id: row.item.reservationId,
  amount: toMajor(row.item.amountMinor, row.item.currency),
  currency: row.item.currency.toUpperCase(),
  guest_name: fullName(row.firstName, row.lastName),
  guest_email: row.email,
  listing: row.listing ?? '',
  failure_reason: row.item.failureReason,
  status: row.item.status === 'resolved' ? 'resolved' : 'open',
  note: row.item.note,
  created_at: row.item.createdAt.toISOString(),
  resolved_at: row.item.resolvedAt?.toISOString() ?? null,
});

/** `GET /api/admin/refund-returns`. */
export async function refundReturns(db: Tx): Promise<RefundReturn[]> {
  return (await repo.listReturns(db)).map(wire);
}

/** An admin returned the money another way: the item is resolved with how (once; 409 after). */
export async function resolveRefundReturn(
  db: Db,
  id: number,
  adminId: number,
  note: string,
): Promise<RefundReturn> {
  await db.transaction(async (tx) => {
    const row = await repo.lockReturn(tx, id);
    if (!row) throw notFound('No such refund to return');
    if (row.status === 'resolved') throw new AppError('CONFLICT', 'This refund was already marked resolved.');
    await repo.updateReturn(tx, id, {
      status: 'resolved',
      note,
      resolvedAt: new Date(),
      resolvedBy: adminId,
    });
  });
  const found = await repo.findReturn(db, id);
  if (!found) throw notFound('No such refund to return');
  return wire(found);
}
