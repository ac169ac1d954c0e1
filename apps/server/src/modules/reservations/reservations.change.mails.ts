import { fullName } from '@innkeep/contract/names';
import { ReservationStatus, statusOf } from '@innkeep/contract/reservations';
import { hostNoticeMail, stayDates } from '../mail/mail.service.ts';
import { hostRefundLines, type Refunded } from './reservations.cancel.mails.ts';

const S = ReservationStatus;

/** What a member did, by the status their move (decision 0037) took the stay to: a verb, words after it. */
const DID = {
  [S.Inquiry]: ['moved', ' back to an inquiry'],
  [S.Declined]: ['declined', ''],
  [S.AwaitingPayment]: ['approved', ''],
  [S.Cancelled]: ['cancelled', ''],
} as const;

/** The stay as the host's notice names it. */
export interface MemberChangeFacts {
  id: number;
  firstName: string;
  lastName: string;
  listingName: string;
  startDate: string;
  endDate: string;
  currency: string;
}

/**
 * The host learns that a member of their team (`memberName`, a co-host) changed a stay for them: who did
 * what, for which guest, listing and dates, and whether the dates are held or free now. A paid stay's
 * cancellation also says what the guest gets back and what it costs the host, whose money it is
 * (`refunded`). The button opens the stay's drawer.
 */
export function memberChangedHostMail(
  f: MemberChangeFacts,
  move: { from: number; to: number },
  memberName: string,
  host: { email: string; firstName: string },
  baseUrl: string,
  refunded?: Refunded,
) {
  const [did, after] = DID[move.to as keyof typeof DID];
  const guest = fullName(f.firstName, f.lastName);
  const whose = `${guest}'s ${move.from === S.Paid ? 'stay at' : 'request for'} ${f.listingName}`;
  const heldNow = statusOf(move.to)?.holdsDates ?? false;
  const heldBefore = statusOf(move.from)?.holdsDates ?? false;
  const dates = heldNow
    ? ' The dates are held for the guest.'
    : heldBefore
      ? ' The dates are free again.'
      : '';
  const paragraphs = [`${memberName} ${did} ${whose}, ${stayDates(f)}${after && `,${after}`}.${dates}`];
  if (refunded) paragraphs.push(...hostRefundLines(refunded, f.currency, 'host_cancellation'));
  const hostSide = { hostEmail: host.email, hostFirstName: host.firstName };
  return hostNoticeMail(hostSide, `${memberName} ${did} ${whose}${after}`, paragraphs, baseUrl, f.id);
}
