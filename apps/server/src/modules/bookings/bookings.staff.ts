import { formatDateTime } from '@innkeep/contract/formats';
import type { StaffReservation, StaffReservationReply } from '@innkeep/contract/payments';
import { staffMessages } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { Env } from '../../env.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { refuseBlockedEmail } from '../blocked-emails/blocked-emails.service.ts';
import { lockListing } from '../listings/listings.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import * as paymentGates from '../payments/payments.gates.service.ts';
import * as reservations from '../reservations/reservations.service.ts';
import { assertConfirmedTotal, holdingDates } from './bookings.holds.ts';
import { staffPayLinkMail } from './bookings.mails.ts';
import * as repo from './bookings.repository.ts';
import { evaluateStay, newUniqueHash } from './bookings.service.ts';
import { stayColumns, stayOf } from './bookings.stay-columns.ts';

type StaffDeps = Pick<AppDeps, 'db'> & {
  env: paymentGates.GateEnv & Pick<Env, 'HOLD_HOURS' | 'publicBaseUrl'>;
};

/**
 * The host's staff form (decision 0061): the host enters the guest and the stay, and the GUEST pays. One
 * transaction locks the listing, checks and prices the stay on the server, writes it as approved (3),
 * holding the dates for HOLD_HOURS, and queues the guest's e-mail with the payment link of an approved
 * inquiry. The guest accepts the terms and the deposit consent and enters their own card on that page, so
 * no card is ever keyed by the host (no MOTO channel to flag, limit or hold).
 */
export async function reserveForGuest(
  deps: StaffDeps,
  hostId: number,
  input: StaffReservation,
  now = new Date(),
): Promise<StaffReservationReply> {
  const stay = input.reservation;
  const holdExpiresAt = new Date(now.getTime() + deps.env.HOLD_HOURS * 3_600_000);
  return holdingDates(deps.db, async (tx) => {
    await refuseBlockedEmail(tx, stay.email_address, 'email_address');
    const owner = await lockListing(tx, stay.listing_id);
    // A host reserves only on their own listings; another's is not found (nothing revealed).
    if (!owner || owner.hostId !== hostId) throw notFound('Listing not found');
    // The link must be able to take the guest's card: refused here when card payment cannot reach the host.
    await paymentGates.assertCardPaymentOpen(tx, deps.env, hostId, 'staff');
    const { listing, breakdown } = await evaluateStay(tx, stayOf(stay), now, {
      takenIsConflict: true,
      forCharge: true,
    });
    assertConfirmedTotal(input.expected_total ?? null, breakdown);
    const uniqueHash = newUniqueHash();
    const { id } = await repo.insertReservation(tx, {
      listingId: listing.id,
      uniqueHash,
      statusId: ReservationStatus.AwaitingPayment,
      ...stayColumns(stay, breakdown),
      promotionalEmails: false,
      source: 'staff',
      holdExpiresAt,
    });
    await reservations.recordEvent(tx, {
      reservationId: id,
      fromStatusId: null,
      to: ReservationStatus.AwaitingPayment,
      actor: 'host',
      actorUserId: hostId,
      reason: 'Staff form: the guest was e-mailed the payment link',
    });
    await enqueueMail(
      tx,
      staffPayLinkMail(
        { ...stay, listingName: listing.name, timeZone: listing.timeZone },
        breakdown,
        `${deps.env.publicBaseUrl}/reservation/${uniqueHash}`,
        holdExpiresAt,
      ),
    );
    // The host reads the hold's end as the guest's e-mail and booking page write it: on the listing's clock.
    const until = formatDateTime(holdExpiresAt, listing.timeZone);
    return {
      message: staffMessages.linkSent(stay.email_address, until),
      data: {
        reservation_id: id,
        unique_hash: uniqueHash,
        status_id: ReservationStatus.AwaitingPayment,
        hold_expires_at: holdExpiresAt.toISOString(),
      },
    };
  });
}
