import type { InquiryData } from '@innkeep/contract/bookings';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice, toMajor } from '@innkeep/contract/money';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import type { BookableForStay } from '../listings/listings.service.ts';
import { renderEmail } from '../mail/mail.service.ts';

/** Tells the host about a new inquiry, with everything needed to answer it and a link to the reservations page. */
export function inquiryToHostMail(
  listing: Pick<BookableForStay, 'hostEmail' | 'hostFirstName' | 'name'>,
  inquiry: InquiryData,
  breakdown: PriceBreakdown,
  baseUrl: string,
) {
  const guest = `${inquiry.first_name} ${inquiry.last_name}`;
  const dates = `${formatDate(inquiry.start_date)} – ${formatDate(inquiry.end_date)}`;
  const nights = `${breakdown.nightsCount} ${breakdown.nightsCount === 1 ? 'night' : 'nights'}`;
  const guests = `${inquiry.guests} ${inquiry.guests === 1 ? 'guest' : 'guests'}`;
  const total = formatPrice(toMajor(breakdown.totalPriceMinor, breakdown.currency), breakdown.currency);
  return renderEmail({
    to: listing.hostEmail,
    subject: `New inquiry for ${listing.name}: ${dates}`,
    preheader: `${guest} asks about ${dates} for ${guests}.`,
    greeting: `Hello ${listing.hostFirstName},`,
    paragraphs: [
      `${guest} sent an inquiry for ${listing.name}.`,
      `Dates: ${dates} (${nights}). Guests: ${guests}. Quoted total: ${total}.`,
      `Contact: ${inquiry.email_address}, ${inquiry.phone_number}.`,
      'Approve it to send the guest a payment link; the dates are held only once you approve.',
    ],
    action: { label: 'Open reservations', url: `${baseUrl}/reservations` },
    footnote: 'You received this e-mail because you host this listing on Innkeep.',
  });
}
