import type { InquiryData } from '@innkeep/contract/bookings';
import { feesPaidOnArrival, totalWithArrivalFees } from '@innkeep/contract/fees-on-arrival';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatMoney } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { formatPhone } from '@innkeep/contract/phone';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import type { BookableForStay } from '../listings/listings.service.ts';
import {
  greetingFor,
  type HostReader,
  hostNoticeFootnote,
  renderEmail,
  stayDates,
} from '../mail/mail.service.ts';

/** An inquiry's dates (wire names) as every stay mail writes them: `Nov 25, 2026 – Nov 29, 2026`. */
const datesOf = (inquiry: { start_date: string; end_date: string }) =>
  stayDates({ startDate: inquiry.start_date, endDate: inquiry.end_date });

/** The stay's total as the mails show it, with what is paid on arrival beside it. */
const totalText = (b: PriceBreakdown) =>
  totalWithArrivalFees(formatMoney(b.totalPriceMinor, b.currency), feesPaidOnArrival(b), (minor) =>
    formatMoney(minor, b.currency),
  );

/** Tells the host about a new inquiry, with everything needed to answer it and a link to the reservations page. */
export function inquiryToHostMail(
  listing: Pick<BookableForStay, 'name'>,
  inquiry: InquiryData,
  breakdown: PriceBreakdown,
  baseUrl: string,
  /** The host, or a co-host of the listing. */
  reader: HostReader,
  /** env.cardPayments: false means inquiries only, where approving sends no payment link. */
  cardPayments = true,
) {
  const guest = fullName(inquiry.first_name, inquiry.last_name);
  const dates = datesOf(inquiry);
  const nights = `${breakdown.nightsCount} ${breakdown.nightsCount === 1 ? 'night' : 'nights'}`;
  const guests = `${inquiry.guests} ${inquiry.guests === 1 ? 'guest' : 'guests'}`;
  const total = totalText(breakdown);
  return renderEmail({
    to: reader.email,
    subject: `New inquiry for ${listing.name}: ${dates}`,
    preheader: `${guest} asks about ${dates} for ${guests}.`,
    greeting: `Hello ${reader.firstName},`,
    paragraphs: [
      `${guest} sent an inquiry for ${listing.name}.`,
      `Dates: ${dates} (${nights}). Guests: ${inquiry.guests}. Quoted total: ${total}.`,
      `Contact: ${inquiry.email_address}, ${formatPhone(inquiry.phone_number).text}.`,
      // The guest's own words go to the host they wrote to, never back to the address given (docs/requirements/security.md#R-S5).
      ...(inquiry.message ? [`Message from ${inquiry.first_name}:`, inquiry.message] : []),
      cardPayments
        ? 'Approve it to send the guest a payment link; the dates are held only once you approve.'
        : 'Approve it to hold the dates. Card payments are not set up on this site: arrange the payment with the guest directly.',
    ],
    action: { label: 'Open reservations', url: `${baseUrl}/reservations` },
    footnote: hostNoticeFootnote(reader),
  });
}

/**
 * Confirms to the guest that the inquiry reached the host, and says what happens next, with a link to the
 * inquiry's page where the thread with the host is. Nobody confirmed this address, so of what the sender
 * typed only a plain first name goes into it (greetingFor: a name could carry a link or an insult); the rest
 * is the host's listing name, the dates, the guests and the quote.
 */
export function inquiryReceivedMail(
  listing: Pick<BookableForStay, 'name'>,
  inquiry: InquiryData,
  breakdown: PriceBreakdown,
  {
    holdHours,
    threadUrl,
  }: {
    /** How long an approval holds the dates for the payment; null: inquiries only, nothing is paid here. */
    holdHours: number | null;
    /** The inquiry's page, at its thread. */
    threadUrl: string;
  },
) {
  const dates = datesOf(inquiry);
  const total = totalText(breakdown);
  return renderEmail({
    to: inquiry.email_address,
    subject: `Your inquiry for ${listing.name} was sent (${dates})`,
    preheader: `The host will reply to your inquiry for ${dates}.`,
    greeting: greetingFor(inquiry.first_name),
    paragraphs: [
      `Your inquiry for ${listing.name}, ${dates}, for ${inquiry.guests} ${inquiry.guests === 1 ? 'guest' : 'guests'}, reached the host. Quoted total: ${total}.`,
      'Nothing is booked or charged yet, and the dates are not held.',
      holdHours === null
        ? 'If the host approves, you are told by e-mail and the host contacts you to arrange the payment directly: this site takes no card payments. If the host declines, you are told so.'
        : `If the host approves, you get an e-mail with a link to pay; the dates are then held for you for ${holdHours} hours. If the host declines, you are told so.`,
      'The host replies in your conversation on the inquiry page, and you can write to them there.',
    ],
    action: { label: 'Open your conversation', url: threadUrl },
    footnote:
      'You received this e-mail because someone sent an inquiry on Innkeep with this address. If it was not you, ignore it: nothing is booked.',
  });
}

/**
 * The staff form's payment link (decision 0061): the host reserved the stay for the guest, who pays, and
 * accepts the terms and the deposit consent, on the page of an approved inquiry.
 */
export function staffPayLinkMail(
  guest: {
    first_name: string;
    email_address: string;
    start_date: string;
    end_date: string;
    listingName: string;
    /** The listing's IANA zone: the hold's end is written on its clock, as the booking page says it. */
    timeZone: string;
  },
  breakdown: PriceBreakdown,
  link: string,
  holdExpiresAt: Date,
) {
  const dates = datesOf(guest);
  const total = totalText(breakdown);
  const until = formatDateTime(holdExpiresAt, guest.timeZone);
  return renderEmail({
    to: guest.email_address,
    subject: `Your stay at ${guest.listingName} is reserved: complete your booking`,
    preheader: `The host reserved ${dates} for you. Pay by ${until} to confirm.`,
    greeting: `Hello ${guest.first_name},`,
    paragraphs: [
      `The host of ${guest.listingName} reserved ${dates} for you.`,
      `The dates are held until ${until}. Pay ${total} on the booking page before then to confirm; there you read and accept the house rules and the cancellation terms, and enter your card yourself.`,
      'If you did not ask for this stay, ignore this e-mail: nothing is charged and the dates are released when the hold ends.',
    ],
    action: { label: 'Complete your booking', url: link },
    footnote: 'You received this e-mail because a host on Innkeep reserved a stay for you.',
  });
}
