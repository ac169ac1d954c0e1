import { DEFAULT_CANCELLATION_POLICY, isCancellationPolicy } from '@innkeep/contract/cancellation';
import { quoteCancellation } from '@innkeep/contract/cancellation-quote';
import { formatDate, nightsBetween } from '@innkeep/contract/dates';
import { depositTerms } from '@innkeep/contract/deposit';
import { arrivalFeeNote, feesPaidOnArrival } from '@innkeep/contract/fees-on-arrival';
import { formatMoney } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { zoneLabel } from '@innkeep/contract/payment-deadline';
import { formatPhone } from '@innkeep/contract/phone';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { priceLines } from '@innkeep/contract/pricing-lines';
import { localText, todayIn } from '@innkeep/contract/time-zones';
import { checkInWindowText, type Trip } from '@innkeep/contract/trip';
import {
  type HostReader,
  hostNoticeFootnote,
  type LinkedParagraph,
  renderEmail,
  stayDates,
} from '../mail/mail.service.ts';
import type { ReservationForPayment } from './payments.repository.ts';
import { DEPOSIT_RELEASE_DAYS } from './payments.rules.ts';
import { PAYOUT_DELAY_HOURS } from './payouts.rules.ts';

const money = (minor: number, currency: string) => formatMoney(minor, currency);

/** The stay's cancellation terms with its dates, as they stand when it is paid. */
function cancellationTerms(r: ReservationForPayment, paidMinor: number, now: Date): string {
  const b = r.priceBreakdown as Partial<PriceBreakdown>;
  const quote = quoteCancellation(
    {
      policy: isCancellationPolicy(r.cancellationPolicy) ? r.cancellationPolicy : DEFAULT_CANCELLATION_POLICY,
      startDate: r.startDate,
      checkInTime: r.checkInTime,
      timeZone: r.timeZone,
      bookedAt: now,
      nights: b.nightsCount ?? nightsBetween(r.startDate, r.endDate),
      currency: r.currency,
      totalMinor: r.totalPriceMinor,
      cleaningFeeMinor: (b.excludedFees ?? []).includes('cleaning_fee') ? 0 : (b.cleaningFeeMinor ?? 0),
      taxesMinor: b.taxesMinor ?? 0,
      refundableMinor: paidMinor,
    },
    now,
  );
  return `${quote.terms} You can cancel from your reservation page.`;
}

/** The price lines the trip page shows (contract `priceLines`), then the total paid. */
function breakdownLines(r: ReservationForPayment, paidMinor: number): string[] {
  const b = r.priceBreakdown as Partial<PriceBreakdown>;
  const lines = b.currency
    ? priceLines(b as PriceBreakdown, (minor) => money(minor, r.currency))
        // The deposit has its own paragraph in the site's words.
        .filter((l) => l.key !== 'refundable_damage_deposit')
        .map(
          (l) =>
            `${l.label}: ${money(l.amountMinor, r.currency)}${l.excluded ? ' (not included in total)' : ''}`,
        )
    : [];
  // A fee the host collects at the door is said beside the total, with who and when (decision 0087).
  const atTheDoor = b.currency
    ? feesPaidOnArrival(b as PriceBreakdown).map((f) =>
        arrivalFeeNote(f.label, money(f.amountMinor, r.currency)),
      )
    : [];
  return [...lines, `Total paid: ${money(paidMinor, r.currency)}`, ...atTheDoor];
}

/** Where the place is, when to arrive and leave, whom to call, and how to get in (decision 0033). */
function tripParagraphs(r: ReservationForPayment, trip: Trip): (string | LinkedParagraph)[] {
  const window = checkInWindowText(trip.check_in_from, trip.check_in_until);
  const zone = zoneLabel(trip.time_zone);
  // The phone as the trip page shows it: international, so it dials from abroad.
  const phone = trip.host.phone ? formatPhone(trip.host.phone).text : null;
  const contact = [trip.host.name, phone, trip.host.email].filter(Boolean).join(', ');
  const paragraphs: (string | LinkedParagraph)[] = [
    // The address itself opens the map.
    {
      before: 'Address: ',
      link: { label: trip.address.line, url: trip.address.map_url },
      after: '.',
      textLabel: 'Map',
    },
    `Check-in: ${formatDate(r.startDate)}${window ? `, ${window}` : ''}. Check-out: ${formatDate(r.endDate)}${trip.check_out_time ? `, by ${trip.check_out_time}` : ''}. Times are ${zone}.`,
    `Your host: ${contact}.`,
  ];
  if (trip.key_pickup) paragraphs.push(`Key pick-up: ${trip.key_pickup}`);
  if (trip.house_manual) paragraphs.push(`House manual: ${trip.house_manual}`);
  paragraphs.push(
    trip.access.available
      ? 'The door code and the Wi-Fi are on your reservation page.'
      : `The door code and the Wi-Fi appear on your reservation page from ${accessFromText(trip)}, 48 hours before check-in.`,
  );
  return paragraphs;
}

const accessFromText = (trip: Trip) => localText(new Date(trip.access.available_from), trip.time_zone);

/**
 * The guest's receipt: what was paid line by line, what the deposit is, the cancellation terms, the
 * address and arrival details (never the door code or Wi-Fi: mail is kept forever), and the link.
 */
export function guestReceiptMail(
  r: ReservationForPayment,
  paidMinor: number,
  baseUrl: string,
  trip: Trip | null,
  now = new Date(),
) {
  const dates = stayDates(r);
  const paid = money(paidMinor, r.currency);
  const paragraphs: (string | LinkedParagraph)[] = [
    `Your payment of ${paid} for ${r.listingName} is complete and your stay is booked.`,
    `Dates: ${dates}. Guests: ${r.guests}. Reservation number: ${r.id}.`,
    ...breakdownLines(r, paidMinor),
  ];
  if (r.depositMinor > 0) {
    paragraphs.push(depositTerms(money(r.depositMinor, r.currency)));
  }
  paragraphs.push(cancellationTerms(r, paidMinor, now));
  if (trip) paragraphs.push(...tripParagraphs(r, trip));
  return renderEmail({
    to: r.emailAddress,
    subject: `Receipt: your stay at ${r.listingName} is booked (${dates})`,
    preheader: `${paid} paid for ${dates}.`,
    greeting: `Hello ${r.firstName},`,
    paragraphs,
    action: { label: 'View your reservation', url: `${baseUrl}/reservation/${r.uniqueHash}` },
    footnote:
      'Keep this e-mail: its link is your trip page. You received it because you booked a stay on Innkeep.',
  });
}

/**
 * The host's notice of a paid booking, with the platform fee kept from it, and the payout: how much and on
 * which day (the listing's) it is expected (docs/requirements/money.md#R-M4).
 */
export function hostReceiptMail(
  r: ReservationForPayment,
  paidMinor: number,
  feeMinor: number,
  baseUrl: string,
  payout: { amountMinor: number; scheduledFor: Date } | null = null,
) {
  const dates = stayDates(r);
  const guest = fullName(r.firstName, r.lastName);
  const paragraphs = [
    `${guest} booked and paid ${money(paidMinor, r.currency)} for ${r.listingName}.`,
    `Dates: ${dates}. Guests: ${r.guests}. Reservation number: ${r.id}.`,
  ];
  if (feeMinor > 0) paragraphs.push(`Platform fee: ${money(feeMinor, r.currency)}.`);
  if (r.taxesMinor > 0)
    paragraphs.push(
      `Occupancy taxes collected for you to remit: ${money(r.taxesMinor, r.currency)} (in your payout; no platform fee is taken on them).`,
    );
  if (payout)
    paragraphs.push(
      `Your payout: ${money(payout.amountMinor, r.currency)}, expected on ${formatDate(todayIn(r.timeZone, payout.scheduledFor))}, ${PAYOUT_DELAY_HOURS} hours after check-in (anything you owe from an earlier stay is kept from it).`,
    );
  if (r.depositMinor > 0) {
    paragraphs.push(
      `Damage deposit: you may claim up to ${money(r.depositMinor, r.currency)} for damage you report within ${DEPOSIT_RELEASE_DAYS} days of check-out; the guest's card is saved for it, nothing is held.`,
    );
  }
  return renderEmail({
    to: r.hostEmail,
    subject: `New booking for ${r.listingName}: ${dates}`,
    preheader: payout
      ? `${guest} paid for ${dates}. Payout ${money(payout.amountMinor, r.currency)} expected ${formatDate(todayIn(r.timeZone, payout.scheduledFor))}.`
      : `${guest} paid for ${dates}.`,
    greeting: `Hello ${r.hostFirstName},`,
    paragraphs,
    action: { label: 'Open reservations', url: `${baseUrl}/reservations` },
    footnote: 'You received this e-mail because you host this listing on Innkeep.',
  });
}

/**
 * A co-host's notice of a paid booking at a listing they look after (R-H32): who comes, when, how many; not
 * the money, which is the host's (decision 0102).
 */
export function coHostBookingMail(r: ReservationForPayment, reader: HostReader, baseUrl: string) {
  const dates = stayDates(r);
  const guest = fullName(r.firstName, r.lastName);
  return renderEmail({
    to: reader.email,
    subject: `New booking for ${r.listingName}: ${dates}`,
    preheader: `${guest} booked ${dates}.`,
    greeting: `Hello ${reader.firstName},`,
    paragraphs: [
      `${guest} booked ${r.listingName}.`,
      `Dates: ${dates}. Guests: ${r.guests}. Reservation number: ${r.id}.`,
    ],
    action: { label: 'Open reservations', url: `${baseUrl}/reservations` },
    footnote: hostNoticeFootnote(reader),
  });
}
