import { depositTerms } from '@innkeep/contract/deposit';
import { feesPaidOnArrival, totalWithArrivalFees } from '@innkeep/contract/fees-on-arrival';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatMoney } from '@innkeep/contract/money';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { greetingFor, renderEmail, stayDates } from '../mail/mail.service.ts';
import { guestRefundText, NO_DEPOSIT_CHARGED, type Refunded } from './reservations.cancel.mails.ts';

/** What every guest mail of this module needs to know about the reservation. */
export interface GuestMailFacts {
  firstName: string;
  emailAddress: string;
  listingName: string;
  startDate: string;
  endDate: string;
}

const FOOTNOTE = 'You received this e-mail because you asked to stay at a listing on Innkeep.';
// Nobody confirmed an inquiry's address, and a host declines the odd one: its mails greet only a plain name.

/**
 * The host's words with an approval, a decline or a cancellation, carried by that change's own e-mail so the
 * guest gets one (docs/requirements/host.md#R-H30); `replyUrl` is the thread, where the note also is.
 */
export interface HostNote {
  body: string;
  replyUrl: string;
}
// The note's own lines, one paragraph each (the layout escapes them; blank lines are dropped).
const noteParagraphs = (note: HostNote | undefined) =>
  note ? ['Your host wrote:', ...note.body.split(/\r?\n/).filter((line) => line.trim() !== '')] : [];
/** A mail with no button of its own offers the reply when it carries a note. */
const replyAction = (note: HostNote | undefined) =>
  note ? { action: { label: 'Reply to your host', url: note.replyUrl } } : {};

/** Approval: the payment link, the amount and until when the dates are held, on the listing's clock as its page says. */
export function approvedMail(
  f: GuestMailFacts & {
    /** The listing's IANA zone. */
    timeZone: string;
    totalPriceMinor: number;
    depositMinor: number;
    currency: string;
    /** The stored price snapshot: a fee the host collects on arrival is named beside the total. */
    priceBreakdown?: unknown;
  },
  link: string,
  holdExpiresAt: Date,
  note?: HostNote,
) {
  const b = f.priceBreakdown as Partial<PriceBreakdown> | undefined;
  const total = totalWithArrivalFees(
    formatMoney(f.totalPriceMinor, f.currency),
    b?.currency ? feesPaidOnArrival(b as PriceBreakdown) : [],
    (minor) => formatMoney(minor, f.currency),
  );
  const until = formatDateTime(holdExpiresAt, f.timeZone);
  const deposit = f.depositMinor > 0 ? ` ${depositTerms(formatMoney(f.depositMinor, f.currency))}` : '';
  return renderEmail({
    to: f.emailAddress,
    subject: `Your stay at ${f.listingName} is approved: complete your booking`,
    preheader: `The host approved ${stayDates(f)}. Pay by ${until} to confirm.`,
    greeting: greetingFor(f.firstName),
    paragraphs: [
      `Good news: the host of ${f.listingName} approved your request for ${stayDates(f)}.`,
      `The dates are held for you until ${until}. Pay ${total} before then to confirm the booking.${deposit}`,
      ...noteParagraphs(note),
      'If you no longer need the stay, simply ignore this e-mail: the dates are released when the hold ends.',
    ],
    action: { label: 'Complete your booking', url: link },
    footnote: FOOTNOTE,
  });
}

/**
 * Approval on a site without card payments (inquiries only): no pay link and no deadline, since nothing can be
 * paid here; the host arranges the payment, and the dates stay held until the host cancels.
 */
export function approvedInquiriesOnlyMail(f: GuestMailFacts, link: string, note?: HostNote) {
  return renderEmail({
    to: f.emailAddress,
    subject: `Your stay at ${f.listingName} is approved`,
    preheader: `The host approved ${stayDates(f)} and will contact you about the payment.`,
    greeting: greetingFor(f.firstName),
    paragraphs: [
      `Good news: the host of ${f.listingName} approved your request for ${stayDates(f)}.`,
      paymentGateMessages.approvedInquiriesOnly,
      ...noteParagraphs(note),
      'You can write to the host, or cancel, from your reservation page.',
    ],
    action: { label: 'Open your reservation', url: link },
    footnote: FOOTNOTE,
  });
}

export function declinedMail(f: GuestMailFacts, note?: HostNote) {
  return renderEmail({
    to: f.emailAddress,
    subject: `Your request for ${f.listingName} was declined`,
    preheader: `The host cannot accommodate you on ${stayDates(f)}.`,
    greeting: greetingFor(f.firstName),
    paragraphs: [
      `Thank you for your interest in ${f.listingName}. Unfortunately the host cannot accommodate your request for ${stayDates(f)}.`,
      ...noteParagraphs(note),
      'Nothing was charged. You are welcome to look for other dates or other stays on Innkeep.',
    ],
    ...replyAction(note),
    footnote: FOOTNOTE,
  });
}

export function cancelledMail(f: GuestMailFacts, note?: HostNote) {
  return renderEmail({
    to: f.emailAddress,
    subject: `Your approved stay at ${f.listingName} was cancelled`,
    preheader: `The host cancelled the hold on ${stayDates(f)}.`,
    greeting: greetingFor(f.firstName),
    paragraphs: [
      `The host of ${f.listingName} cancelled your approved request for ${stayDates(f)}, and the payment link no longer works.`,
      ...noteParagraphs(note),
      'Nothing was charged. We are sorry for the trouble; you are welcome to look for other stays on Innkeep.',
    ],
    ...replyAction(note),
    footnote: FOOTNOTE,
  });
}

export function holdExpiredMail(f: GuestMailFacts) {
  return renderEmail({
    to: f.emailAddress,
    subject: `The hold on ${f.listingName} has ended`,
    preheader: `${stayDates(f)} were held for you, but no payment arrived in time.`,
    greeting: greetingFor(f.firstName),
    paragraphs: [
      `The dates ${stayDates(f)} at ${f.listingName} were held for you, but the time to pay has run out, so the dates are free again.`,
      'Nothing was charged. If you still want to stay, send a new request from the listing page.',
    ],
    footnote: FOOTNOTE,
  });
}

/** The host cancelled a paid stay: what comes back to the card, and that no deposit will be charged. */
export function paidCancelledMail(
  f: GuestMailFacts & { currency: string; depositMinor: number },
  refunded: Refunded,
  note?: HostNote,
) {
  const refundedMinor = refunded.refundMinor;
  const refund = guestRefundText(
    refunded,
    f.currency,
    'No refund was made with this cancellation. If you think one is due, write to us through the contact page.',
  );
  const paragraphs = [
    `We are sorry: the host of ${f.listingName} cancelled your booking for ${stayDates(f)}.`,
    ...noteParagraphs(note),
    refund,
  ];
  if (f.depositMinor > 0) paragraphs.push(NO_DEPOSIT_CHARGED);
  return renderEmail({
    to: f.emailAddress,
    subject: `Your booking at ${f.listingName} was cancelled`,
    preheader:
      refundedMinor > 0
        ? `${formatMoney(refundedMinor, f.currency)} is being refunded for ${stayDates(f)}.`
        : `The host cancelled ${stayDates(f)}.`,
    greeting: `Hello ${f.firstName},`,
    paragraphs,
    ...replyAction(note),
    footnote: 'You received this e-mail because you booked a stay on Innkeep.',
  });
}
