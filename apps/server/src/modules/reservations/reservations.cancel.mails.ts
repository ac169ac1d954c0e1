import { chargedBackText, REFUND_TIMING } from '@innkeep/contract/cancellation';
import { reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate } from '@innkeep/contract/dates';
import { formatMoney } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { todayIn } from '@innkeep/contract/time-zones';
import {
  greetingFor,
  type HostReader,
  hostNoticeFootnote,
  renderEmail,
  stayDates,
} from '../mail/mail.service.ts';
import type { StayPayout } from '../payments/payouts.lines.service.ts';

/** What a cancellation gave back, minor units: the refund it made, and what the guest's bank had already given. */
export interface Refunded {
  refundMinor: number;
  chargedBackMinor: number;
}

/** The sentence for a cancellation that refunds nothing: the bank's chargeback when there was one, else `none`. */
export function nothingRefunded(r: Refunded, currency: string, to: 'guest' | 'host', none: string): string {
  return r.chargedBackMinor > 0 ? chargedBackText[to](formatMoney(r.chargedBackMinor, currency)) : none;
}

/** To the guest: where a sent refund goes and how long their bank may take; else as `nothingRefunded`. */
export function guestRefundText(r: Refunded, currency: string, none: string): string {
  if (r.refundMinor <= 0) return nothingRefunded(r, currency, 'guest', none);
  const amount = formatMoney(r.refundMinor, currency);
  return `A refund of ${amount} is on its way to the card you paid with; ${REFUND_TIMING}.`;
}

/** A cancelled paid stay's deposit: nothing was held (decision 0024), so nothing is "released"; it is just never charged. */
export const NO_DEPOSIT_CHARGED = 'No damage deposit will be charged for this stay.';

/** What the cancellation e-mails say about the stay. */
export interface CancelMailFacts {
  /** The status it was cancelled from: an inquiry held no dates, so none are "free again". */
  statusId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  listingName: string;
  startDate: string;
  endDate: string;
  currency: string;
  depositMinor: number;
  hostEmail: string;
  hostFirstName: string;
  /** The listing's zone: the day a payout is expected is the listing's day, as on the booking e-mail. */
  timeZone: string;
}

/**
 * The guest cancelled: what comes back under the policy, and its terms as they applied. An unpaid stay (an
 * inquiry, or approved and not paid) was cancelled through the link its inquiry's reply gave whoever sent it, to an
 * address nobody confirmed: it says nothing was charged, greets only a plain first name and quotes no terms.
 */
export function guestCancelledMail(f: CancelMailFacts, refunded: Refunded, terms: string, paid: boolean) {
  const refundedMinor = refunded.refundMinor;
  const refund = guestRefundText(refunded, f.currency, 'Under the cancellation policy nothing is refunded.');
  const inquiry = f.statusId === ReservationStatus.Inquiry;
  const cancelled = inquiry
    ? `You withdrew your inquiry for ${f.listingName} for ${stayDates(f)}.`
    : `You cancelled your stay at ${f.listingName} for ${stayDates(f)}.`;
  const paragraphs = paid ? [cancelled, refund, terms] : [cancelled, 'Nothing was charged.'];
  if (paid && f.depositMinor > 0) paragraphs.push(NO_DEPOSIT_CHARGED);
  return renderEmail({
    to: f.emailAddress,
    subject: inquiry
      ? `You withdrew your inquiry for ${f.listingName}`
      : `You cancelled your stay at ${f.listingName}`,
    preheader:
      paid && refundedMinor > 0
        ? `${formatMoney(refundedMinor, f.currency)} is being refunded.`
        : stayDates(f),
    greeting: paid ? `Hello ${f.firstName},` : greetingFor(f.firstName),
    paragraphs,
    footnote: paid
      ? 'You received this e-mail because you booked a stay on Innkeep.'
      : 'You received this e-mail because you asked to stay at a listing on Innkeep.',
  });
}

/**
 * What the host is paid for the stay now, from its payout row as the cancellation left it (the server's
 * figures, docs/requirements/money.md#R-M4): the new amount and the day it is expected while it is still to
 * come, or that there is none. `changed`: whether the cancellation lowered it (a refund was made).
 */
function payoutNow(p: StayPayout, zone: string, changed: boolean): string {
  const amount = formatMoney(p.amountMinor, p.currency);
  const now = changed ? 'is now' : 'stays';
  if (p.status === 'cancelled')
    return 'Your payout for this stay is cancelled: nothing is paid to you for it.';
  if (p.status === 'scheduled')
    return `Your payout for this stay ${now} ${amount}, expected on ${formatDate(todayIn(zone, p.scheduledFor))}.`;
  if (p.status === 'held')
    return `Your payout for this stay ${now} ${amount}, held while a card dispute on this payment is open.`;
  return `Your payout for this stay ${now} ${amount}; your Payouts page shows where it stands.`;
}

/** What the host's e-mail says the guest gets back and what the payout becomes. */
function hostMoneyLine(
  f: CancelMailFacts,
  refunded: Refunded,
  paid: boolean,
  payouts: readonly StayPayout[],
): string {
  if (!paid) return 'The stay was not paid yet, so no money moves.';
  const refundedMinor = refunded.refundMinor;
  const back =
    refundedMinor > 0
      ? `Under the listing's cancellation policy the guest gets ${formatMoney(refundedMinor, f.currency)} back.`
      : nothingRefunded(
          refunded,
          f.currency,
          'host',
          "Under the listing's cancellation policy the guest gets nothing back.",
        );
  const payout = payouts.map((p) => payoutNow(p, f.timeZone, refundedMinor > 0)).join(' ');
  return `${back}${payout ? ` ${payout}` : ''}`;
}

/**
 * The host learns that the guest cancelled, what the guest gets back and what the payout becomes (`payouts`:
 * the stay's payout rows the cancellation just settled); the button opens the stay's drawer. An inquiry is
 * only a question (nothing held, nothing charged): the guest withdrew it, and no answer is needed.
 */
export function guestCancelledHostMail(
  f: CancelMailFacts & { id: number },
  refunded: Refunded,
  paid: boolean,
  payouts: readonly StayPayout[],
  baseUrl: string,
) {
  const host = { email: f.hostEmail, firstName: f.hostFirstName, coHost: false };
  const money = f.statusId === ReservationStatus.Inquiry ? [] : [hostMoneyLine(f, refunded, paid, payouts)];
  return guestCancelledToHostSide(f, host, baseUrl, money);
}

/** A co-host of the listing learns it as the host does, without the money, which is the host's (R-H32). */
export const guestCancelledCoHostMail = (
  f: CancelMailFacts & { id: number },
  reader: HostReader,
  baseUrl: string,
) => guestCancelledToHostSide(f, reader, baseUrl, []);

function guestCancelledToHostSide(
  f: CancelMailFacts & { id: number },
  reader: HostReader,
  baseUrl: string,
  money: string[],
) {
  const guest = fullName(f.firstName, f.lastName);
  const inquiry = f.statusId === ReservationStatus.Inquiry;
  return renderEmail({
    to: reader.email,
    subject: inquiry
      ? `${guest} withdrew their inquiry for ${f.listingName}`
      : `${guest} cancelled the stay at ${f.listingName}`,
    preheader: inquiry ? `No answer is needed for ${stayDates(f)}.` : `${stayDates(f)} are free again.`,
    greeting: `Hello ${reader.firstName},`,
    paragraphs: [
      inquiry
        ? `${guest} withdrew their inquiry for ${f.listingName} for ${stayDates(f)}: no answer is needed. The dates were never held, and nothing was charged.`
        : `${guest} cancelled the stay at ${f.listingName} for ${stayDates(f)}. The dates are free again.`,
      ...money,
    ],
    action: { label: 'Open the reservation', url: `${baseUrl}${reservationDrawerPath(f.id)}` },
    footnote: hostNoticeFootnote(reader),
  });
}

/** A co-host of the listing learns Innkeep cancelled the stay, and why, without the money (R-H32). */
export function adminCancelledCoHostMail(
  f: CancelMailFacts & { id: number },
  reason: string,
  reader: HostReader,
  baseUrl: string,
) {
  return renderEmail({
    to: reader.email,
    subject: `The stay of ${fullName(f.firstName, f.lastName)} at ${f.listingName} was cancelled`,
    preheader: `${stayDates(f)} are free again.`,
    greeting: `Hello ${reader.firstName},`,
    paragraphs: [
      `Innkeep cancelled the stay at ${f.listingName} for ${stayDates(f)}. The dates are free again.`,
      `The reason: “${reason}”`,
    ],
    action: { label: 'Open the reservation', url: `${baseUrl}${reservationDrawerPath(f.id)}` },
    footnote: hostNoticeFootnote(reader),
  });
}

/**
 * What the host bears of Innkeep's refund (decisions 0021, 0089): the stay's payout goes with the refund
 * whoever bears it; a cancellation counted as the host's also costs them its card processing, as the payouts
 * page then says, and one Innkeep bears does not.
 */
const PAYOUT_GOES = 'Your payout for this stay is cancelled (or taken back, if it was paid).';
const HOST_BEARS: Record<'host_cancellation' | 'platform', string> = {
  host_cancellation: `${PAYOUT_GOES} The cancellation counts as yours: the card processing of the guest's payment is also kept from your next payouts; your Payouts page shows the amount.`,
  platform: `${PAYOUT_GOES} The cancellation is not counted as yours: you pay no card processing for it.`,
};

/**
 * What the host reads of a paid stay's cancellation that refunded everything (an admin's, or the host side's
 * own): what goes back to the guest's card and, when something did, who bears it (`cause`).
 */
export function hostRefundLines(
  refunded: Refunded,
  currency: string,
  cause: 'host_cancellation' | 'platform',
): [string, ...string[]] {
  if (refunded.refundMinor === 0)
    return [nothingRefunded(refunded, currency, 'host', 'Nothing is refunded to the guest.')];
  return [
    `${formatMoney(refunded.refundMinor, currency)} is refunded to the guest's card.`,
    HOST_BEARS[cause],
  ];
}

/**
 * An admin cancelled (possibly after check-in): both sides are told, with the refund and the reason; the host
 * also learns who bears the refund (`cause`).
 */
export function adminCancelledMails(
  f: CancelMailFacts,
  refunded: Refunded,
  reason: string,
  cause: 'host_cancellation' | 'platform',
) {
  const refundedMinor = refunded.refundMinor;
  const amount = formatMoney(refundedMinor, f.currency);
  const stay = [
    `Innkeep cancelled the stay at ${f.listingName} for ${stayDates(f)}.`,
    `The reason: “${reason}”`,
  ];
  // Each side reads the refund addressed to them: the guest's own card, the host's guest.
  const toGuest = guestRefundText(refunded, f.currency, 'Nothing is refunded.');
  const toHost = hostRefundLines(refunded, f.currency, cause);
  return [
    renderEmail({
      to: f.emailAddress,
      subject: `Your stay at ${f.listingName} was cancelled`,
      preheader: refundedMinor > 0 ? `${amount} is being refunded to your card.` : toGuest,
      greeting: `Hello ${f.firstName},`,
      paragraphs: [...stay, toGuest],
      footnote: 'You received this e-mail because you booked a stay on Innkeep.',
    }),
    renderEmail({
      to: f.hostEmail,
      subject: `The stay of ${fullName(f.firstName, f.lastName)} at ${f.listingName} was cancelled`,
      preheader: toHost[0],
      greeting: `Hello ${f.hostFirstName},`,
      paragraphs: [...stay, ...toHost],
      footnote: 'You received this e-mail because you host a listing on Innkeep.',
    }),
  ];
}
