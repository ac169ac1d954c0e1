import { formatDate } from '@innkeep/contract/dates';
import { depositTerms } from '@innkeep/contract/deposit';
import { formatMoney, formatPrice, toMajor } from '@innkeep/contract/money';
import { renderEmail } from '../mail/mail.service.ts';
import type { ReservationForPayment } from './payments.repository.ts';
import { DEPOSIT_RELEASE_DAYS } from './payments.rules.ts';

const money = (minor: number, currency: string) => formatMoney(minor, currency);
const datesOf = (r: ReservationForPayment) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`;

/** The guest's receipt: what was paid, what the deposit is, and the link to the reservation. */
export function guestReceiptMail(r: ReservationForPayment, paidMinor: number, baseUrl: string) {
  const dates = datesOf(r);
  const paid = money(paidMinor, r.currency);
  const paragraphs = [
    `Your payment of ${paid} for ${r.listingName} is complete and your stay is booked.`,
    `Dates: ${dates}. Guests: ${r.guests}. Reservation number: ${r.id}.`,
  ];
  if (r.depositMinor > 0) {
    paragraphs.push(depositTerms(money(r.depositMinor, r.currency)));
  }
  return renderEmail({
    to: r.emailAddress,
    subject: `Receipt: your stay at ${r.listingName} is booked (${dates})`,
    preheader: `${paid} paid for ${dates}.`,
    greeting: `Hello ${r.firstName},`,
    paragraphs,
    action: { label: 'View your reservation', url: `${baseUrl}/reservation/${r.uniqueHash}` },
    footnote: 'You received this e-mail because you booked a stay on Innkeep.',
  });
}

/** The host's notice of a paid booking, with the platform fee kept from it. */
export function hostReceiptMail(
  r: ReservationForPayment,
  paidMinor: number,
  feeMinor: number,
  baseUrl: string,
) {
  const dates = datesOf(r);
  const guest = `${r.firstName} ${r.lastName}`;
  const paragraphs = [
    `${guest} booked and paid ${money(paidMinor, r.currency)} for ${r.listingName}.`,
    `Dates: ${dates}. Guests: ${r.guests}. Reservation number: ${r.id}.`,
  ];
  if (feeMinor > 0) paragraphs.push(`Platform fee: ${money(feeMinor, r.currency)}.`);
  if (r.depositMinor > 0) {
    paragraphs.push(
      `Damage deposit: you may claim up to ${money(r.depositMinor, r.currency)} for damage you report within ${DEPOSIT_RELEASE_DAYS} days of check-out; the guest's card is saved for it, nothing is held.`,
    );
  }
  return renderEmail({
    to: r.hostEmail,
    subject: `New booking for ${r.listingName}: ${dates}`,
    preheader: `${guest} paid for ${dates}.`,
    greeting: `Hello ${r.hostFirstName},`,
    paragraphs,
    action: { label: 'Open reservations', url: `${baseUrl}/reservations` },
    footnote: 'You received this e-mail because you host this listing on Innkeep.',
  });
}
